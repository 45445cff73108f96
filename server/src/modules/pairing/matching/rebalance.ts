/**
 * Exact repairs on a maximum matching that keep its cardinality, each built
 * on one blossom search (so they see alternating paths and cycles of any
 * length, not just the two-pair swaps of optimise.ts).
 *
 * 1. promotePriorityMembers: the sets of members that some maximum matching
 *    covers are the bases of a matroid (the matching matroid), so the
 *    covered set maximises total priority iff no single exchange improves it
 *    (basis-exchange optimality). For an exposed member y, the members it
 *    can trade places with are exactly the outer vertices of the failed
 *    search tree from y (each has an even alternating path to y). So: for
 *    each exposed priority member, trade with the lowest-priority outer
 *    vertex while that is strictly lower; when nothing trades, the priority
 *    of the matched members is optimal.
 * 2. breakRecentPairs: for a matched recent pair (a, b), unmatch it and look
 *    for an augmenting path a … b (or to another exposed member of the same
 *    priority) in the graph without recent-partner edges. Success removes
 *    that repeat, adds no other, and keeps cardinality and priority.
 *    Heuristic, not exact (an optimal fix may have to trade one repeat for
 *    another), but it never makes things worse.
 */
import { BlossomSearch } from './blossom';
import { EXPOSED as EXPOSED_MATE, type CompatibilityGraph } from './graph';

const EXPOSED = EXPOSED_MATE; // local copy: imported bindings are getters in CommonJS output (see graph.ts)

/** Returns the number of exchanges made. `mate` must be a maximum matching; it is updated in place. */
export function promotePriorityMembers(graph: CompatibilityGraph, mate: Int32Array, priority: ArrayLike<number>): number {
  const search = new BlossomSearch(graph, mate);
  let exchanges = 0;
  let changed = true;
  while (changed) {
    changed = false;
    const candidates: number[] = [];
    for (let v = 0; v < graph.size; v++) if (mate[v] === EXPOSED && priority[v] > 0 && graph.reach[v] > 0) candidates.push(v);
    candidates.sort((u, v) => priority[v] - priority[u] || u - v);
    for (const y of candidates) {
      if (mate[y] !== EXPOSED) continue;
      const freeEnd = search.findAugmentingPath(y);
      if (freeEnd !== EXPOSED) {
        // Only possible if `mate` was not maximum; taking it is still right.
        search.augmentFrom(freeEnd);
        changed = true;
        continue;
      }
      const replacement = search.cheapestOuterVertex(y, priority);
      if (replacement === y) continue;
      search.exposeInsteadOfRoot(replacement);
      exchanges++;
      changed = true; // total matched priority strictly increased, so this terminates
    }
  }
  return exchanges;
}

/**
 * Returns the number of recent pairs removed. `withoutRecentEdges` is the
 * compatibility graph minus all recent-partner edges; `isRecentPair` tells
 * which matched pairs to try.
 */
export function breakRecentPairs(
  withoutRecentEdges: CompatibilityGraph,
  mate: Int32Array,
  priority: ArrayLike<number>,
  isRecentPair: (u: number, v: number) => boolean,
): number {
  let broken = 0;
  for (let a = 0; a < mate.length; a++) {
    const b = mate[a];
    if (b === EXPOSED || b < a || !isRecentPair(a, b)) continue;
    if (rematchWithoutRecentEdge(withoutRecentEdges, mate, priority, a, b)) broken++;
  }
  return broken;
}

function rematchWithoutRecentEdge(
  graph: CompatibilityGraph,
  mate: Int32Array,
  priority: ArrayLike<number>,
  a: number,
  b: number,
): boolean {
  mate[a] = EXPOSED;
  mate[b] = EXPOSED;
  for (const [root, partner] of [
    [a, b],
    [b, a],
  ] as const) {
    // The path may end at `partner` or at an exposed member whose priority
    // equals partner's (then partner stays out instead: same priority total).
    const alive = graph.newVertexMask(true);
    for (let z = 0; z < graph.size; z++) {
      if (mate[z] === EXPOSED && z !== root && z !== partner && priority[z] !== priority[partner]) {
        alive[z >>> 5] &= ~(1 << (z & 31));
      }
    }
    const search = new BlossomSearch(graph, mate, alive);
    const freeEnd = search.findAugmentingPath(root);
    if (freeEnd !== EXPOSED) {
      search.augmentFrom(freeEnd);
      return true;
    }
  }
  mate[a] = b;
  mate[b] = a;
  return false;
}
