/**
 * What "a better maximum matching" means once cardinality is fixed, in
 * priority order:
 *   1. members carried over from last week (priority > 0) are matched,
 *   2. partners from the previous four weeks are avoided,
 *   3. total overlap (common slots) is large.
 * Encoded as one additive score (vertex bonuses for matched members + edge
 * weights) whose constants keep that order for the local moves used:
 * - RECENT_PARTNER_PENALTY (1,000) exceeds the largest overlap change of a
 *   two-pair swap (2 × 336 slots), so a swap never trades a repeat for overlap;
 * - PRIORITY_BONUS_PER_LEVEL (1,000,000) exceeds any realistic sum of edge
 *   changes, so nothing outweighs leaving a priority member out.
 */
import { type CompatibilityGraph } from './graph';

export const RECENT_PARTNER_PENALTY = 1_000;
export const PRIORITY_BONUS_PER_LEVEL = 1_000_000;
/** Priorities above this are treated as equal (keeps scores exact in float64). */
export const MAX_PRIORITY_LEVEL = 1_000;

export class PairingObjective {
  /** Bonus earned when the vertex is matched. */
  readonly matchedBonus: Float64Array;
  /**
   * Recent partners of v: recentList[recentStart[v] … recentStart[v + 1]), in
   * CSR form (two typed arrays, no per-member arrays) so that the hot loops
   * of greedy.ts and optimise.ts can mark a member's few partners in a
   * scratch array and test "recent?" with one array read.
   */
  readonly recentStart: Int32Array;
  readonly recentList: Int32Array;

  constructor(
    private readonly graph: CompatibilityGraph,
    priorities: ArrayLike<number>,
    recentPairs: ReadonlyArray<readonly [number, number]>,
  ) {
    const size = graph.size;
    this.matchedBonus = new Float64Array(size);
    for (let v = 0; v < size; v++) this.matchedBonus[v] = normalisePriority(priorities[v]) * PRIORITY_BONUS_PER_LEVEL;
    const recentStart = new Int32Array(size + 1);
    for (let i = 0; i < recentPairs.length; i++) {
      const pair = recentPairs[i];
      if (pair[0] === pair[1]) continue;
      recentStart[pair[0] + 1]++;
      recentStart[pair[1] + 1]++;
    }
    for (let v = 0; v < size; v++) recentStart[v + 1] += recentStart[v];
    const recentList = new Int32Array(recentStart[size]);
    const filled = recentStart.slice(0, size);
    for (let i = 0; i < recentPairs.length; i++) {
      const pair = recentPairs[i];
      if (pair[0] === pair[1]) continue;
      recentList[filled[pair[0]]++] = pair[1];
      recentList[filled[pair[1]]++] = pair[0];
    }
    this.recentStart = recentStart;
    this.recentList = recentList;
  }

  isRecentPair(u: number, v: number): boolean {
    const recentList = this.recentList;
    for (let i = this.recentStart[u], end = this.recentStart[u + 1]; i < end; i++) if (recentList[i] === v) return true;
    return false;
  }

  hasRecentPartners(v: number): boolean {
    return this.recentStart[v + 1] > this.recentStart[v];
  }

  /** Weight of matching u with v (they must be compatible). */
  edgeWeight(u: number, v: number): number {
    const overlap = this.graph.commonSlots(u, v);
    return this.isRecentPair(u, v) ? overlap - RECENT_PARTNER_PENALTY : overlap;
  }
}

export function normalisePriority(priority: number | undefined): number {
  if (priority === undefined || !Number.isFinite(priority) || priority <= 0) return 0;
  return Math.min(priority, MAX_PRIORITY_LEVEL);
}
