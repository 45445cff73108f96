/**
 * Maximum-cardinality matching on a general graph: Edmonds' blossom
 * algorithm (augmenting-path search with blossom contraction through a
 * `base` array, in the classic array-based formulation).
 *
 * Why this and not a weighted blossom: the O(n³) weighted algorithm would
 * settle cardinality and weight in one go, but for 10,000 members it is far
 * too slow. Cardinality is the hard requirement, so it gets the exact
 * algorithm; weights (priority, recent partners, overlap) are handled by a
 * greedy start and local moves that never change the cardinality.
 *
 * Why it is fast in practice:
 * - It starts from a greedy matching, so only the few vertices the greedy
 *   left exposed need a search.
 * - Hungarian-tree pruning (Edmonds 1965; Lovász & Plummer, "Matching
 *   Theory"): when the search from an exposed root r fails, its alternating
 *   tree T can be deleted for the rest of the run. Outer vertices of T only
 *   have neighbours in T's inner set A or inside their own blossom, so any
 *   matching covers at most (|T| - 1) / 2 edges touching T, which is exactly
 *   what the current matching has inside T. Without pruning, every later
 *   failing search in a dense pool would re-explore the same huge tree.
 * - The inner sets A of all failed trees form a Tutte–Berge barrier U, which
 *   `tutteBergeUpperBound` turns into an independent proof of maximality.
 */
import { clearVertex, hasVertex, newVertexMask, type CompatibilityGraph } from './graph';

export const EXPOSED = -1;

export interface AugmentOptions {
  /** Exposed vertices are searched from in this order. */
  rootOrder: ArrayLike<number>;
  /** Delete failed search trees (required for `barrier` to be a valid certificate). */
  pruneHungarianTrees: boolean;
  /**
   * Cost of leaving a vertex exposed (e.g. its carry-over priority). When a
   * search fails, every outer vertex of the tree can be the exposed one
   * instead of the root (flip the even alternating path), so the cheapest
   * one is chosen. Only used with pruning.
   */
  exposureCost?: (vertex: number) => number;
}

export interface AugmentResult {
  augmentations: number;
  failedSearches: number;
  /** Union of the inner vertices of all failed trees (a Tutte–Berge barrier). Empty unless pruning. */
  barrier: number[];
}

/**
 * Grows `mate` (in place; mate[v] = partner or EXPOSED) to a maximum-cardinality
 * matching of `graph`. `mate` must be a valid matching on entry.
 */
export function augmentToMaximum(graph: CompatibilityGraph, mate: Int32Array, options: AugmentOptions): AugmentResult {
  const search = new BlossomSearch(graph, mate);
  const result: AugmentResult = { augmentations: 0, failedSearches: 0, barrier: [] };
  for (let i = 0; i < options.rootOrder.length; i++) {
    const root = options.rootOrder[i];
    if (mate[root] !== EXPOSED || !search.isAlive(root)) continue;
    const freeEnd = search.findAugmentingPath(root);
    if (freeEnd !== EXPOSED) {
      search.augmentFrom(freeEnd);
      result.augmentations++;
      continue;
    }
    result.failedSearches++;
    if (!options.pruneHungarianTrees) continue;
    if (options.exposureCost) search.exposeCheapestOuterVertex(root, options.exposureCost);
    search.deleteTree(result.barrier);
  }
  return result;
}

/** Search state, reused across roots; only vertices touched by a search are reset. */
class BlossomSearch {
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly outer: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly lcaStamp: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly alive: Uint32Array;

  constructor(
    private readonly graph: CompatibilityGraph,
    private readonly mate: Int32Array,
  ) {
    const n = graph.size;
    this.parent = new Int32Array(n).fill(EXPOSED);
    this.base = new Int32Array(n);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.outer = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.lcaStamp = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.touched = new Int32Array(n);
    this.alive = newVertexMask(graph, true);
  }

  isAlive(v: number): boolean {
    return hasVertex(this.alive, v);
  }

  private touch(v: number): void {
    if (this.parent[v] === EXPOSED && this.outer[v] === 0) this.touched[this.touchedCount++] = v;
  }

  private reset(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const v = this.touched[i];
      this.parent[v] = EXPOSED;
      this.base[v] = v;
      this.outer[v] = 0;
    }
    this.touchedCount = 0;
  }

  /** Returns the exposed vertex ending an augmenting path from `root`, or EXPOSED if there is none. */
  findAugmentingPath(root: number): number {
    this.reset();
    const { adjacency, rowWords } = this.graph;
    const { mate, parent, base, outer, queue, alive } = this;
    this.touch(root);
    outer[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      const row = v * rowWords;
      for (let w = 0; w < rowWords; w++) {
        let word = adjacency[row + w] & alive[w];
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const to = (w << 5) + 31 - Math.clz32(low);
          if (base[v] === base[to] || mate[v] === to) continue;
          if (outer[to] === 1) {
            // Outer–outer edge: an odd cycle. Contract it into one blossom.
            const blossomBase = this.lowestCommonAncestor(v, to);
            // Bases are always tree vertices, so clearing over `touched` is
            // enough (a full fill would make each contraction O(n)).
            for (let i = 0; i < this.touchedCount; i++) this.inBlossom[this.touched[i]] = 0;
            this.markPath(v, blossomBase, to);
            this.markPath(to, blossomBase, v);
            for (let i = 0; i < this.touchedCount; i++) {
              const x = this.touched[i];
              if (this.inBlossom[base[x]] === 1) {
                base[x] = blossomBase;
                if (outer[x] === 0) {
                  outer[x] = 1;
                  queue[tail++] = x;
                }
              }
            }
          } else if (parent[to] === EXPOSED) {
            this.touch(to);
            parent[to] = v;
            const next = mate[to];
            if (next === EXPOSED) return to;
            this.touch(next);
            outer[next] = 1;
            queue[tail++] = next;
          }
        }
      }
    }
    return EXPOSED;
  }

  private lowestCommonAncestor(a: number, b: number): number {
    const { base, mate, parent, lcaStamp } = this;
    const stamp = ++this.stamp;
    let x = a;
    for (;;) {
      x = base[x];
      lcaStamp[x] = stamp;
      if (mate[x] === EXPOSED) break;
      x = parent[mate[x]];
    }
    let y = b;
    for (;;) {
      y = base[y];
      if (lcaStamp[y] === stamp) return y;
      y = parent[mate[y]];
    }
  }

  private markPath(from: number, blossomBase: number, child: number): void {
    const { base, mate, parent, inBlossom } = this;
    let v = from;
    let previous = child;
    while (base[v] !== blossomBase) {
      inBlossom[base[v]] = 1;
      inBlossom[base[mate[v]]] = 1;
      parent[v] = previous;
      previous = mate[v];
      v = parent[mate[v]];
    }
  }

  /**
   * Flips the alternating path ending at `freeEnd` (exposed, with parent set)
   * back to the root. For any outer vertex u the path u, mate[u],
   * parent[mate[u]], ... is an even alternating path to the root.
   */
  augmentFrom(freeEnd: number): void {
    const { mate, parent } = this;
    let v = freeEnd;
    while (v !== EXPOSED) {
      const viaOuter = parent[v];
      const nextFree = mate[viaOuter];
      mate[v] = viaOuter;
      mate[viaOuter] = v;
      v = nextFree;
    }
  }

  /**
   * After a failed search: every outer vertex x has an even alternating path
   * to the root, so flipping it gives another maximum matching that exposes
   * x instead of the root. Choose the outer vertex that is cheapest to leave out.
   */
  exposeCheapestOuterVertex(root: number, exposureCost: (vertex: number) => number): void {
    let cheapest = root;
    let cheapestCost = exposureCost(root);
    for (let i = 0; i < this.touchedCount; i++) {
      const x = this.touched[i];
      if (this.outer[x] === 0 || x === root) continue;
      const cost = exposureCost(x);
      if (cost < cheapestCost) {
        cheapest = x;
        cheapestCost = cost;
      }
    }
    if (cheapest === root) return;
    const formerMate = this.mate[cheapest];
    this.mate[cheapest] = EXPOSED;
    this.augmentFrom(formerMate);
  }

  /** Deletes the failed (Hungarian) tree; its inner vertices join the barrier. */
  deleteTree(barrier: number[]): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const x = this.touched[i];
      clearVertex(this.alive, x);
      if (this.outer[x] === 0) barrier.push(x);
    }
  }
}
