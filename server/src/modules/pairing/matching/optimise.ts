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
import { EXPOSED as EXPOSED_MATE, type CompatibilityGraph } from './graph';
import { type PairingObjective } from './objective';

const EXPOSED = EXPOSED_MATE; // local copy: imported bindings are getters in CommonJS output (see graph.ts)

export interface LocalSearchOptions {
  random: () => number;
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
): LocalSearchReport {
  const search = new LocalSearch(graph, objective, mate, options);
  return search.run();
}

class LocalSearch {
  /** Weight of the edge each matched vertex currently sits on. */
  private readonly currentWeight: Float64Array;
  private evaluations = 0;
  private movesApplied = 0;

  constructor(
    private readonly graph: CompatibilityGraph,
    private readonly objective: PairingObjective,
    private readonly mate: Int32Array,
    private readonly options: LocalSearchOptions,
  ) {
    this.currentWeight = new Float64Array(graph.size);
    for (let v = 0; v < graph.size; v++) {
      const m = mate[v];
      if (m !== EXPOSED && v < m) this.setPair(v, m);
    }
  }

  run(): LocalSearchReport {
    let passes = 0;
    while (passes < this.options.maxPasses && !this.budgetExhausted()) {
      passes++;
      let improved = false;
      for (const v of this.focusVertices()) {
        if (this.budgetExhausted()) break;
        if (this.improveAround(v, Infinity)) improved = true;
      }
      for (const v of this.shuffledMatchedVertices()) {
        if (this.budgetExhausted()) break;
        if (this.mate[v] !== EXPOSED && this.improveAround(v, this.options.sampledNeighbours)) improved = true;
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

  private shuffledMatchedVertices(): number[] {
    const vertices: number[] = [];
    for (let v = 0; v < this.graph.size; v++) if (this.mate[v] !== EXPOSED) vertices.push(v);
    for (let i = vertices.length - 1; i > 0; i--) {
      const j = Math.floor(this.options.random() * (i + 1));
      [vertices[i], vertices[j]] = [vertices[j], vertices[i]];
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

  private expose(v: number): void {
    this.mate[v] = EXPOSED;
    this.currentWeight[v] = 0;
  }

  /**
   * Scans up to `limit` neighbours of `a` (from a random window and a random
   * place in each window's member list, so successive passes sample
   * different neighbours; a neighbour sharing several windows may come twice), applies the best
   * improving move found, and reports whether one was applied.
   */
  private improveAround(a: number, limit: number): boolean {
    const { windowStart, memberWindows, memberStart, windowMembers, removed } = this.graph;
    const { mate, objective } = this;
    const bonus = objective.matchedBonus;
    const b = mate[a];
    const aExposed = b === EXPOSED;
    const currentAB = aExposed ? 0 : this.currentWeight[a];
    let bestGain = MIN_GAIN;
    let bestC = EXPOSED;
    let seen = 0;
    const firstWindow = windowStart[a];
    const windowsOfA = windowStart[a + 1] - firstWindow;
    const startWindow = Math.floor(this.options.random() * windowsOfA);
    for (let step = 0; step < windowsOfA && seen < limit; step++) {
      const g = memberWindows[firstWindow + ((startWindow + step) % windowsOfA)];
      const block = memberStart[g];
      const count = memberStart[g + 1] - block;
      const startMember = Math.floor(this.options.random() * count);
      for (let k = 0; k < count && seen < limit; k++) {
        const c = windowMembers[block + ((startMember + k) % count)];
        if (c === a || c === b || (removed !== null && !this.graph.isAdjacent(a, c))) continue;
        seen++;
        const d = mate[c];
        let gain: number;
        if (aExposed) {
          // a is exposed: take c from d, leaving d exposed.
          if (d === EXPOSED) continue; // would add a pair: impossible in a maximum matching
          this.evaluations++;
          gain = objective.edgeWeight(a, c) + bonus[a] - this.currentWeight[c] - bonus[d];
        } else if (d === EXPOSED) {
          // c is exposed: a leaves b for c.
          this.evaluations++;
          gain = objective.edgeWeight(a, c) + bonus[c] - currentAB - bonus[b];
        } else {
          if (!this.graph.isAdjacent(b, d)) continue;
          this.evaluations++;
          gain = objective.edgeWeight(a, c) + objective.edgeWeight(b, d) - currentAB - this.currentWeight[c];
        }
        if (gain > bestGain) {
          bestGain = gain;
          bestC = c;
        }
      }
    }
    if (bestC === EXPOSED) return false;
    const d = mate[bestC];
    if (aExposed) {
      this.expose(d);
      this.setPair(a, bestC);
    } else if (d === EXPOSED) {
      this.expose(b);
      this.setPair(a, bestC);
    } else {
      this.setPair(a, bestC);
      this.setPair(b, d);
    }
    this.movesApplied++;
    return true;
  }
}
