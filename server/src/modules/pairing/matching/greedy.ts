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
import {
  EXPOSED as EXPOSED_MATE,
  slotOverlap as importedSlotOverlap,
  windowsMeet as importedWindowsMeet,
  type CompatibilityGraph,
} from './graph';
import { WORDS_PER_BITSET } from './grid';
import { type SeededRandom } from './prng';
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

export interface GreedyOptions {
  /**
   * Unmatched neighbours scored per member before it picks. Why a cap: in a
   * dense 10,000-member pool an uncapped scan scores millions of candidate
   * pairs for little gain (the local search polishes overlap afterwards).
   * Scanning starts at a random window of the member and a random place in
   * each window's list, so successive members do not all take the same partners.
   */
  maxCandidates: number;
}

export function greedyInitialMatching(
  graph: CompatibilityGraph,
  objective: PairingObjective,
  order: ArrayLike<number>,
  options: GreedyOptions,
  random: SeededRandom,
): Int32Array {
  const { size, windowStart, memberWindows, memberStart, windowMembers, reach } = graph;
  const mate = new Int32Array(size).fill(EXPOSED);
  const rank = new Int32Array(size);
  for (let i = 0; i < order.length; i++) rank[order[i]] = i;

  // Per window, its still-unmatched members packed at the front of the
  // window's block (swap-removal), so candidates are found without walking
  // members who are already taken. placeOf[i] is where the member of
  // incidence i (an index into memberWindows) sits; incidenceAt is the inverse.
  const unmatchedMembers = windowMembers.slice();
  const unmatchedCount = new Int32Array(graph.windowCount);
  for (let g = 0; g < graph.windowCount; g++) unmatchedCount[g] = memberStart[g + 1] - memberStart[g];
  const placeOf = new Int32Array(memberWindows.length);
  const incidenceAt = new Int32Array(memberWindows.length);
  const filled = memberStart.slice(0, graph.windowCount);
  for (let v = 0; v < size; v++) placeIncidences(windowStart[v], windowStart[v + 1], memberWindows, filled, placeOf, incidenceAt);
  const recentOf = new Int32Array(size).fill(EXPOSED);
  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    if (mate[v] !== EXPOSED || reach[v] === 0) continue;
    const best = bestPartner(v, graph, objective, rank, unmatchedMembers, unmatchedCount, recentOf, options.maxCandidates, random);
    if (best === EXPOSED) continue;
    mate[v] = best;
    mate[best] = v;
    markMatched(v, graph, placeOf, incidenceAt, unmatchedMembers, unmatchedCount);
    markMatched(best, graph, placeOf, incidenceAt, unmatchedMembers, unmatchedCount);
  }
  return mate;
}

/**
 * The unmatched neighbour of v with the best score (objective.matchedBonus[u]
 * + objective.edgeWeight(v, u), ties to lower reach, then earlier in the
 * order), among up to maxCandidates scanned; EXPOSED if none.
 *
 * A function of its own, called once per member, because a fresh worker
 * runs this cold: V8 optimises a small function called 2,000 times sooner
 * than it replaces a long-running loop in place. The score is computed
 * inline (see the performance note in graph.ts): the overlap is a popcount
 * of the two slot bitsets, and v's recent partners are first marked in
 * recentOf (recentOf[u] === v).
 */
function bestPartner(
  v: number,
  graph: CompatibilityGraph,
  objective: PairingObjective,
  rank: Int32Array,
  unmatchedMembers: Int32Array,
  unmatchedCount: Int32Array,
  recentOf: Int32Array,
  maxCandidates: number,
  random: SeededRandom,
): number {
  const { size, windowStart, memberWindows, memberStart, reach, removed, slots, windows } = graph;
  const { matchedBonus, recentStart, recentList, focusOf, difficultyOf } = objective;
  for (let r = recentStart[v]; r < recentStart[v + 1]; r++) recentOf[recentList[r]] = v;
  const vBase = v * WORDS;
  let best = EXPOSED;
  let bestScore = -Infinity;
  let scored = 0;
  const firstWindow = windowStart[v];
  const windowsOfV = windowStart[v + 1] - firstWindow;
  const startWindow = Math.floor(random.next() * windowsOfV);
  for (let step = 0; step < windowsOfV && scored < maxCandidates; step++) {
    const g = memberWindows[firstWindow + ((startWindow + step) % windowsOfV)];
    const count = unmatchedCount[g];
    if (count === 0) continue;
    const block = memberStart[g];
    const end = block + count;
    let place = block + Math.floor(random.next() * count);
    for (let k = 0; k < count && scored < maxCandidates; k++) {
      const u = unmatchedMembers[place];
      if (++place === end) place = block; // from a random place, wrapping round (no division per candidate)
      if (u === v) continue;
      const uBase = u * WORDS;
      if (removed !== null) {
        if (removed.has(v * size + u)) continue;
        if (!windowsMeet(windows, vBase, uBase)) continue;
      }
      scored++;
      const overlap = slotOverlap(slots, vBase, uBase) + preferenceBonusOf(focusOf, difficultyOf, v, u);
      const score = matchedBonus[u] + (recentOf[u] === v ? overlap - RECENT_PARTNER_PENALTY : overlap);
      if (score > bestScore || (score === bestScore && (reach[u] < reach[best] || (reach[u] === reach[best] && rank[u] < rank[best])))) {
        best = u;
        bestScore = score;
      }
    }
  }
  return best;
}

/** Records where each incidence memberWindows[from … to) of one member sits in its window's block (per member: see bestPartner). */
function placeIncidences(
  from: number,
  to: number,
  memberWindows: Uint16Array,
  filled: Int32Array,
  placeOf: Int32Array,
  incidenceAt: Int32Array,
): void {
  for (let i = from; i < to; i++) {
    const place = filled[memberWindows[i]]++;
    placeOf[i] = place;
    incidenceAt[place] = i;
  }
}

/** Moves v to the matched end of each of its windows' blocks (a module function, not a closure: see prng.ts). */
function markMatched(
  v: number,
  graph: CompatibilityGraph,
  placeOf: Int32Array,
  incidenceAt: Int32Array,
  unmatchedMembers: Int32Array,
  unmatchedCount: Int32Array,
): void {
  const { windowStart, memberWindows, memberStart } = graph;
  for (let i = windowStart[v]; i < windowStart[v + 1]; i++) {
    const g = memberWindows[i];
    const place = placeOf[i];
    const last = memberStart[g] + --unmatchedCount[g];
    const movedIncidence = incidenceAt[last];
    unmatchedMembers[place] = unmatchedMembers[last];
    incidenceAt[place] = movedIncidence;
    placeOf[movedIncidence] = place;
    unmatchedMembers[last] = v;
    incidenceAt[last] = i;
    placeOf[i] = last;
  }
}
