/**
 * What "a better maximum matching" means once cardinality is fixed, in
 * priority order:
 *   1. members carried over from last week (priority > 0) are matched,
 *   2. partners from the previous four weeks are avoided,
 *   3. partners chose the same interview focus (issue 22),
 *   4. partners chose the same difficulty,
 *   5. total overlap (common slots) is large.
 * Encoded as one additive score (vertex bonuses for matched members + edge
 * weights) whose constants keep that order for the local moves used:
 * - SAME_DIFFICULTY_BONUS (1,000) exceeds the largest overlap change of a
 *   two-pair swap (2 × 336 slots), so a swap never trades a same-difficulty pair for overlap;
 * - SAME_FOCUS_BONUS (3,000) exceeds a swap's largest difficulty and overlap
 *   change together (2 × 1,000 + 672);
 * - RECENT_PARTNER_PENALTY (10,000) exceeds a swap's largest preference and
 *   overlap change together (2 × 3,000 + 2 × 1,000 + 672), so a swap never
 *   trades a repeat for matching preferences (it was 1,000 before preferences;
 *   with no preferences given, every choice is the same as with 1,000);
 * - PRIORITY_BONUS_PER_LEVEL (1,000,000) exceeds any realistic sum of edge
 *   changes, so nothing outweighs leaving a priority member out.
 */
import { type CompatibilityGraph } from './graph';

export const SAME_DIFFICULTY_BONUS = 1_000;
export const SAME_FOCUS_BONUS = 3_000;
export const RECENT_PARTNER_PENALTY = 10_000;
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
  /**
   * Each member's focus and difficulty as small numbers (-1: none given, matches nobody), read
   * directly by the hot loops: the preference bonus of u–v is two array reads and two comparisons.
   */
  readonly focusOf: Int32Array;
  readonly difficultyOf: Int32Array;

  constructor(
    private readonly graph: CompatibilityGraph,
    priorities: ArrayLike<number>,
    recentPairs: ReadonlyArray<readonly [number, number]>,
    preferences: ReadonlyArray<{ focus?: string; difficulty?: string }> = [],
  ) {
    this.focusOf = numberedValues(graph.size, (v) => preferences[v]?.focus);
    this.difficultyOf = numberedValues(graph.size, (v) => preferences[v]?.difficulty);
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

  /** SAME_FOCUS_BONUS and SAME_DIFFICULTY_BONUS as they apply to u–v. */
  preferenceBonus(u: number, v: number): number {
    return preferenceBonusOf(this.focusOf, this.difficultyOf, u, v);
  }

  /** Weight of matching u with v (they must be compatible). */
  edgeWeight(u: number, v: number): number {
    const overlap = this.graph.commonSlots(u, v) + this.preferenceBonus(u, v);
    return this.isRecentPair(u, v) ? overlap - RECENT_PARTNER_PENALTY : overlap;
  }
}

/** Module-local so the hot loops of greedy.ts and optimise.ts can inline the same rule (see graph.ts). */
export function preferenceBonusOf(focusOf: Int32Array, difficultyOf: Int32Array, u: number, v: number): number {
  const focus = focusOf[u];
  const difficulty = difficultyOf[u];
  return (focus >= 0 && focus === focusOf[v] ? SAME_FOCUS_BONUS : 0) + (difficulty >= 0 && difficulty === difficultyOf[v] ? SAME_DIFFICULTY_BONUS : 0);
}

/** The values as small numbers, equal values equal numbers; -1 for none. */
function numberedValues(size: number, valueOf: (v: number) => string | undefined): Int32Array {
  const numbers = new Int32Array(size).fill(-1);
  const numberOf = new Map<string, number>();
  for (let v = 0; v < size; v++) {
    const value = valueOf(v);
    if (value === undefined) continue;
    let n = numberOf.get(value);
    if (n === undefined) numberOf.set(value, (n = numberOf.size));
    numbers[v] = n;
  }
  return numbers;
}

export function normalisePriority(priority: number | undefined): number {
  if (priority === undefined || !Number.isFinite(priority) || priority <= 0) return 0;
  return Math.min(priority, MAX_PRIORITY_LEVEL);
}
