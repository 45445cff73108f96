/**
 * Availability grid <-> bitset conversion and the small helpers the server
 * needs (validation, slot arithmetic, common windows).
 *
 * The grid is one continuous timeline of 7 × 48 half-hour slots: global slot
 * g = day * 48 + slot, and slot 47 of day d is immediately followed by slot 0
 * of day d + 1 (slots run from 07:00 to 06:30 the next morning). There is no
 * wrap from Saturday's last slot to Sunday's first (different weeks).
 *
 * Availability is held as a bitset of 11 × 32-bit words (336 bits) because
 * every question the matcher asks ("do these two share a window?", "how many
 * slots do they share?") then becomes a handful of word ANDs instead of a
 * loop over 336 booleans, which matters when a 10,000-member pool means
 * ~50 million member pairs.
 */

export const DAYS_PER_WEEK = 7;
export const SLOTS_PER_DAY = 48;
export const SLOTS_PER_WEEK = DAYS_PER_WEEK * SLOTS_PER_DAY; // 336
export const WORDS_PER_BITSET = Math.ceil(SLOTS_PER_WEEK / 32); // 11

/** 7 × 48 booleans, indexed [day][slot]; day 0 is Sunday. */
export type AvailabilityGrid = boolean[][];

/** 336-bit set, bit g = global slot g (bit g % 32 of word g >> 5). */
export type SlotBitset = Uint32Array;

export function isValidGrid(value: unknown): value is AvailabilityGrid {
  if (!Array.isArray(value) || value.length !== DAYS_PER_WEEK) return false;
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    const row: unknown = value[day];
    if (!Array.isArray(row) || row.length !== SLOTS_PER_DAY) return false;
    // Indexed loop rather than every(): every() skips holes in sparse arrays.
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) if (typeof row[slot] !== 'boolean') return false;
  }
  return true;
}

export function hasAnyAvailability(grid: AvailabilityGrid): boolean {
  return grid.some((day) => day.some((cell) => cell === true));
}

export function globalSlotToDayAndSlot(globalSlot: number): { day: number; slot: number } {
  if (!Number.isInteger(globalSlot) || globalSlot < 0 || globalSlot >= SLOTS_PER_WEEK) {
    throw new RangeError(`global slot must be an integer in [0, ${SLOTS_PER_WEEK - 1}], got ${globalSlot}`);
  }
  return { day: Math.floor(globalSlot / SLOTS_PER_DAY), slot: globalSlot % SLOTS_PER_DAY };
}

export function dayAndSlotToGlobalSlot(day: number, slot: number): number {
  return day * SLOTS_PER_DAY + slot;
}

export function gridToSlotBitset(grid: AvailabilityGrid): SlotBitset {
  const bits = new Uint32Array(WORDS_PER_BITSET);
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    const row = grid[day];
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      if (row[slot] === true) {
        const g = day * SLOTS_PER_DAY + slot;
        bits[g >>> 5] |= 1 << (g & 31);
      }
    }
  }
  return bits;
}

/**
 * Bit g of the result is set iff slots g and g + 1 are both set: a window
 * starting at g. Computed as slots & (slots >> 1) across word boundaries;
 * bit 336 never exists, so slot 335 can never start a window (no Saturday ->
 * Sunday wrap), while the day seam (47 -> next day's 0) is just g -> g + 1.
 */
export function slotsToWindowBitset(slots: SlotBitset): SlotBitset {
  const windows = new Uint32Array(WORDS_PER_BITSET);
  for (let w = 0; w < WORDS_PER_BITSET; w++) {
    const next = w + 1 < WORDS_PER_BITSET ? slots[w + 1] : 0;
    const shifted = (slots[w] >>> 1) | ((next & 1) << 31);
    windows[w] = slots[w] & shifted;
  }
  return windows;
}

/** Set bit positions of a bitset, ascending. */
export function bitPositions(bits: SlotBitset): number[] {
  const positions: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      positions.push(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return positions;
}

/** Number of slots available in both grids. */
export function commonSlotCount(a: AvailabilityGrid, b: AvailabilityGrid): number {
  const sa = gridToSlotBitset(a);
  const both = gridToSlotBitset(b);
  for (let w = 0; w < WORDS_PER_BITSET; w++) both[w] &= sa[w];
  return bitPositions(both).length;
}

/** Global start slots g (ascending) where both grids have g and g + 1 available. */
export function commonWindowStarts(a: AvailabilityGrid, b: AvailabilityGrid): number[] {
  const wa = slotsToWindowBitset(gridToSlotBitset(a));
  const wb = slotsToWindowBitset(gridToSlotBitset(b));
  const both = new Uint32Array(WORDS_PER_BITSET);
  for (let w = 0; w < WORDS_PER_BITSET; w++) both[w] = wa[w] & wb[w];
  return bitPositions(both);
}
