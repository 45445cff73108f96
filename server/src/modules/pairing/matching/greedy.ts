/**
 * Greedy starting matching for the blossom phase.
 *
 * Why: the exact augmenting-path phase costs up to one graph search per
 * exposed vertex, so a start that is already near-maximum makes it cheap;
 * and the greedy is also where most of the weight (priority, no repeats,
 * overlap) is won, since later phases only fix cardinality and polish.
 *
 * Vertices are visited in the given order (callers put priority members
 * first, then low-degree members, the Karp–Sipser intuition: a member with
 * few options should choose before those options are taken). Each picks the
 * unmatched neighbour that is best for the objective, preferring a
 * low-degree partner on ties so that broadly available members stay free.
 */
import { EXPOSED as EXPOSED_MATE, type CompatibilityGraph } from './graph';
import { type PairingObjective } from './objective';

const EXPOSED = EXPOSED_MATE; // local copy: imported bindings are getters in CommonJS output (see graph.ts)

export interface GreedyOptions {
  /**
   * Unmatched neighbours scored per member before it picks. Why a cap: in a
   * dense 10,000-member pool an uncapped scan scores millions of candidate
   * pairs for little gain (the local search polishes overlap afterwards).
   * Scanning starts at a random word of the row so the sample is unbiased.
   */
  maxCandidates: number;
  random: () => number;
}

export function greedyInitialMatching(
  graph: CompatibilityGraph,
  objective: PairingObjective,
  order: ArrayLike<number>,
  options: GreedyOptions,
): Int32Array {
  const { size, rowWords, adjacency, degree } = graph;
  const mate = new Int32Array(size).fill(EXPOSED);
  const rank = new Int32Array(size);
  for (let i = 0; i < order.length; i++) rank[order[i]] = i;
  // Bit v set while v is unmatched, so a row AND gives unmatched neighbours.
  const unmatched = new Uint32Array(rowWords);
  for (let v = 0; v < size; v++) unmatched[v >>> 5] |= 1 << (v & 31);

  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    if (mate[v] !== EXPOSED || degree[v] === 0) continue;
    let best = EXPOSED;
    let bestScore = -Infinity;
    let scored = 0;
    const row = v * rowWords;
    const startWord = Math.floor(options.random() * rowWords);
    for (let step = 0; step < rowWords && scored < options.maxCandidates; step++) {
      const w = (startWord + step) % rowWords;
      let word = adjacency[row + w] & unmatched[w];
      while (word !== 0 && scored < options.maxCandidates) {
        scored++;
        const low = word & -word;
        word ^= low;
        const u = (w << 5) + 31 - Math.clz32(low);
        const score = objective.matchedBonus[u] + objective.edgeWeight(v, u);
        if (
          score > bestScore ||
          (score === bestScore && (degree[u] < degree[best] || (degree[u] === degree[best] && rank[u] < rank[best])))
        ) {
          best = u;
          bestScore = score;
        }
      }
    }
    if (best === EXPOSED) continue;
    mate[v] = best;
    mate[best] = v;
    unmatched[v >>> 5] &= ~(1 << (v & 31));
    unmatched[best >>> 5] &= ~(1 << (best & 31));
  }
  return mate;
}
