/**
 * The compatibility graph: one vertex per member, an edge when two members
 * share at least one window (two consecutive slots both available).
 *
 * Stored as a dense adjacency bit matrix (n × ceil(n / 32) words). Why dense:
 * pools are dominated by evening/weekend availability, so the graph is close
 * to complete (10,000 members → tens of millions of edges). An edge list
 * would need hundreds of MB and sorting it would dominate the run time; the
 * bit matrix is n² / 8 bytes (12.5 MB for 10,000 members), answers
 * "adjacent?" in O(1), and lets the searches enumerate "neighbours that are
 * still alive / still unmatched" 32 at a time by ANDing a row with a mask.
 *
 * Performance note for all hot loops in this folder: the TypeScript runners
 * (tsx/esbuild, @swc/jest) emit CommonJS in which every imported binding is
 * read through a getter, so a tiny imported function called millions of
 * times costs ~10× its body. Hot helpers are therefore methods of this class
 * or module-local functions, and imported constants are copied into locals.
 */
import {
  bitPositions,
  slotsToWindowBitset,
  SLOTS_PER_WEEK,
  WORDS_PER_BITSET as IMPORTED_WORDS_PER_BITSET,
  type SlotBitset,
} from './grid';

const WORDS_PER_BITSET = IMPORTED_WORDS_PER_BITSET; // local copy for the hot loops (see below)

/** mate[v] value of a vertex that is not matched. */
export const EXPOSED = -1;

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  // Math.imul keeps the last step in 32-bit integer arithmetic.
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class CompatibilityGraph {
  /** 32-bit words per adjacency row (and per vertex mask). */
  readonly rowWords: number;

  private constructor(
    readonly size: number,
    /** Row v occupies adjacency[v * rowWords ... (v + 1) * rowWords). */
    readonly adjacency: Uint32Array,
    readonly degree: Int32Array,
    /** Slot bitsets packed back to back, WORDS_PER_BITSET words per vertex. */
    private readonly slots: Uint32Array,
  ) {
    this.rowWords = rowWordsFor(size);
  }

  static fromSlotBitsets(slotBitsets: readonly SlotBitset[]): CompatibilityGraph {
    const size = slotBitsets.length;
    const rowWords = rowWordsFor(size);
    const slots = new Uint32Array(size * WORDS_PER_BITSET);
    for (let v = 0; v < size; v++) slots.set(slotBitsets[v], v * WORDS_PER_BITSET);

    // Why an inverted index instead of testing all n² / 2 pairs: the row of u
    // is the OR, over the windows u has, of "members having that window". That
    // costs (windows of u) × n / 32 sequential word ORs per member, typically
    // 20–40 windows, versus n pair tests of up to 11 words each, and it writes
    // rows sequentially (setting both bits of each pair in a pair loop jumps
    // across the matrix and is dominated by cache misses: measured 25× slower).
    const membersByWindow = new Uint32Array(SLOTS_PER_WEEK * rowWords);
    const windowsOf: number[][] = [];
    for (let v = 0; v < size; v++) {
      const starts = bitPositions(slotsToWindowBitset(slotBitsets[v]));
      windowsOf.push(starts);
      for (const g of starts) membersByWindow[g * rowWords + (v >>> 5)] |= 1 << (v & 31);
    }

    const adjacency = new Uint32Array(size * rowWords);
    for (let u = 0; u < size; u++) {
      const row = u * rowWords;
      for (const g of windowsOf[u]) {
        const members = g * rowWords;
        for (let w = 0; w < rowWords; w++) adjacency[row + w] |= membersByWindow[members + w];
      }
      adjacency[row + (u >>> 5)] &= ~(1 << (u & 31)); // no self-loop
    }
    return new CompatibilityGraph(size, adjacency, degreesOf(adjacency, size, rowWords), slots);
  }

  /** The same graph minus the given edges (e.g. recent partners). */
  withoutEdges(edges: ReadonlyArray<readonly [number, number]>): CompatibilityGraph {
    const adjacency = this.adjacency.slice();
    const rowWords = this.rowWords;
    for (const [u, v] of edges) {
      adjacency[u * rowWords + (v >>> 5)] &= ~(1 << (v & 31));
      adjacency[v * rowWords + (u >>> 5)] &= ~(1 << (u & 31));
    }
    return new CompatibilityGraph(this.size, adjacency, degreesOf(adjacency, this.size, rowWords), this.slots);
  }

  isAdjacent(u: number, v: number): boolean {
    return (this.adjacency[u * this.rowWords + (v >>> 5)] & (1 << (v & 31))) !== 0;
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

  edgeCount(): number {
    let total = 0;
    for (let v = 0; v < this.size; v++) total += this.degree[v];
    return total / 2;
  }

  /** A vertex-set bitset sized for this graph (one bit per vertex). */
  newVertexMask(allSet: boolean): Uint32Array {
    const mask = new Uint32Array(this.rowWords);
    if (allSet) for (let v = 0; v < this.size; v++) mask[v >>> 5] |= 1 << (v & 31);
    return mask;
  }
}

function rowWordsFor(size: number): number {
  return Math.max(1, Math.ceil(size / 32));
}

function degreesOf(adjacency: Uint32Array, size: number, rowWords: number): Int32Array {
  const degree = new Int32Array(size);
  for (let v = 0; v < size; v++) {
    let count = 0;
    for (let w = v * rowWords; w < (v + 1) * rowWords; w++) count += popcount32(adjacency[w]);
    degree[v] = count;
  }
  return degree;
}

export function clearVertex(mask: Uint32Array, v: number): void {
  mask[v >>> 5] &= ~(1 << (v & 31));
}

export function hasVertex(mask: Uint32Array, v: number): boolean {
  return (mask[v >>> 5] & (1 << (v & 31))) !== 0;
}
