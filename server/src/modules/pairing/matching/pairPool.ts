/**
 * Weekly pairing of a pool: pure function of its input (no clock, no I/O,
 * no Math.random), deterministic for a given input and seed.
 *
 * Pipeline, and why each step:
 * 1. Bitsets + sparse compatibility graph (graph.ts): member–window
 *    incidence lists (the graph is a union of one clique per window), so
 *    memory and each search are linear in the incidences, not n².
 * 2. Greedy matching (greedy.ts): priority members first, then members with
 *    few options; wins most of the weight and leaves few exposed vertices.
 * 3. Edmonds' blossom augmentation (blossom.ts): makes the cardinality
 *    exactly maximum (rule 2).
 * 4. Tutte–Berge certificate (certificate.ts): proves step 3's result is
 *    maximum, independently of the blossom code.
 * 5. Rebalancing (rebalance.ts), cardinality kept: exact priority exchanges
 *    (the covered set becomes a max-priority basis of the matching
 *    matroid), then alternating-path repairs that break recent pairs.
 * 6. Local swaps (optimise.ts): cardinality-preserving two-pair and
 *    exposed-member swaps that raise the weight (same focus, same
 *    difficulty, then overlap: objective.ts), within a fixed budget.
 * A weighted blossom (exact max-weight matching, O(n³)) was rejected: it
 * would take minutes on a 10,000-member pool.
 */
import { augmentToMaximum } from './blossom';
import { tutteBergeCertificate } from './certificate';
import { CompatibilityGraph, EXPOSED } from './graph';
import { commonWindowStarts as commonWindowStartsOfGrids, isValidGrid } from './grid';
import { normalisePriority, PairingObjective } from './objective';
import { improveMatching } from './optimise';
import { SeededRandom } from './prng';
import { greedyInitialMatching } from './greedy';
import { breakRecentPairs, promotePriorityMembers } from './rebalance';
import {
  type MemberPair,
  type PairingDiagnostics,
  type PairingResult,
  type PairPoolInput,
  type PoolMember,
} from './types';

/** Partner candidates scored per member by the greedy (see greedy.ts). */
const GREEDY_MAX_CANDIDATES = 128;
/**
 * Evaluation budget of the local search, per member and in total. The local
 * search only polishes overlap (cardinality, priority and repeats are settled
 * before it), with diminishing returns: 100 per member keeps 2,000 members
 * well under 100 ms and most of the overlap gain; the cap bounds 50,000.
 */
const LOCAL_SEARCH_EVALUATIONS_PER_MEMBER = 100;
const LOCAL_SEARCH_MAX_EVALUATIONS = 4_000_000;
const LOCAL_SEARCH_SAMPLED_NEIGHBOURS = 48;
const LOCAL_SEARCH_MAX_PASSES = 12;

export function pairPool(input: PairPoolInput): PairingResult {
  return pairPoolWithDiagnostics(input).result;
}

export function pairPoolWithDiagnostics(input: PairPoolInput): { result: PairingResult; diagnostics: PairingDiagnostics } {
  const members = canonicalMembers(input.members);
  const indexById = new Map<number, number>();
  members.forEach((member, index) => indexById.set(member.id, index));
  const recentPairs = recentPairsAsIndices(input.recentPartners, indexById);

  const graph = CompatibilityGraph.fromGrids(members.map((member) => member.availability));
  const priorities = members.map((member) => normalisePriority(member.priority));
  const objective = new PairingObjective(graph, priorities, recentPairs, members);
  const random = new SeededRandom(input.seed ?? 0);
  const tieBreak = members.map(() => random.next());

  // Priority members first; then members with fewer compatible partners.
  const order = members
    .map((_, index) => index)
    .sort((u, v) => priorities[v] - priorities[u] || graph.reach[u] - graph.reach[v] || tieBreak[u] - tieBreak[v]);

  const mate = greedyInitialMatching(graph, objective, order, { maxCandidates: GREEDY_MAX_CANDIDATES }, random);
  const greedyPairs = countPairs(mate);
  const augmentation = augmentToMaximum(graph, mate, { rootOrder: order, pruneHungarianTrees: true });
  const certificate = tutteBergeCertificate(graph, mate, augmentation.barrier);
  const priorityExchanges = promotePriorityMembers(graph, mate, priorities);
  const recentPairsBroken =
    recentPairs.length === 0
      ? 0
      : breakRecentPairs(graph.withoutEdges(recentPairs), mate, priorities, (u, v) => objective.isRecentPair(u, v));
  const localSearch = improveMatching(
    graph,
    objective,
    mate,
    {
      maxEvaluations: Math.min(LOCAL_SEARCH_MAX_EVALUATIONS, LOCAL_SEARCH_EVALUATIONS_PER_MEMBER * members.length),
      sampledNeighbours: LOCAL_SEARCH_SAMPLED_NEIGHBOURS,
      maxPasses: LOCAL_SEARCH_MAX_PASSES,
    },
    random,
  );

  const result = buildResult(members, graph, mate);
  let recentPartnerPairs = 0;
  let sameFocusPairs = 0;
  let sameDifficultyPairs = 0;
  for (let v = 0; v < mate.length; v++) {
    if (mate[v] <= v) continue;
    if (objective.isRecentPair(v, mate[v])) recentPartnerPairs++;
    if (members[v].focus !== undefined && members[v].focus === members[mate[v]].focus) sameFocusPairs++;
    if (members[v].difficulty !== undefined && members[v].difficulty === members[mate[v]].difficulty) sameDifficultyPairs++;
  }

  return {
    result,
    diagnostics: {
      // The certificate is for the cardinality after step 3; later steps never change it.
      provedMaximum: certificate.isMaximum && result.pairs.length === certificate.matchingSize,
      maximumPairsUpperBound: certificate.upperBound,
      greedyPairs,
      augmentations: augmentation.augmentations,
      failedSearches: augmentation.failedSearches,
      priorityExchanges,
      recentPairsBroken,
      localMoves: localSearch.movesApplied,
      recentPartnerPairs,
      sameFocusPairs,
      sameDifficultyPairs,
      graphIncidences: graph.incidenceCount(),
    },
  };
}

/** Validates and sorts by id, so the result does not depend on input order. */
function canonicalMembers(members: readonly PoolMember[]): PoolMember[] {
  const seen = new Set<number>();
  for (const member of members) {
    if (!Number.isFinite(member.id)) throw new TypeError(`member id must be a finite number, got ${String(member.id)}`);
    if (seen.has(member.id)) throw new TypeError(`duplicate member id ${member.id}`);
    seen.add(member.id);
    if (!isValidGrid(member.availability)) throw new TypeError(`member ${member.id}: availability must be 7 arrays of 48 booleans`);
  }
  return [...members].sort((x, y) => x.id - y.id);
}

function recentPairsAsIndices(
  recentPartners: PairPoolInput['recentPartners'],
  indexById: ReadonlyMap<number, number>,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (const [first, second] of recentPartners) {
    const u = indexById.get(first);
    const v = indexById.get(second);
    // Members no longer in the pool are irrelevant.
    if (u !== undefined && v !== undefined && u !== v) pairs.push([u, v]);
  }
  return pairs;
}

function countPairs(mate: Int32Array): number {
  let pairs = 0;
  for (let v = 0; v < mate.length; v++) if (mate[v] > v) pairs++;
  return pairs;
}

function buildResult(members: readonly PoolMember[], graph: CompatibilityGraph, mate: Int32Array): PairingResult {
  const pairs: MemberPair[] = [];
  const unpaired: number[] = [];
  for (let v = 0; v < members.length; v++) {
    const m = mate[v];
    if (m === EXPOSED) {
      unpaired.push(members[v].id);
      continue;
    }
    if (m < v) continue;
    // Windows recomputed from the grids (not read from the graph), so a pair
    // without a common window cannot slip out unnoticed.
    const commonWindowStarts = commonWindowStartsOfGrids(members[v].availability, members[m].availability);
    if (commonWindowStarts.length === 0) {
      throw new Error(`internal error: paired members ${members[v].id} and ${members[m].id} share no window`);
    }
    pairs.push({ a: members[v].id, b: members[m].id, commonSlots: graph.commonSlots(v, m), commonWindowStarts });
  }
  const overlaps = pairs.map((pair) => pair.commonSlots);
  return {
    pairs,
    unpaired,
    stats: {
      poolSize: members.length,
      pairs: pairs.length,
      unpaired: unpaired.length,
      minOverlapSlots: overlaps.reduce((min, x) => Math.min(min, x), overlaps.length === 0 ? 0 : Infinity),
      meanOverlapSlots: overlaps.length === 0 ? 0 : overlaps.reduce((sum, x) => sum + x, 0) / overlaps.length,
    },
  };
}
