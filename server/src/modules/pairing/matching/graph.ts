/**
 * The compatibility graph: one vertex per member, an edge when two members
 * share at least one window (two consecutive slots both available).
 *
 * Stored as a dense adjacency bit matrix (n × ceil(n / 32) words). Why dense:
 * pools are dominated by evening/weekend availability, so the graph is close
 * to complete (10,000 members → tens of millions of edges). An edge list
 * would need hundreds of MB and sorting it would dominate the run time; the
 * bit matrix is n² / 8 bytes (12.5 MB for 10,000 members), answers
 * "adjacent?" in O(1), and lets the blossom search enumerate "neighbours
 * that are still alive / still unmatched" 32 at a time by ANDing a row with
 * a vertex mask.
 */
import { popcount32, WORDS_PER_BITSET, type SlotBitset } from './grid';

export interface CompatibilityGraph {
  readonly size: number;
  /** 32-bit words per adjacency row (and per vertex mask). */
  readonly rowWords: number;
  /** Row v occupies adjacency[v * rowWords ... (v + 1) * rowWords). */
  readonly adjacency: Uint32Array;
  /** Slot bitsets packed back to back, WORDS_PER_BITSET words per vertex. */
  readonly slots: Uint32Array;
  readonly degree: Int32Array;
}

export function buildCompatibilityGraph(slotBitsets: readonly SlotBitset[], windowBitsets: readonly SlotBitset[]): CompatibilityGraph {
  const size = slotBitsets.length;
  const rowWords = Math.max(1, Math.ceil(size / 32));
  const adjacency = new Uint32Array(size * rowWords);
  const slots = new Uint32Array(size * WORDS_PER_BITSET);
  const windows = new Uint32Array(size * WORDS_PER_BITSET);
  for (let v = 0; v < size; v++) {
    slots.set(slotBitsets[v], v * WORDS_PER_BITSET);
    windows.set(windowBitsets[v], v * WORDS_PER_BITSET);
  }

  // Members with no window at all can never be paired: skip them up front so
  // the quadratic loop only runs over members that could have an edge.
  const candidates: number[] = [];
  for (let v = 0; v < size; v++) {
    let any = 0;
    for (let w = 0; w < WORDS_PER_BITSET; w++) any |= windows[v * WORDS_PER_BITSET + w];
    if (any !== 0) candidates.push(v);
  }

  const degree = new Int32Array(size);
  for (let i = 0; i < candidates.length; i++) {
    const u = candidates[i];
    const uBase = u * WORDS_PER_BITSET;
    for (let j = i + 1; j < candidates.length; j++) {
      const v = candidates[j];
      const vBase = v * WORDS_PER_BITSET;
      let shared = 0;
      // Early exit on the first shared word: dense pools make most pairs
      // compatible within the first few words (evenings of the first days).
      for (let w = 0; w < WORDS_PER_BITSET && shared === 0; w++) shared = windows[uBase + w] & windows[vBase + w];
      if (shared !== 0) {
        adjacency[u * rowWords + (v >>> 5)] |= 1 << (v & 31);
        adjacency[v * rowWords + (u >>> 5)] |= 1 << (u & 31);
        degree[u]++;
        degree[v]++;
      }
    }
  }
  return { size, rowWords, adjacency, slots, degree };
}

export function isAdjacent(graph: CompatibilityGraph, u: number, v: number): boolean {
  return (graph.adjacency[u * graph.rowWords + (v >>> 5)] & (1 << (v & 31))) !== 0;
}

export function commonSlotsBetween(graph: CompatibilityGraph, u: number, v: number): number {
  const slots = graph.slots;
  const uBase = u * WORDS_PER_BITSET;
  const vBase = v * WORDS_PER_BITSET;
  let count = 0;
  for (let w = 0; w < WORDS_PER_BITSET; w++) count += popcount32(slots[uBase + w] & slots[vBase + w]);
  return count;
}

/** A vertex-set bitset sized for this graph (one bit per vertex). */
export function newVertexMask(graph: CompatibilityGraph, allSet: boolean): Uint32Array {
  const mask = new Uint32Array(graph.rowWords);
  if (allSet) {
    mask.fill(0xffffffff);
    const tailBits = graph.size & 31;
    if (tailBits !== 0) mask[graph.rowWords - 1] = (1 << tailBits) - 1;
    if (graph.size === 0) mask.fill(0);
  }
  return mask;
}

export function clearVertex(mask: Uint32Array, v: number): void {
  mask[v >>> 5] &= ~(1 << (v & 31));
}

export function hasVertex(mask: Uint32Array, v: number): boolean {
  return (mask[v >>> 5] & (1 << (v & 31))) !== 0;
}
