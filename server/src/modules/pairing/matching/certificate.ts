/**
 * Independent proof that a matching has maximum cardinality.
 *
 * Tutte–Berge formula: for every vertex set U,
 *   ν(G) ≤ (|V| + |U| − odd(G − U)) / 2,
 * where odd(G − U) counts the connected components of G − U with an odd
 * number of vertices, and some U attains equality. So if a matching's size
 * equals this bound for the barrier U the blossom phase reports, it is
 * maximum. The check only counts components of G − U; it does not trust
 * the blossom code, so a bug there would show up as a gap here.
 */
import { clearVertex, EXPOSED, type CompatibilityGraph } from './graph';

export interface CardinalityCertificate {
  /** mate is symmetric and every matched pair is an edge of the graph. */
  isValidMatching: boolean;
  matchingSize: number;
  /** Tutte–Berge upper bound on any matching's size for the given barrier. */
  upperBound: number;
  isMaximum: boolean;
}

export function tutteBergeCertificate(graph: CompatibilityGraph, mate: Int32Array, barrier: readonly number[]): CardinalityCertificate {
  const { size, rowWords, adjacency } = graph;
  let matchingSize = 0;
  let isValidMatching = mate.length === size;
  for (let v = 0; v < size && isValidMatching; v++) {
    const m = mate[v];
    if (m === EXPOSED) continue;
    if (m < 0 || m >= size || m === v || mate[m] !== v || !graph.isAdjacent(v, m)) isValidMatching = false;
    else if (v < m) matchingSize++;
  }

  const unvisited = graph.newVertexMask(true);
  for (const u of barrier) clearVertex(unvisited, u);
  const barrierSize = new Set(barrier).size;

  let oddComponents = 0;
  const stack = new Int32Array(size);
  for (let start = 0; start < size; start++) {
    if ((unvisited[start >>> 5] & (1 << (start & 31))) === 0) continue;
    clearVertex(unvisited, start);
    let top = 0;
    stack[top++] = start;
    let componentSize = 0;
    while (top > 0) {
      const v = stack[--top];
      componentSize++;
      const row = v * rowWords;
      for (let w = 0; w < rowWords; w++) {
        let word = adjacency[row + w] & unvisited[w];
        if (word === 0) continue;
        unvisited[w] &= ~word;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          stack[top++] = (w << 5) + 31 - Math.clz32(low);
        }
      }
    }
    if (componentSize % 2 === 1) oddComponents++;
  }
  const upperBound = Math.floor((size + barrierSize - oddComponents) / 2);
  return { isValidMatching, matchingSize, upperBound, isMaximum: isValidMatching && matchingSize === upperBound };
}
