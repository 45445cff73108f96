/**
 * Pairing benchmark: synthetic seeded pools of 200, 2,000 and 10,000 members.
 *
 * Pool mix: half evening/weekend people, a quarter with only one or two
 * short blocks (1–2 hours, anywhere, including across the 06:30→07:00 day
 * seam), the rest random mixed blocks. ~5 % carry priority from last week
 * and every member has up to two recent partners.
 *
 * "Maximum possible pairs" is the Tutte–Berge upper bound computed from the
 * barrier the blossom phase reports (certificate.ts); when it equals the
 * pairs made the matching is proved maximum. For 200 members the count is
 * also cross-checked against a plain Edmonds run (empty start, no greedy,
 * no pruning, no local search).
 */
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
import { augmentToMaximum, EXPOSED } from '../server/src/modules/pairing/matching/blossom';
import { buildCompatibilityGraph } from '../server/src/modules/pairing/matching/graph';
import { gridToSlotBitset, slotsToWindowBitset } from '../server/src/modules/pairing/matching/grid';
import { createSeededRandom } from '../server/src/modules/pairing/matching/prng';

type Random = () => number;

const POOL_SIZES = [200, 2_000, 10_000];
const PLAIN_EDMONDS_CROSS_CHECK_MAX_SIZE = 2_000;

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

export function syntheticPool(size: number, seed: number): { members: PoolMember[]; recentPartners: Array<[number, number]> } {
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

/** Edmonds from an empty matching, natural order, no heuristics: pair count only. */
function plainEdmondsPairs(members: readonly PoolMember[]): number {
  const slots = members.map((member) => gridToSlotBitset(member.availability));
  const graph = buildCompatibilityGraph(slots, slots.map(slotsToWindowBitset));
  const mate = new Int32Array(graph.size).fill(EXPOSED);
  augmentToMaximum(graph, mate, { rootOrder: Array.from({ length: graph.size }, (_, v) => v), pruneHungarianTrees: false });
  let pairs = 0;
  for (let v = 0; v < mate.length; v++) if (mate[v] > v) pairs++;
  return pairs;
}

export async function benchPairing(): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const size of POOL_SIZES) {
    const pool = syntheticPool(size, 20_240_901 + size);
    const started = performance.now();
    const { result, diagnostics } = pairPoolWithDiagnostics({ ...pool, seed: 7 });
    const elapsedMs = performance.now() - started;

    const byId = new Map(pool.members.map((member) => [member.id, member.availability]));
    const pairsWithoutWindow = result.pairs.filter((pair) => {
      const a = byId.get(pair.a);
      const b = byId.get(pair.b);
      return a === undefined || b === undefined || commonWindowStarts(a, b).length === 0;
    }).length;
    const plainPairs = size <= PLAIN_EDMONDS_CROSS_CHECK_MAX_SIZE ? plainEdmondsPairs(pool.members) : '-';

    rows.push({
      benchmark: `pairing ${size.toLocaleString('en-US')} members`,
      timeMs: Math.round(elapsedMs),
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
      compatibleEdges: diagnostics.compatibleEdges,
    });
  }
  return rows;
}
