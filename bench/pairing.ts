/**
 * Pairing benchmark: synthetic seeded pools of 200, 2,000 and 10,000 members.
 *
 * Pool mix: half evening/weekend people, a quarter with only one or two
 * short blocks (1–2 hours, anywhere, including across the 06:30→07:00 day
 * seam), the rest random mixed blocks. ~5 % carry priority from last week
 * and every member has up to two recent partners. A fourth, sparse pool
 * (single 1-hour windows plus 1 % all-week hubs) stresses the exact phase.
 *
 * "Maximum possible pairs" is the Tutte–Berge upper bound computed from the
 * barrier the blossom phase reports (certificate.ts); when it equals the
 * pairs made the matching is proved maximum. For 200 members the count is
 * also cross-checked against a plain Edmonds run (empty start, no greedy,
 * no pruning, no local search).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  commonWindowStarts,
  DAYS_PER_WEEK,
  pairPoolWithDiagnostics,
  SLOTS_PER_DAY,
  SLOTS_PER_WEEK,
  type AvailabilityGrid,
  type PoolMember,
} from '../server/src/modules/pairing/matching';
import { createSeededRandom } from '../server/src/modules/pairing/matching/prng';

type Random = () => number;
interface SyntheticPool {
  members: PoolMember[];
  recentPartners: Array<[number, number]>;
}

const BENCH_CASES: Array<{ label: string; size: number; build: (size: number, seed: number) => SyntheticPool }> = [
  { label: 'mixed', size: 200, build: syntheticPool },
  { label: 'mixed', size: 2_000, build: syntheticPool },
  { label: 'mixed', size: 10_000, build: syntheticPool },
  { label: 'single-window + hubs', size: 10_000, build: singleWindowPool },
];
const PLAIN_EDMONDS_CROSS_CHECK_MAX_SIZE = 2_000;
/** Targets of issue 11, printed next to the measured figures. */
const TARGET_MS_AT_2000 = 100;
const LARGE_POOL_SIZE = 50_000;
const TARGET_MS_AT_LARGE = 10_000;
const TARGET_PEAK_MB_AT_LARGE = 1_024;

function emptyGrid(): AvailabilityGrid {
  return Array.from({ length: DAYS_PER_WEEK }, () => new Array<boolean>(SLOTS_PER_DAY).fill(false));
}

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Marks `length` slots from global slot `start` (clipped to the week). */
function markBlock(grid: AvailabilityGrid, start: number, length: number): void {
  for (let g = Math.max(0, start); g < Math.min(SLOTS_PER_WEEK, start + length); g++) {
    grid[Math.floor(g / SLOTS_PER_DAY)][g % SLOTS_PER_DAY] = true;
  }
}

/** Slot index of a clock hour (slot 0 = 07:00). */
function slotAt(hour: number): number {
  return (hour - 7) * 2;
}

function eveningWeekendGrid(random: Random): AvailabilityGrid {
  const grid = emptyGrid();
  const weekdays = [1, 2, 3, 4, 5].filter(() => random() < 0.6);
  for (const day of weekdays) markBlock(grid, day * SLOTS_PER_DAY + slotAt(18) + randomInt(random, 0, 4), randomInt(random, 3, 8));
  for (const day of [0, 6]) {
    if (random() < 0.7) markBlock(grid, day * SLOTS_PER_DAY + slotAt(9) + randomInt(random, 0, 12), randomInt(random, 4, 16));
  }
  return grid;
}

function shortBlocksGrid(random: Random): AvailabilityGrid {
  const grid = emptyGrid();
  const blocks = randomInt(random, 1, 2);
  for (let i = 0; i < blocks; i++) markBlock(grid, randomInt(random, 0, SLOTS_PER_WEEK - 4), randomInt(random, 2, 4));
  return grid;
}

function mixedBlocksGrid(random: Random): AvailabilityGrid {
  const grid = emptyGrid();
  const blocks = randomInt(random, 2, 8);
  for (let i = 0; i < blocks; i++) markBlock(grid, randomInt(random, 0, SLOTS_PER_WEEK - 2), randomInt(random, 1, 10));
  return grid;
}

/**
 * Stress shape for the exact phase: every member has a single 1-hour window
 * except 1 % available all week, so the graph is cliques per window joined
 * by hubs; odd cliques leave exposed members whose searches fail and must
 * be pruned.
 */
function singleWindowPool(size: number, seed: number): SyntheticPool {
  const random = createSeededRandom(seed);
  const members: PoolMember[] = [];
  for (let i = 0; i < size; i++) {
    const grid = emptyGrid();
    if (i % 100 === 0) markBlock(grid, 0, SLOTS_PER_WEEK);
    else markBlock(grid, randomInt(random, 0, SLOTS_PER_WEEK - 2), 2);
    members.push({ id: 1_000 + i, availability: grid, priority: random() < 0.05 ? 1 : 0 });
  }
  const recentPartners: Array<[number, number]> = [];
  for (let i = 0; i < size; i++) recentPartners.push([1_000 + i, 1_000 + randomInt(random, 0, size - 1)]);
  return { members, recentPartners };
}

export function syntheticPool(size: number, seed: number): SyntheticPool {
  const random = createSeededRandom(seed);
  const members: PoolMember[] = [];
  for (let i = 0; i < size; i++) {
    const kind = i % 4; // 0, 1: evening/weekend; 2: short blocks; 3: mixed
    const availability = kind <= 1 ? eveningWeekendGrid(random) : kind === 2 ? shortBlocksGrid(random) : mixedBlocksGrid(random);
    members.push({ id: 1_000 + i, availability, priority: random() < 0.05 ? randomInt(random, 1, 3) : 0 });
  }
  const recentPartners: Array<[number, number]> = [];
  for (let i = 0; i < size; i++) {
    for (let k = 0; k < 2; k++) recentPartners.push([1_000 + i, 1_000 + randomInt(random, 0, size - 1)]);
  }
  return { members, recentPartners };
}

/**
 * Textbook Edmonds (array formulation, adjacency lists, empty start, every
 * vertex tried as a root, no greedy, no pruning, no bitsets) written
 * separately from the module so that it is an independent cross-check.
 * Compatibility comes from the public `commonWindowStarts` helper.
 */
function plainEdmondsPairs(grids: readonly AvailabilityGrid[]): number {
  const n = grids.length;
  const neighbours: number[][] = grids.map(() => []);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (commonWindowStarts(grids[u], grids[v]).length > 0) {
        neighbours[u].push(v);
        neighbours[v].push(u);
      }
    }
  }
  const mate = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n);
  const base = new Array<number>(n);
  const used = new Array<boolean>(n);
  const blossom = new Array<boolean>(n);

  const lca = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) {
      a = base[a];
      seen[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[mate[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      blossom[base[v]] = blossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };
  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of neighbours[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          const currentBase = lca(v, to);
          blossom.fill(false);
          markPath(v, currentBase, to);
          markPath(to, currentBase, v);
          for (let i = 0; i < n; i++) {
            if (blossom[base[i]]) {
              base[i] = currentBase;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]] = true;
          queue.push(mate[to]);
        }
      }
    }
    return -1;
  };

  let pairs = 0;
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = findPath(root);
    if (v === -1) continue;
    pairs++;
    while (v !== -1) {
      const pv = parent[v];
      const ppv = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = ppv;
    }
  }
  return pairs;
}

export async function benchPairing(): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const { label, size, build } of BENCH_CASES) {
    const pool = build(size, 20_240_901 + size);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const { result, diagnostics } = pairPoolWithDiagnostics({ ...pool, seed: 7 });
    const elapsedMs = performance.now() - started;
    const cpuMs = process.cpuUsage(cpuStarted).user / 1000;

    const byId = new Map(pool.members.map((member) => [member.id, member.availability]));
    const pairsWithoutWindow = result.pairs.filter((pair) => {
      const a = byId.get(pair.a);
      const b = byId.get(pair.b);
      return a === undefined || b === undefined || commonWindowStarts(a, b).length === 0;
    }).length;
    const plainPairs = size <= PLAIN_EDMONDS_CROSS_CHECK_MAX_SIZE ? plainEdmondsPairs(pool.members.map((member) => member.availability)) : '-';

    rows.push({
      benchmark: `pairing ${size.toLocaleString('en-US')} members (${label})`,
      target: size === 2_000 && label === 'mixed' ? `<= ${TARGET_MS_AT_2000} ms` : '',
      timeMs: Math.round(elapsedMs),
      cpuMs: Math.round(cpuMs),
      pairs: result.stats.pairs,
      maxPossiblePairs: diagnostics.maximumPairsUpperBound,
      provedMaximum: diagnostics.provedMaximum ? 'yes (Tutte–Berge)' : 'NO',
      plainEdmondsPairs: plainPairs,
      pairsWithoutCommonWindow: pairsWithoutWindow,
      unpaired: result.stats.unpaired,
      meanOverlapSlots: Number(result.stats.meanOverlapSlots.toFixed(2)),
      minOverlapSlots: result.stats.minOverlapSlots,
      recentPartnerPairs: diagnostics.recentPartnerPairs,
      greedyPairs: diagnostics.greedyPairs,
      augmentations: diagnostics.augmentations,
      failedSearches: diagnostics.failedSearches,
      priorityExchanges: diagnostics.priorityExchanges,
      recentPairsBroken: diagnostics.recentPairsBroken,
      graphIncidences: diagnostics.graphIncidences,
    });
  }
  rows.push(...preferenceRows());
  rows.push(largePoolRow());
  return rows;
}

const FOCUSES = ['algorithms', 'system_design', 'behavioral', 'mixed'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const PREFERENCE_POOL_SIZES = [200, 2_000, 10_000];

/**
 * Issue 22: the bench's mixed pools, each member given a focus and a difficulty uniformly at random (a seed of
 * its own, so grids, priorities and repeats are the pools above), paired without preferences ("before") and with
 * them ("after"): the pair count must not change, and the share of same-focus pairs should rise.
 */
export function preferenceRows(): Array<Record<string, string | number>> {
  return PREFERENCE_POOL_SIZES.map((size) => {
    const pool = syntheticPool(size, 20_240_901 + size);
    const random = createSeededRandom(2_200 + size);
    const members = pool.members.map((member) => ({
      ...member,
      focus: FOCUSES[randomInt(random, 0, FOCUSES.length - 1)],
      difficulty: DIFFICULTIES[randomInt(random, 0, DIFFICULTIES.length - 1)],
    }));
    const focusOf = new Map(members.map((member) => [member.id, member.focus]));
    const difficultyOf = new Map(members.map((member) => [member.id, member.difficulty]));
    let started = performance.now();
    const before = pairPoolWithDiagnostics({ ...pool, seed: 7 });
    const beforeMs = performance.now() - started;
    started = performance.now();
    const after = pairPoolWithDiagnostics({ ...pool, members, seed: 7 });
    const afterMs = performance.now() - started;
    const share = (count: number, pairs: number) => `${pairs === 0 ? 0 : Math.round((1000 * count) / pairs) / 10} %`;
    const sameBefore = (of: Map<number, string>) => before.result.pairs.filter((pair) => of.get(pair.a) === of.get(pair.b)).length;
    return {
      benchmark: `preferences: ${size.toLocaleString('en-US')} members (mixed), same focus before → after`,
      target: 'pairs unchanged',
      timeMs: `${Math.round(beforeMs)} → ${Math.round(afterMs)}`,
      pairs: `${before.result.stats.pairs} → ${after.result.stats.pairs}`,
      sameFocusShare: `${share(sameBefore(focusOf), before.result.stats.pairs)} → ${share(after.diagnostics.sameFocusPairs, after.result.stats.pairs)}`,
      sameDifficultyShare: `${share(sameBefore(difficultyOf), before.result.stats.pairs)} → ${share(after.diagnostics.sameDifficultyPairs, after.result.stats.pairs)}`,
      recentPartnerPairs: `${before.diagnostics.recentPartnerPairs} → ${after.diagnostics.recentPartnerPairs}`,
      meanOverlapSlots: `${before.result.stats.meanOverlapSlots.toFixed(2)} → ${after.result.stats.meanOverlapSlots.toFixed(2)}`,
    };
  });
}

/** The 50,000-member pool in a child process, so its peak memory is measured alone. */
function largePoolRow(): Record<string, string | number> {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pairing-at-scale.ts'), String(LARGE_POOL_SIZE)], {
    encoding: 'utf8',
  });
  const run = JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
    timeMs: number;
    cpuMs: number;
    peakRssMB: number;
    pairs: number;
    maxPossiblePairs: number;
    provedMaximum: boolean;
    meanOverlapSlots: number;
  };
  return {
    benchmark: `pairing ${LARGE_POOL_SIZE.toLocaleString('en-US')} members (mixed, own process)`,
    target: `<= ${TARGET_MS_AT_LARGE / 1000} s, <= ${TARGET_PEAK_MB_AT_LARGE} MB peak`,
    timeMs: run.timeMs,
    cpuMs: run.cpuMs,
    peakRssMB: run.peakRssMB,
    pairs: run.pairs,
    maxPossiblePairs: run.maxPossiblePairs,
    provedMaximum: run.provedMaximum ? 'yes (Tutte–Berge)' : 'NO',
    meanOverlapSlots: run.meanOverlapSlots,
  };
}
