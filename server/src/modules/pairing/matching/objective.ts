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
  private readonly recentPartners: Array<number[] | undefined>;

  constructor(
    private readonly graph: CompatibilityGraph,
    priorities: ArrayLike<number>,
    recentPairs: ReadonlyArray<readonly [number, number]>,
  ) {
    this.matchedBonus = new Float64Array(graph.size);
    for (let v = 0; v < graph.size; v++) this.matchedBonus[v] = normalisePriority(priorities[v]) * PRIORITY_BONUS_PER_LEVEL;
    this.recentPartners = new Array<number[] | undefined>(graph.size);
    for (const [u, v] of recentPairs) {
      if (u === v) continue;
      (this.recentPartners[u] ??= []).push(v);
      (this.recentPartners[v] ??= []).push(u);
    }
  }

  isRecentPair(u: number, v: number): boolean {
    const partners = this.recentPartners[u];
    return partners !== undefined && partners.includes(v);
  }

  hasRecentPartners(v: number): boolean {
    return this.recentPartners[v] !== undefined;
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
