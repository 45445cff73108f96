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
  writeSlotBits(grid, bits, 0);
  return bits;
}

/** Writes the grid's slot bitset into `target` at word `offset` (which must be zero there), without allocating. */
export function writeSlotBits(grid: AvailabilityGrid, target: Uint32Array, offset: number): void {
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    const row = grid[day];
    // indexOf (strict equality, native) skips the unavailable slots, most
    // of the grid, instead of testing every cell in a loop that is still
    // interpreted when a fresh worker starts pairing.
    for (let slot = row.indexOf(true); slot !== -1 && slot < SLOTS_PER_DAY; slot = row.indexOf(true, slot + 1)) {
      const g = day * SLOTS_PER_DAY + slot;
      target[offset + (g >>> 5)] |= 1 << (g & 31);
    }
  }
}

/**
 * Bit g of the result is set iff slots g and g + 1 are both set: a window
 * starting at g. Computed as slots & (slots >> 1) across word boundaries;
 * bit 336 never exists, so slot 335 can never start a window (no Saturday ->
 * Sunday wrap), while the day seam (47 -> next day's 0) is just g -> g + 1.
 */
export function slotsToWindowBitset(slots: SlotBitset): SlotBitset {
  const windows = new Uint32Array(WORDS_PER_BITSET);
  writeWindowBits(slots, 0, windows, 0);
  return windows;
}

/** slotsToWindowBitset between packed arrays: slots at word `from` of `source`, windows to word `to` of `target`. */
export function writeWindowBits(source: Uint32Array, from: number, target: Uint32Array, to: number): void {
  for (let w = 0; w < WORDS_PER_BITSET; w++) {
    const next = w + 1 < WORDS_PER_BITSET ? source[from + w + 1] : 0;
    const shifted = (source[from + w] >>> 1) | ((next & 1) << 31);
    target[to + w] = source[from + w] & shifted;
  }
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

/**
 * Global start slots g (ascending) where both grids have g and g + 1 available.
 * Read straight from the grids along the week's timeline (slot 47 of a day
 * is followed by slot 0 of the next, Saturday's last slot by nothing), with
 * no bitsets: called once per pair to report its windows.
 */
export function commonWindowStarts(a: AvailabilityGrid, b: AvailabilityGrid): number[] {
  const starts: number[] = [];
  let previousBoth = false;
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    const rowA = a[day];
    const rowB = b[day];
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      const both = rowA[slot] === true && rowB[slot] === true;
      if (both && previousBoth) starts.push(day * SLOTS_PER_DAY + slot - 1);
      previousBoth = both;
    }
  }
  return starts;
}
