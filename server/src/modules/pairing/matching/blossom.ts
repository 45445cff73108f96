/**
 * Maximum-cardinality matching on a general graph: Edmonds' blossom
 * algorithm (augmenting-path search with blossom contraction through a
 * `base` array, in the classic array-based formulation).
 *
 * Why this and not a weighted blossom: the O(n³) weighted algorithm would
 * settle cardinality and weight in one go, but for 10,000 members it is far
 * too slow. Cardinality is the hard requirement, so it gets the exact
 * algorithm; weights (priority, recent partners, overlap) are handled by the
 * greedy start, rebalance.ts and optimise.ts, none of which change the
 * cardinality.
 *
 * One pass over the roots is enough: a vertex with no augmenting path never
 * gets one after later augmentations (standard lemma), so when the pass ends
 * no exposed vertex has an augmenting path and, by Berge's theorem, the
 * matching is maximum.
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
 *   `tutteBergeCertificate` (certificate.ts) turns into an independent proof of maximality.
 */
import { clearVertex, EXPOSED as EXPOSED_MATE, hasVertex, type CompatibilityGraph } from './graph';

/** Local copy, re-exported: imported bindings are getters in CommonJS output (see graph.ts). */
export const EXPOSED = EXPOSED_MATE;

export interface AugmentOptions {
  /** Exposed vertices are searched from in this order. */
  rootOrder: ArrayLike<number>;
  /** Delete failed search trees (required for `barrier` to be a valid certificate). */
  pruneHungarianTrees: boolean;
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
    if (options.pruneHungarianTrees) search.deleteTree(result.barrier);
  }
  return result;
}

/**
 * Search state, reused across roots; only vertices touched by a search are
 * reset. Vertices outside `alive` are invisible to the search (used both for
 * pruning and, by rebalance.ts, to forbid some exposed vertices as path ends).
 */
export class BlossomSearch {
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
    alive?: Uint32Array,
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
    this.alive = alive ?? graph.newVertexMask(true);
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
   * After a failed search from `root`: the outer vertices of the tree are
   * exactly the vertices x with an even alternating path from the root, i.e.
   * those for which another maximum matching exposes x instead of the root.
   * Returns the one with the lowest cost (the root itself if none is lower).
   */
  cheapestOuterVertex(root: number, cost: ArrayLike<number>): number {
    let cheapest = root;
    for (let i = 0; i < this.touchedCount; i++) {
      const x = this.touched[i];
      if (this.outer[x] === 1 && cost[x] < cost[cheapest]) cheapest = x;
    }
    return cheapest;
  }

  /** Flips the even alternating path root ... outerVertex: the root becomes matched, outerVertex exposed. */
  exposeInsteadOfRoot(outerVertex: number): void {
    const formerMate = this.mate[outerVertex];
    if (formerMate === EXPOSED) return; // it is the root
    this.mate[outerVertex] = EXPOSED;
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
