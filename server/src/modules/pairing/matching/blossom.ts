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
  /** Union-find over vertices: a set is a blossom (or one vertex), its root's `baseLabel` is the blossom's base. */
  private readonly blossomParent: Int32Array;
  private readonly blossomRank: Uint8Array;
  private readonly baseLabel: Int32Array;
  private readonly outer: Uint8Array;
  private readonly lcaStamp: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly touched: Int32Array;
  /** Vertices of the blossom being contracted, merged once both paths to its base are walked. */
  private readonly contraction: Int32Array;
  private contractionCount = 0;
  private touchedCount = 0;
  private readonly alive: Uint32Array;
  private tail = 0;
  /** Per window: the search (stamp) that has walked its member list, and the outer vertex that did. */
  private readonly windowScanned: Int32Array;
  private readonly windowRep: Int32Array;
  private searchStamp = 0;

  constructor(
    private readonly graph: CompatibilityGraph,
    private readonly mate: Int32Array,
    alive?: Uint32Array,
  ) {
    const n = graph.size;
    this.parent = new Int32Array(n).fill(EXPOSED);
    this.blossomParent = new Int32Array(n);
    this.blossomRank = new Uint8Array(n);
    this.baseLabel = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      this.blossomParent[v] = v;
      this.baseLabel[v] = v;
    }
    this.outer = new Uint8Array(n);
    this.lcaStamp = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.touched = new Int32Array(n);
    this.contraction = new Int32Array(2 * n);
    this.alive = alive ?? graph.newVertexMask(true);
    this.windowScanned = new Int32Array(graph.windowCount);
    this.windowRep = new Int32Array(graph.windowCount);
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
      this.blossomParent[v] = v;
      this.blossomRank[v] = 0;
      this.baseLabel[v] = v;
      this.outer[v] = 0;
    }
    this.touchedCount = 0;
  }

  /**
   * Returns the exposed vertex ending an augmenting path from `root`, or EXPOSED if there is none.
   *
   * Neighbours are read window by window. On the full graph (windows are
   * cliques) each window's member list is walked once per search: the first
   * outer vertex to reach window g labels every live member of g (each
   * becomes outer in its blossom, or inner), so a later outer vertex w of g
   * has no unlabelled neighbour there, and its only possible outer–outer edges
   * in g lead to g's outer members, which all share one base by then (every
   * outer member of g contracts with g's first scanner, `windowRep[g]`, when it
   * processes g). So w only needs the edge (w, windowRep[g]). That keeps a
   * search at O(member–window incidences) even in a near-complete pool.
   * A graph with removed edges is not a union of cliques: there every outer
   * vertex walks its windows' member lists in full.
   */
  findAugmentingPath(root: number): number {
    this.reset();
    const { windowStart, memberWindows, memberStart, windowMembers, removed, size } = this.graph;
    const { outer, queue, alive, windowScanned, windowRep } = this;
    const searchStamp = ++this.searchStamp;
    const cliques = removed === null;
    this.touch(root);
    outer[root] = 1;
    let head = 0;
    this.tail = 0;
    queue[this.tail++] = root;
    while (head < this.tail) {
      const v = queue[head++];
      for (let i = windowStart[v]; i < windowStart[v + 1]; i++) {
        const g = memberWindows[i];
        if (cliques) {
          if (windowScanned[g] === searchStamp) {
            const found = this.visitEdge(v, windowRep[g]);
            if (found !== EXPOSED) return found;
            continue;
          }
          windowScanned[g] = searchStamp;
          windowRep[g] = v;
        }
        for (let k = memberStart[g]; k < memberStart[g + 1]; k++) {
          const to = windowMembers[k];
          if (to === v || (alive[to >>> 5] & (1 << (to & 31))) === 0) continue;
          if (!cliques && removed.has(v * size + to)) continue;
          const found = this.visitEdge(v, to);
          if (found !== EXPOSED) return found;
        }
      }
    }
    return EXPOSED;
  }

  /** One edge step of the search from outer vertex v; returns the exposed end of an augmenting path, or EXPOSED. */
  private visitEdge(v: number, to: number): number {
    const { mate, parent, outer, queue } = this;
    if (mate[v] === to || this.baseOf(v) === this.baseOf(to)) return EXPOSED;
    if (outer[to] === 1) {
      // Outer–outer edge: an odd cycle. Contract it into one blossom.
      const blossomBase = this.lowestCommonAncestor(v, to);
      this.contractionCount = 0;
      this.contractPath(v, blossomBase, to);
      this.contractPath(to, blossomBase, v);
      this.mergeContraction(blossomBase);
    } else if (parent[to] === EXPOSED) {
      this.touch(to);
      parent[to] = v;
      const next = mate[to];
      if (next === EXPOSED) return to;
      this.touch(next);
      outer[next] = 1;
      queue[this.tail++] = next;
    }
    return EXPOSED;
  }

  private baseOf(x: number): number {
    const up = this.blossomParent;
    let root = x;
    while (up[root] !== root) root = up[root];
    while (up[x] !== root) {
      const next = up[x];
      up[x] = root;
      x = next;
    }
    return this.baseLabel[root];
  }

  /** Puts x's set into the blossom whose base is `blossomBase`. */
  private mergeInto(x: number, blossomBase: number): void {
    const up = this.blossomParent;
    let a = x;
    while (up[a] !== a) a = up[a];
    let b = blossomBase;
    while (up[b] !== b) b = up[b];
    if (a === b) return;
    const rank = this.blossomRank;
    if (rank[a] > rank[b]) [a, b] = [b, a];
    up[a] = b;
    if (rank[a] === rank[b]) rank[b]++;
    this.baseLabel[b] = blossomBase;
  }

  private lowestCommonAncestor(a: number, b: number): number {
    const { mate, parent, lcaStamp } = this;
    const stamp = ++this.stamp;
    let x = a;
    for (;;) {
      x = this.baseOf(x);
      lcaStamp[x] = stamp;
      if (mate[x] === EXPOSED) break;
      x = parent[mate[x]];
    }
    let y = b;
    for (;;) {
      y = this.baseOf(y);
      if (lcaStamp[y] === stamp) return y;
      y = parent[mate[y]];
    }
  }

  /**
   * Walks from outer vertex `from` up to the blossom base, setting parent
   * pointers for the new blossom and recording the vertices on the way. Nothing
   * is merged during the walks: merging a vertex merges its whole blossom,
   * whose base may be the next vertex of the walk, which would then look like
   * the new base and end the walk before the inner vertices above it are
   * reached (they would stay inner and the search would miss paths through
   * them). The two paths of one contraction meet only at the base.
   */
  private contractPath(from: number, blossomBase: number, child: number): void {
    const { mate, parent, contraction } = this;
    let v = from;
    let previous = child;
    while (this.baseOf(v) !== blossomBase) {
      const inner = mate[v];
      contraction[this.contractionCount++] = v;
      contraction[this.contractionCount++] = inner;
      parent[v] = previous;
      previous = inner;
      v = parent[inner];
    }
  }

  /** Merges the recorded vertices into the blossom; the inner ones become outer and join the queue. */
  private mergeContraction(blossomBase: number): void {
    const { outer, queue, contraction } = this;
    for (let i = 0; i < this.contractionCount; i++) {
      const x = contraction[i];
      this.mergeInto(x, blossomBase);
      if (outer[x] === 0) {
        outer[x] = 1;
        queue[this.tail++] = x;
      }
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
