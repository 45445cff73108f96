/**
 * Local improvement of a maximum matching without changing its cardinality.
 *
 * Why local search: an exact maximum-weight matching (weighted blossom,
 * O(n³)) is too slow for 10,000 members; the cardinality is already exact
 * and rebalance.ts has settled priority and most repeats, so what is left is
 * polishing the weight (mostly overlap). Two moves, both keep the number of
 * pairs, and the objective's constants stop them trading away priority or
 * re-creating a repeat for overlap:
 * - pair swap: (a,b),(c,d) -> (a,c),(b,d) when a~c and b~d are compatible;
 * - exposed swap: exposed c, matched (a,b) -> (a,c), b exposed.
 * Members in a recent-partner pair and exposed members get an exhaustive
 * neighbour scan (they are few and matter most); everyone else gets a
 * bounded sample per pass, under a global evaluation budget so the run time
 * stays predictable on dense 10,000-member pools.
 */
import {
  EXPOSED as EXPOSED_MATE,
  slotOverlap as importedSlotOverlap,
  windowsMeet as importedWindowsMeet,
  type CompatibilityGraph,
} from './graph';
import { type SeededRandom } from './prng';
import { WORDS_PER_BITSET } from './grid';
import {
  preferenceBonusOf as importedPreferenceBonusOf,
  RECENT_PARTNER_PENALTY as IMPORTED_RECENT_PARTNER_PENALTY,
  type PairingObjective,
} from './objective';

// Local copies: imported bindings are getters in CommonJS output (see graph.ts).
const EXPOSED = EXPOSED_MATE;
const RECENT_PARTNER_PENALTY = IMPORTED_RECENT_PARTNER_PENALTY;
const WORDS = WORDS_PER_BITSET;
const slotOverlap = importedSlotOverlap;
const windowsMeet = importedWindowsMeet;
const preferenceBonusOf = importedPreferenceBonusOf;

export interface LocalSearchOptions {
  /** Stop after this many move evaluations in total. */
  maxEvaluations: number;
  /** Neighbours sampled per member per pass (outside the exhaustive focus set). */
  sampledNeighbours: number;
  maxPasses: number;
}

export interface LocalSearchReport {
  movesApplied: number;
  evaluations: number;
  passes: number;
}

const MIN_GAIN = 1e-9;

export function improveMatching(
  graph: CompatibilityGraph,
  objective: PairingObjective,
  mate: Int32Array,
  options: LocalSearchOptions,
  random: SeededRandom,
): LocalSearchReport {
  const search = new LocalSearch(graph, objective, mate, options);
  return search.run(random);
}

class LocalSearch {
  /** Weight of the edge each matched vertex currently sits on. */
  private readonly currentWeight: Float64Array;
  /**
   * recentOfA[x] === a when x is a recent partner of a (the member being
   * improved), recentOfB[x] === b likewise for its partner b; refreshed at
   * the start of each `improveAround`, so "recent?" is one array read.
   */
  private readonly recentOfA: Int32Array;
  private readonly recentOfB: Int32Array;
  /**
   * Slots each member has: an upper bound on the overlap of any pair it is
   * in, so a two-pair swap that cannot beat the best gain found so far is
   * rejected without counting common slots.
   */
  private readonly slotCount: Int32Array;
  private evaluations = 0;
  private movesApplied = 0;

  constructor(
    private readonly graph: CompatibilityGraph,
    private readonly objective: PairingObjective,
    private readonly mate: Int32Array,
    private readonly options: LocalSearchOptions,
  ) {
    this.currentWeight = new Float64Array(graph.size);
    this.recentOfA = new Int32Array(graph.size).fill(EXPOSED);
    this.recentOfB = new Int32Array(graph.size).fill(EXPOSED);
    this.slotCount = new Int32Array(graph.size);
    for (let v = 0; v < graph.size; v++) this.slotCount[v] = graph.commonSlots(v, v);
    for (let v = 0; v < graph.size; v++) {
      const m = mate[v];
      if (m !== EXPOSED && v < m) this.setPair(v, m);
    }
  }

  run(random: SeededRandom): LocalSearchReport {
    let passes = 0;
    while (passes < this.options.maxPasses && !this.budgetExhausted()) {
      passes++;
      let improved = false;
      const focus = this.focusVertices();
      for (let i = 0; i < focus.length; i++) {
        if (this.budgetExhausted()) break;
        if (this.improveAround(focus[i], Infinity, random)) improved = true;
      }
      const shuffled = this.shuffledMatchedVertices(random);
      for (let i = 0; i < shuffled.length; i++) {
        if (this.budgetExhausted()) break;
        const v = shuffled[i];
        if (this.mate[v] !== EXPOSED && this.improveAround(v, this.options.sampledNeighbours, random)) improved = true;
      }
      if (!improved) break;
    }
    return { movesApplied: this.movesApplied, evaluations: this.evaluations, passes };
  }

  private budgetExhausted(): boolean {
    return this.evaluations >= this.options.maxEvaluations;
  }

  /** Exposed members with a neighbour, and members currently paired with a recent partner. */
  private focusVertices(): number[] {
    const focus: number[] = [];
    for (let v = 0; v < this.graph.size; v++) {
      const m = this.mate[v];
      if (m === EXPOSED ? this.graph.reach[v] > 0 : this.objective.isRecentPair(v, m)) focus.push(v);
    }
    return focus;
  }

  private shuffledMatchedVertices(random: SeededRandom): Int32Array {
    const { mate } = this;
    let count = 0;
    for (let v = 0; v < mate.length; v++) if (mate[v] !== EXPOSED) count++;
    const vertices = new Int32Array(count);
    count = 0;
    for (let v = 0; v < mate.length; v++) if (mate[v] !== EXPOSED) vertices[count++] = v;
    for (let i = vertices.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      const swapped = vertices[i];
      vertices[i] = vertices[j];
      vertices[j] = swapped;
    }
    return vertices;
  }

  private setPair(u: number, v: number): void {
    const weight = this.objective.edgeWeight(u, v);
    this.mate[u] = v;
    this.mate[v] = u;
    this.currentWeight[u] = weight;
    this.currentWeight[v] = weight;
  }

  /**
   * Scans up to `limit` neighbours of `a` (from a random window and a random
   * place in each window's member list, so successive passes sample
   * different neighbours; a neighbour sharing several windows may come twice), applies the best
   * improving move found, and reports whether one was applied.
   *
   * The edge weights (objective.edgeWeight) and the b–d adjacency test
   * (graph.isAdjacent) are written out inline: see the performance note in graph.ts.
   */
  private improveAround(a: number, limit: number, random: SeededRandom): boolean {
    const { windowStart, memberWindows, memberStart, windowMembers, removed, slots, windows, size } = this.graph;
    const { mate, currentWeight, recentOfA, recentOfB, slotCount } = this;
    const { matchedBonus: bonus, recentStart, recentList, focusOf, difficultyOf } = this.objective;
    const b = mate[a];
    const aExposed = b === EXPOSED;
    const currentAB = aExposed ? 0 : currentWeight[a];
    for (let r = recentStart[a]; r < recentStart[a + 1]; r++) recentOfA[recentList[r]] = a;
    if (!aExposed) for (let r = recentStart[b]; r < recentStart[b + 1]; r++) recentOfB[recentList[r]] = b;
    const aBase = a * WORDS;
    const bBase = b * WORDS;
    let evaluations = this.evaluations;
    let bestGain = MIN_GAIN;
    let bestC = EXPOSED;
    let seen = 0;
    const firstWindow = windowStart[a];
    const windowsOfA = windowStart[a + 1] - firstWindow;
    const startWindow = Math.floor(random.next() * windowsOfA);
    for (let step = 0; step < windowsOfA && seen < limit; step++) {
      const g = memberWindows[firstWindow + ((startWindow + step) % windowsOfA)];
      const block = memberStart[g];
      const count = memberStart[g + 1] - block;
      const end = block + count;
    let place = block + Math.floor(random.next() * count);
      for (let k = 0; k < count && seen < limit; k++) {
        const c = windowMembers[place];
        if (++place === end) place = block; // from a random place, wrapping round (no division per candidate)
        if (c === a || c === b) continue;
        const cBase = c * WORDS;
        // c shares window g with a, so they are adjacent unless the edge was removed.
        if (removed !== null && removed.has(a * size + c)) continue;
        seen++;
        const d = mate[c];
        if (aExposed && d === EXPOSED) continue; // would add a pair: impossible in a maximum matching
        const dBase = d * WORDS;
        if (!aExposed && d !== EXPOSED) {
          if (removed !== null && removed.has(b * size + d)) continue;
          if (!windowsMeet(windows, bBase, dBase)) continue;
        }
        evaluations++;
        const slotsOfC = slotCount[c];
        const preferenceAC = preferenceBonusOf(focusOf, difficultyOf, a, c);
        const boundAC = (slotCount[a] < slotsOfC ? slotCount[a] : slotsOfC) + preferenceAC;
        let boundBD = 0;
        let preferenceBD = 0;
        if (!aExposed && d !== EXPOSED) {
          preferenceBD = preferenceBonusOf(focusOf, difficultyOf, b, d);
          boundBD = (slotCount[b] < slotCount[d] ? slotCount[b] : slotCount[d]) + preferenceBD;
          // Weights are at most the overlap bounds plus the preference bonus (a recent partner only lowers them).
          if (boundAC + boundBD - currentAB - currentWeight[c] <= bestGain) continue;
        }
        const overlapAC = slotOverlap(slots, aBase, cBase) + preferenceAC;
        const weightAC = recentOfA[c] === a ? overlapAC - RECENT_PARTNER_PENALTY : overlapAC;
        let gain: number;
        if (aExposed) {
          // a is exposed: take c from d, leaving d exposed.
          gain = weightAC + bonus[a] - currentWeight[c] - bonus[d];
        } else if (d === EXPOSED) {
          // c is exposed: a leaves b for c.
          gain = weightAC + bonus[c] - currentAB - bonus[b];
        } else {
          if (weightAC + boundBD - currentAB - currentWeight[c] <= bestGain) continue;
          const overlapBD = slotOverlap(slots, bBase, dBase) + preferenceBD;
          const weightBD = recentOfB[d] === b ? overlapBD - RECENT_PARTNER_PENALTY : overlapBD;
          gain = weightAC + weightBD - currentAB - currentWeight[c];
        }
        if (gain > bestGain) {
          bestGain = gain;
          bestC = c;
        }
      }
    }
    this.evaluations = evaluations;
    if (bestC === EXPOSED) return false;
    this.applyMove(a, bestC);
    return true;
  }

  /**
   * Applies the move found by improveAround: a pairs with c, and b and d
   * (their former partners) pair up, or the one of them that was matched is
   * left exposed. Written without a branch per kind of move: V8 inlines this
   * into improveAround, and a branch first taken late in a run (say, the
   * first exposed member taking a partner) would throw that optimised code away.
   */
  private applyMove(a: number, c: number): void {
    const { mate, currentWeight } = this;
    const b = mate[a];
    const d = mate[c];
    const p = b === EXPOSED ? d : b;
    const q = b === EXPOSED || d === EXPOSED ? EXPOSED : d;
    this.setPair(a, c);
    const weight = q === EXPOSED ? 0 : this.objective.edgeWeight(p, q);
    mate[p] = q;
    currentWeight[p] = weight;
    if (q !== EXPOSED) {
      mate[q] = p;
      currentWeight[q] = weight;
    }
    this.movesApplied++;
  }
}
