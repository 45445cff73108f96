/**
 * The compatibility graph: one vertex per member, an edge when two members
 * share at least one window (two consecutive slots both available).
 *
 * Stored sparsely, as the member–window incidences it is made of: every
 * window (336 per week) is a clique of the members who have it, and the
 * graph is the union of those cliques. Two lists in CSR form (offsets into
 * one flat array) hold "windows of each member" and "members of each
 * window"; memory is one entry per (member, window) incidence, typically
 * 10–40 per member, so it grows with the pool, not with n² (a dense bit
 * matrix was 12.5 MB at 10,000 members and 312 MB at 50,000; a plain edge
 * list would be worse: the mixed pool has 21 million edges at 10,000).
 *
 * The clique structure is also what keeps the searches linear: a
 * breadth-first search never needs to walk a window's member list twice
 * (see blossom.ts and certificate.ts), so one search costs O(incidences).
 *
 * Removed edges (`withoutEdges`, for recent partners) break that structure;
 * they are few, kept in a set, and the searches fall back to a plain
 * neighbour scan on such a graph.
 *
 * Performance note for all hot loops in this folder: the TypeScript runners
 * (tsx/esbuild, @swc/jest) emit CommonJS in which every imported binding is
 * read through a getter, so a tiny imported function called millions of
 * times costs ~10× its body. Hot helpers are therefore methods of this class
 * or module-local functions, and imported constants are copied into locals.
 * The pairing also runs cold (a fresh worker thread per run, see
 * matching-worker.ts), and V8 decides when to optimise a function by how
 * much of its bytecode has run, scaled by its size: a tiny function is
 * optimised on its first tick, a big loop much later. So the innermost
 * loops (greedy.ts, optimise.ts) read `slots`/`windows` and the objective's
 * typed arrays directly, test "recent partner?" with one array read, call
 * only the tiny `slotOverlap`/`windowsMeet` below, and per-member work is
 * a function of its own rather than the body of one long loop.
 */
import {
  SLOTS_PER_WEEK as IMPORTED_SLOTS_PER_WEEK,
  WORDS_PER_BITSET as IMPORTED_WORDS_PER_BITSET,
  writeSlotBits as importedWriteSlotBits,
  writeWindowBits as importedWriteWindowBits,
  type AvailabilityGrid,
  type SlotBitset,
} from './grid';

const WORDS_PER_BITSET = IMPORTED_WORDS_PER_BITSET; // local copies for the hot loops (see above)
const WINDOW_COUNT = IMPORTED_SLOTS_PER_WEEK;
const writeSlotBits = importedWriteSlotBits;
const writeWindowBits = importedWriteWindowBits;

/** mate[v] value of a vertex that is not matched. */
export const EXPOSED = -1;

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  // Math.imul keeps the last step in 32-bit integer arithmetic.
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class CompatibilityGraph {
  /** Number of windows (the cliques); window ids are global start slots 0 … 335. */
  readonly windowCount = WINDOW_COUNT;

  private constructor(
    readonly size: number,
    /** Windows of member v: memberWindows[windowStart[v] … windowStart[v + 1]), ascending. */
    readonly windowStart: Int32Array,
    readonly memberWindows: Uint16Array,
    /** Members of window g: windowMembers[memberStart[g] … memberStart[g + 1]), ascending. */
    readonly memberStart: Int32Array,
    readonly windowMembers: Int32Array,
    /**
     * Sum over v's windows of (members of the window − 1): the degree counted
     * with multiplicity, an upper bound on it, 0 exactly when v has no
     * neighbour in the full graph. Orders heuristics; exact degree is `degreeOf`.
     */
    readonly reach: Int32Array,
    /**
     * Slot bitsets packed back to back, WORDS_PER_BITSET words per vertex.
     * Read directly (not through `commonSlots`) by the hot loops of greedy.ts
     * and optimise.ts: see the performance note above.
     */
    readonly slots: Uint32Array,
    /** Window bitsets, same layout: adjacency is "window bitsets intersect". */
    readonly windows: Uint32Array,
    /** Removed edges, keyed u * size + v in both orders; null for the full graph. */
    readonly removed: ReadonlySet<number> | null,
  ) {}

  static fromSlotBitsets(slotBitsets: readonly SlotBitset[]): CompatibilityGraph {
    const slots = new Uint32Array(slotBitsets.length * WORDS_PER_BITSET);
    for (let v = 0; v < slotBitsets.length; v++) slots.set(slotBitsets[v], v * WORDS_PER_BITSET);
    return CompatibilityGraph.fromPackedSlots(slotBitsets.length, slots);
  }

  /** Same as fromSlotBitsets(grids.map(gridToSlotBitset)), without a bitset object per member. */
  static fromGrids(grids: readonly AvailabilityGrid[]): CompatibilityGraph {
    const slots = new Uint32Array(grids.length * WORDS_PER_BITSET);
    for (let v = 0; v < grids.length; v++) writeSlotBits(grids[v], slots, v * WORDS_PER_BITSET);
    return CompatibilityGraph.fromPackedSlots(grids.length, slots);
  }

  /**
   * Builds the lists from the packed slot bitsets with typed arrays only (no
   * per-member arrays: fewer allocations and garbage collections in a cold run).
   */
  private static fromPackedSlots(size: number, slots: Uint32Array): CompatibilityGraph {
    const windows = new Uint32Array(size * WORDS_PER_BITSET);
    const windowStart = new Int32Array(size + 1);
    for (let v = 0; v < size; v++) {
      writeWindowBits(slots, v * WORDS_PER_BITSET, windows, v * WORDS_PER_BITSET);
      // A bitset's overlap with itself is its popcount: the member's window count.
      windowStart[v + 1] = windowStart[v] + slotOverlap(windows, v * WORDS_PER_BITSET, v * WORDS_PER_BITSET);
    }
    // Windows of each member, ascending (bit order), and the size of each window.
    const memberWindows = new Uint16Array(windowStart[size]);
    const membersPerWindow = new Int32Array(WINDOW_COUNT);
    for (let v = 0; v < size; v++) listWindows(windows, v * WORDS_PER_BITSET, memberWindows, windowStart[v], membersPerWindow);

    const memberStart = new Int32Array(WINDOW_COUNT + 1);
    for (let g = 0; g < WINDOW_COUNT; g++) memberStart[g + 1] = memberStart[g] + membersPerWindow[g];
    const windowMembers = new Int32Array(memberStart[WINDOW_COUNT]);
    const filled = memberStart.slice(0, WINDOW_COUNT);
    for (let v = 0; v < size; v++) addToWindows(v, memberWindows, windowStart[v], windowStart[v + 1], filled, windowMembers);

    const reach = new Int32Array(size);
    for (let v = 0; v < size; v++) reach[v] = sizesMinusOne(memberWindows, windowStart[v], windowStart[v + 1], membersPerWindow);
    return new CompatibilityGraph(size, windowStart, memberWindows, memberStart, windowMembers, reach, slots, windows, null);
  }

  /** The same graph minus the given edges (e.g. recent partners); shares the lists. */
  withoutEdges(edges: ReadonlyArray<readonly [number, number]>): CompatibilityGraph {
    const removed = new Set<number>(this.removed ?? []);
    for (const [u, v] of edges) {
      removed.add(u * this.size + v);
      removed.add(v * this.size + u);
    }
    return new CompatibilityGraph(
      this.size,
      this.windowStart,
      this.memberWindows,
      this.memberStart,
      this.windowMembers,
      this.reach,
      this.slots,
      this.windows,
      removed,
    );
  }

  /** Whether `u` and `v` share a window, read from both bitsets (11 word ANDs), minus removed edges. */
  isAdjacent(u: number, v: number): boolean {
    if (u === v) return false;
    if (this.removed !== null && this.removed.has(u * this.size + v)) return false;
    const windows = this.windows;
    const uBase = u * WORDS_PER_BITSET;
    const vBase = v * WORDS_PER_BITSET;
    for (let w = 0; w < WORDS_PER_BITSET; w++) if ((windows[uBase + w] & windows[vBase + w]) !== 0) return true;
    return false;
  }

  /** Number of slots both members are available (their overlap). */
  commonSlots(u: number, v: number): number {
    const slots = this.slots;
    const uBase = u * WORDS_PER_BITSET;
    const vBase = v * WORDS_PER_BITSET;
    let count = 0;
    for (let w = 0; w < WORDS_PER_BITSET; w++) {
      const both = slots[uBase + w] & slots[vBase + w];
      if (both !== 0) count += popcount32(both);
    }
    return count;
  }

  /** Distinct neighbours of v. Costs v's neighbourhood with multiplicity: for tests and small pools. */
  degreeOf(v: number): number {
    const seen = new Set<number>();
    for (let i = this.windowStart[v]; i < this.windowStart[v + 1]; i++) {
      const g = this.memberWindows[i];
      for (let k = this.memberStart[g]; k < this.memberStart[g + 1]; k++) {
        const u = this.windowMembers[k];
        if (u !== v && !seen.has(u) && this.isAdjacent(v, u)) seen.add(u);
      }
    }
    return seen.size;
  }

  /** Number of edges; as costly as `degreeOf` for every vertex (tests and small pools). */
  edgeCount(): number {
    let total = 0;
    for (let v = 0; v < this.size; v++) total += this.degreeOf(v);
    return total / 2;
  }

  /** Member–window incidences stored: what the graph's memory grows with. */
  incidenceCount(): number {
    return this.windowMembers.length;
  }

  /** A vertex-set bitset sized for this graph (one bit per vertex). */
  newVertexMask(allSet: boolean): Uint32Array {
    const mask = new Uint32Array(Math.max(1, Math.ceil(this.size / 32)));
    if (allSet) for (let v = 0; v < this.size; v++) mask[v >>> 5] |= 1 << (v & 31);
    return mask;
  }
}

/**
 * Writes the set bits of the bitset at word `base` to list[from …], ascending,
 * counting each in perBit. Per member, not inline in the graph builder's
 * loop: a function called once per member is optimised after a few members
 * (and stays so across runs), a loop body only by on-stack replacement.
 */
function listWindows(bits: Uint32Array, base: number, list: Uint16Array, from: number, perBit: Int32Array): void {
  let i = from;
  for (let w = 0; w < WORDS_PER_BITSET; w++) {
    let word = bits[base + w];
    while (word !== 0) {
      const low = word & -word;
      const g = w * 32 + 31 - Math.clz32(low);
      list[i++] = g;
      perBit[g]++;
      word ^= low;
    }
  }
}

/** Appends v to the member list of each of its windows memberWindows[from … to). */
function addToWindows(v: number, memberWindows: Uint16Array, from: number, to: number, filled: Int32Array, windowMembers: Int32Array): void {
  for (let i = from; i < to; i++) windowMembers[filled[memberWindows[i]]++] = v;
}

/** Sum of (members − 1) over the windows memberWindows[from … to): a member's reach. */
function sizesMinusOne(memberWindows: Uint16Array, from: number, to: number, membersPerWindow: Int32Array): number {
  let total = 0;
  for (let i = from; i < to; i++) total += membersPerWindow[memberWindows[i]] - 1;
  return total;
}

/**
 * Slots in common of the two bitsets starting at words uBase and vBase of a
 * packed array (the overlap of two members). Kept tiny on purpose: V8
 * optimises a function this small on its first tick, so even a cold run gets
 * fast overlap counts, and the optimised callers inline it. Importers copy it
 * into a module constant (see the performance note above).
 */
export function slotOverlap(slots: Uint32Array, uBase: number, vBase: number): number {
  let count = 0;
  for (let w = 0; w < WORDS_PER_BITSET; w++) {
    let x = slots[uBase + w] & slots[vBase + w];
    if (x === 0) continue;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Whether the window bitsets at words uBase and vBase share a window (adjacency, ignoring removed edges). */
export function windowsMeet(windows: Uint32Array, uBase: number, vBase: number): boolean {
  for (let w = 0; w < WORDS_PER_BITSET; w++) if ((windows[uBase + w] & windows[vBase + w]) !== 0) return true;
  return false;
}

export function clearVertex(mask: Uint32Array, v: number): void {
  mask[v >>> 5] &= ~(1 << (v & 31));
}

export function hasVertex(mask: Uint32Array, v: number): boolean {
  return (mask[v >>> 5] & (1 << (v & 31))) !== 0;
}
