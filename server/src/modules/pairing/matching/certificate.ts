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
  const { size, windowStart, memberWindows, memberStart, windowMembers, removed } = graph;
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

  // Components of G − U by depth-first search. On the full graph a window is
  // a clique, so the first visit of a window puts all its unvisited members
  // in the component and the window is never walked again: O(incidences).
  const cliques = removed === null;
  const windowWalked = new Uint8Array(graph.windowCount);
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
      for (let i = windowStart[v]; i < windowStart[v + 1]; i++) {
        const g = memberWindows[i];
        if (cliques) {
          if (windowWalked[g] === 1) continue;
          windowWalked[g] = 1;
        }
        for (let k = memberStart[g]; k < memberStart[g + 1]; k++) {
          const to = windowMembers[k];
          if ((unvisited[to >>> 5] & (1 << (to & 31))) === 0) continue;
          if (!cliques && removed.has(v * size + to)) continue;
          clearVertex(unvisited, to);
          stack[top++] = to;
        }
      }
    }
    if (componentSize % 2 === 1) oddComponents++;
  }
  const upperBound = Math.floor((size + barrierSize - oddComponents) / 2);
  return { isValidMatching, matchingSize, upperBound, isMaximum: isValidMatching && matchingSize === upperBound };
}
