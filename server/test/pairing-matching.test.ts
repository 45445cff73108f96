import fc from 'fast-check';
import {
  commonSlotCount,
  commonWindowStarts,
  globalSlotToDayAndSlot,
  hasAnyAvailability,
  isValidGrid,
  pairPool,
  pairPoolWithDiagnostics,
  type AvailabilityGrid,
  type PairingResult,
  type PoolMember,
} from '../src/modules/pairing/matching';
import { augmentToMaximum, EXPOSED } from '../src/modules/pairing/matching/blossom';
import { tutteBergeCertificate } from '../src/modules/pairing/matching/certificate';
import { CompatibilityGraph } from '../src/modules/pairing/matching/graph';
import { gridToSlotBitset } from '../src/modules/pairing/matching/grid';
import { breakRecentPairs, promotePriorityMembers } from '../src/modules/pairing/matching/rebalance';

const SLOTS_PER_DAY = 48;
/** Property tests run hundreds of cases; generous so a busy CI machine does not flake. */
const PROPERTY_TEST_TIMEOUT_MS = 60_000;
const SLOTS_PER_WEEK = 336;

// ---------- helpers (deliberately naive: independent of the bitset code) ----------

function gridFromSlots(globalSlots: Iterable<number>): AvailabilityGrid {
  const grid = Array.from({ length: 7 }, () => new Array<boolean>(SLOTS_PER_DAY).fill(false));
  for (const g of globalSlots) grid[Math.floor(g / SLOTS_PER_DAY)][g % SLOTS_PER_DAY] = true;
  return grid;
}

// A property test compares every pair of a pool, so each grid is flattened once (grids are never changed).
const flattened = new WeakMap<AvailabilityGrid, boolean[]>();
function flat(grid: AvailabilityGrid): boolean[] {
  let slots = flattened.get(grid);
  if (!slots) {
    slots = grid.flat();
    flattened.set(grid, slots);
  }
  return slots;
}

function naiveCompatible(a: AvailabilityGrid, b: AvailabilityGrid): boolean {
  const fa = flat(a);
  const fb = flat(b);
  for (let g = 0; g + 1 < SLOTS_PER_WEEK; g++) if (fa[g] && fa[g + 1] && fb[g] && fb[g + 1]) return true;
  return false;
}

/**
 * Encodes an arbitrary graph as availability: edge k owns the window at
 * global slots 3k, 3k + 1 (slot 3k + 2 stays free so windows never merge),
 * so two members share a window iff they share an edge.
 */
function membersForGraph(vertexCount: number, edges: ReadonlyArray<readonly [number, number]>, priorities: number[] = []): PoolMember[] {
  const slotsOf: number[][] = Array.from({ length: vertexCount }, () => []);
  edges.forEach(([u, v], k) => {
    slotsOf[u].push(3 * k, 3 * k + 1);
    slotsOf[v].push(3 * k, 3 * k + 1);
  });
  return slotsOf.map((slots, v) => ({ id: 100 + v, availability: gridFromSlots(slots), priority: priorities[v] ?? 0 }));
}

interface BruteForceOptimum {
  maxPairs: number;
  /** Highest total priority of matched members among maximum matchings. */
  maxMatchedPriority: number;
  /** Fewest recent pairs among maximum matchings with that priority. */
  minRecentPairs: number;
}

/** Enumerates every matching of a small pool (n ≤ 10). */
function bruteForce(members: readonly PoolMember[], recent: ReadonlyArray<readonly [number, number]>): BruteForceOptimum {
  const n = members.length;
  const adjacent = members.map((a) => members.map((b) => a !== b && naiveCompatible(a.availability, b.availability)));
  const recentKey = new Set(recent.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`));
  const isRecent = (u: number, v: number) => recentKey.has(`${Math.min(members[u].id, members[v].id)}-${Math.max(members[u].id, members[v].id)}`);
  let best: BruteForceOptimum = { maxPairs: 0, maxMatchedPriority: 0, minRecentPairs: 0 };
  const better = (x: BruteForceOptimum, y: BruteForceOptimum) =>
    x.maxPairs !== y.maxPairs
      ? x.maxPairs > y.maxPairs
      : x.maxMatchedPriority !== y.maxMatchedPriority
        ? x.maxMatchedPriority > y.maxMatchedPriority
        : x.minRecentPairs < y.minRecentPairs;
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number, current: BruteForceOptimum) => {
    let i = from;
    while (i < n && used[i]) i++;
    if (i >= n) {
      if (better(current, best)) best = { ...current };
      return;
    }
    used[i] = true;
    walk(i + 1, current); // i stays unmatched
    for (let j = i + 1; j < n; j++) {
      if (used[j] || !adjacent[i][j]) continue;
      used[j] = true;
      walk(i + 1, {
        maxPairs: current.maxPairs + 1,
        maxMatchedPriority: current.maxMatchedPriority + (members[i].priority ?? 0) + (members[j].priority ?? 0),
        minRecentPairs: current.minRecentPairs + (isRecent(i, j) ? 1 : 0),
      });
      used[j] = false;
    }
    used[i] = false;
  };
  walk(0, { maxPairs: 0, maxMatchedPriority: 0, minRecentPairs: 0 });
  return best;
}

function expectWellFormed(members: readonly PoolMember[], result: PairingResult): void {
  const byId = new Map(members.map((member) => [member.id, member.availability]));
  const seen: number[] = [];
  for (const pair of result.pairs) {
    const a = byId.get(pair.a);
    const b = byId.get(pair.b);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    if (a === undefined || b === undefined) return;
    expect(pair.a).toBeLessThan(pair.b);
    expect(naiveCompatible(a, b)).toBe(true);
    expect(pair.commonWindowStarts.length).toBeGreaterThan(0);
    expect(pair.commonWindowStarts).toEqual(commonWindowStarts(a, b));
    const fa = flat(a);
    const fb = flat(b);
    for (const g of pair.commonWindowStarts) expect(fa[g] && fa[g + 1] && fb[g] && fb[g + 1]).toBe(true);
    expect(pair.commonSlots).toBe(fa.filter((x, g) => x && fb[g]).length);
    seen.push(pair.a, pair.b);
  }
  seen.push(...result.unpaired);
  expect([...seen].sort((x, y) => x - y)).toEqual(members.map((member) => member.id).sort((x, y) => x - y));
  expect(result.stats.poolSize).toBe(members.length);
  expect(result.stats.pairs).toBe(result.pairs.length);
  expect(result.stats.unpaired).toBe(result.unpaired.length);
  expect(result.unpaired.length).toBe(members.length - 2 * result.pairs.length);
}

function matchedPriority(members: readonly PoolMember[], result: PairingResult): number {
  const priorityById = new Map(members.map((member) => [member.id, member.priority ?? 0]));
  return result.pairs.reduce((sum, pair) => sum + (priorityById.get(pair.a) ?? 0) + (priorityById.get(pair.b) ?? 0), 0);
}

function recentPairCount(result: PairingResult, recent: ReadonlyArray<readonly [number, number]>): number {
  const keys = new Set(recent.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`));
  return result.pairs.filter((pair) => keys.has(`${pair.a}-${pair.b}`)).length;
}

// ---------- arbitraries ----------

/** Availability restricted to a short stretch of the week so compatibility is neither always nor never. */
const stretchStart = fc.constantFrom(0, 140 /* crosses the day 2 → day 3 seam at 143/144 */, 328 /* ends at Saturday's last slot */);
const smallPool = (maxMembers: number) =>
  fc.tuple(stretchStart, fc.array(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), { minLength: 0, maxLength: maxMembers })).map(
    ([start, rows]): PoolMember[] =>
      rows.map((row, v) => ({
        id: 10 + v * 3,
        availability: gridFromSlots(row.flatMap((on, k) => (on ? [start + k] : []))),
      })),
  );

/** Arbitrary graph on up to 10 vertices, encoded as availability. */
const smallGraph = fc.integer({ min: 0, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.subarray(Array.from({ length: n }, (_, u) => Array.from({ length: n - u - 1 }, (_, k) => [u, u + 1 + k] as const)).flat()),
    priorities: fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: n, maxLength: n }),
  }),
);

// ---------- helpers the server uses ----------

describe('grid helpers', () => {
  it('validates grid shape', () => {
    expect(isValidGrid(gridFromSlots([]))).toBe(true);
    expect(isValidGrid([])).toBe(false);
    expect(isValidGrid(null)).toBe(false);
    expect(isValidGrid(gridFromSlots([]).slice(0, 6))).toBe(false);
    const shortDay = gridFromSlots([]);
    shortDay[3] = shortDay[3].slice(0, 47);
    expect(isValidGrid(shortDay)).toBe(false);
    const notBoolean: unknown[][] = gridFromSlots([]);
    notBoolean[0][0] = 1;
    expect(isValidGrid(notBoolean)).toBe(false);
    const sparse = gridFromSlots([]);
    sparse[6] = new Array<boolean>(48); // holes, not booleans
    expect(isValidGrid(sparse)).toBe(false);
  });

  it('detects any availability', () => {
    expect(hasAnyAvailability(gridFromSlots([]))).toBe(false);
    expect(hasAnyAvailability(gridFromSlots([335]))).toBe(true);
  });

  it('maps global slots to day and slot', () => {
    expect(globalSlotToDayAndSlot(0)).toEqual({ day: 0, slot: 0 });
    expect(globalSlotToDayAndSlot(47)).toEqual({ day: 0, slot: 47 });
    expect(globalSlotToDayAndSlot(48)).toEqual({ day: 1, slot: 0 });
    expect(globalSlotToDayAndSlot(335)).toEqual({ day: 6, slot: 47 });
    expect(() => globalSlotToDayAndSlot(336)).toThrow(RangeError);
    expect(() => globalSlotToDayAndSlot(-1)).toThrow(RangeError);
    expect(() => globalSlotToDayAndSlot(1.5)).toThrow(RangeError);
  });

  it('counts the day seam (slot 47 of day d, slot 0 of day d + 1) as a window, but not Saturday → Sunday', () => {
    for (let day = 0; day < 6; day++) {
      const seam = gridFromSlots([day * 48 + 47, (day + 1) * 48]);
      expect(commonWindowStarts(seam, seam)).toEqual([day * 48 + 47]);
    }
    const weekEnds = gridFromSlots([0, 335]);
    expect(commonWindowStarts(weekEnds, weekEnds)).toEqual([]);
  });

  it('agrees with a naive scan on random grids', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 336, maxLength: 336 }), fc.array(fc.boolean(), { minLength: 336, maxLength: 336 }), (fa, fb) => {
        const a = gridFromSlots(fa.flatMap((on, g) => (on ? [g] : [])));
        const b = gridFromSlots(fb.flatMap((on, g) => (on ? [g] : [])));
        const expected: number[] = [];
        for (let g = 0; g + 1 < 336; g++) if (fa[g] && fa[g + 1] && fb[g] && fb[g + 1]) expected.push(g);
        expect(commonWindowStarts(a, b)).toEqual(expected);
        expect(commonSlotCount(a, b)).toBe(fa.filter((x, g) => x && fb[g]).length);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});

// ---------- pairPool ----------

describe('pairPool', () => {
  it('pairs two members who only share the seam window', () => {
    const seam = gridFromSlots([2 * 48 + 47, 3 * 48]);
    const result = pairPool({ members: [{ id: 2, availability: seam }, { id: 1, availability: seam }], recentPartners: [] });
    expect(result.pairs).toEqual([{ a: 1, b: 2, commonSlots: 2, commonWindowStarts: [143] }]);
    expect(result.unpaired).toEqual([]);
    expect(result.stats).toEqual({ poolSize: 2, pairs: 1, unpaired: 0, minOverlapSlots: 2, meanOverlapSlots: 2 });
  });

  it('does not pair across Saturday night → Sunday morning, nor on single shared slots', () => {
    const result = pairPool({
      members: [
        { id: 1, availability: gridFromSlots([335, 0]) },
        { id: 2, availability: gridFromSlots([335, 0]) },
        { id: 3, availability: gridFromSlots([10, 12]) },
        { id: 4, availability: gridFromSlots([10, 12]) },
      ],
      recentPartners: [],
    });
    expect(result.pairs).toEqual([]);
    expect(result.unpaired).toEqual([1, 2, 3, 4]);
    expect(result.stats).toEqual({ poolSize: 4, pairs: 0, unpaired: 4, minOverlapSlots: 0, meanOverlapSlots: 0 });
  });

  it('handles empty and single-member pools', () => {
    expect(pairPool({ members: [], recentPartners: [] }).stats).toEqual({ poolSize: 0, pairs: 0, unpaired: 0, minOverlapSlots: 0, meanOverlapSlots: 0 });
    expect(pairPool({ members: [{ id: 5, availability: gridFromSlots([1, 2]) }], recentPartners: [] }).unpaired).toEqual([5]);
  });

  it('rejects invalid input', () => {
    const grid = gridFromSlots([1, 2]);
    expect(() => pairPool({ members: [{ id: 1, availability: grid }, { id: 1, availability: grid }], recentPartners: [] })).toThrow(/duplicate/);
    expect(() => pairPool({ members: [{ id: 1, availability: grid.slice(1) }], recentPartners: [] })).toThrow(/availability/);
  });

  it('leaves exactly one member of an odd, fully compatible pool unpaired', () => {
    const everyone = gridFromSlots([20, 21, 22]);
    const members = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, availability: everyone }));
    const result = pairPool({ members, recentPartners: [] });
    expect(result.pairs).toHaveLength(3);
    expect(result.unpaired).toHaveLength(1);
    expectWellFormed(members, result);
  });

  it('finds the maximum where greedy choices fail (odd cycle with tails)', () => {
    // Triangle 2-3-4 with tails 1-2 and 4-5 and a pendant 0-1: greedy taking
    // (2,3) or (3,4) first strands a tail; the maximum is 3 pairs.
    const members = membersForGraph(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 2],
      [4, 5],
    ]);
    const { result, diagnostics } = pairPoolWithDiagnostics({ members, recentPartners: [] });
    expect(result.pairs).toHaveLength(3);
    expect(diagnostics.provedMaximum).toBe(true);
    expectWellFormed(members, result);
  });

  it('prefers carried-over (priority) members when only one of them can be paired', () => {
    // Members 100 and 101 both only fit 102 (not each other); whoever has priority gets 102.
    for (const favoured of [0, 1]) {
      const members = membersForGraph(
        3,
        [
          [0, 2],
          [1, 2],
        ],
        favoured === 0 ? [1, 0, 0] : [0, 1, 0],
      );
      for (const seed of [0, 1, 2, 3]) {
        const result = pairPool({ members, recentPartners: [], seed });
        expect(result.pairs).toEqual([expect.objectContaining({ a: 100 + favoured, b: 102 })]);
        expect(result.unpaired).toEqual([100 + (1 - favoured)]);
      }
    }
  });

  it('avoids a recent partner when an alternative with the same number of pairs exists', () => {
    const everyone = gridFromSlots([60, 61, 62, 63]);
    const members = [1, 2, 3, 4].map((id) => ({ id, availability: everyone }));
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const result = pairPool({ members, recentPartners: [[1, 2], [3, 4], [1, 3]], seed });
      expect(result.pairs.map((pair) => [pair.a, pair.b])).toEqual([
        [1, 4],
        [2, 3],
      ]);
    }
  });

  it('still pairs recent partners when that is the only way to keep the maximum', () => {
    const members = [
      { id: 1, availability: gridFromSlots([5, 6]) },
      { id: 2, availability: gridFromSlots([5, 6]) },
    ];
    expect(pairPool({ members, recentPartners: [[2, 1]] }).pairs).toHaveLength(1);
  });

  it('prefers larger overlap among equally valid pairings', () => {
    const members = [
      { id: 1, availability: gridFromSlots([100, 101, 102, 103, 104, 105]) },
      { id: 2, availability: gridFromSlots([100, 101]) },
      { id: 3, availability: gridFromSlots([100, 101, 102, 103, 104, 105]) },
      { id: 4, availability: gridFromSlots([100, 101]) },
    ];
    expect(pairPool({ members, recentPartners: [] }).pairs.map((pair) => [pair.a, pair.b])).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('every pair shares a window, everyone is accounted for, and the pair count is maximum (brute force)', () => {
    fc.assert(
      fc.property(smallPool(10), fc.integer(), (members, seed) => {
        const { result, diagnostics } = pairPoolWithDiagnostics({ members, recentPartners: [], seed });
        expectWellFormed(members, result);
        expect(result.pairs.length).toBe(bruteForce(members, []).maxPairs);
        expect(diagnostics.provedMaximum).toBe(true);
        if (members.length % 2 === 1) expect(result.unpaired.length % 2).toBe(1);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('matches brute force on arbitrary graphs: maximum pairs, then best priority', () => {
    fc.assert(
      fc.property(smallGraph, fc.integer(), ({ n, edges, priorities }, seed) => {
        const members = membersForGraph(n, edges, priorities);
        const { result, diagnostics } = pairPoolWithDiagnostics({ members, recentPartners: [], seed });
        expectWellFormed(members, result);
        const optimum = bruteForce(members, []);
        expect(result.pairs.length).toBe(optimum.maxPairs);
        expect(diagnostics.provedMaximum).toBe(true);
        expect(matchedPriority(members, result)).toBe(optimum.maxMatchedPriority);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('avoids recent partners whenever a maximum pairing without them exists', () => {
    fc.assert(
      fc.property(
        smallGraph,
        fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 12 }),
        fc.integer(),
        ({ n, edges }, recentIndices, seed) => {
          const members = membersForGraph(n, edges);
          const recent = recentIndices.filter(([u, v]) => u < n && v < n && u !== v).map(([u, v]) => [100 + u, 100 + v] as const);
          const result = pairPool({ members, recentPartners: recent, seed });
          expectWellFormed(members, result);
          const optimum = bruteForce(members, recent);
          expect(result.pairs.length).toBe(optimum.maxPairs);
          if (optimum.minRecentPairs === 0) expect(recentPairCount(result, recent)).toBe(0);
          // Never worse than one repeat above the optimum on these small pools.
          expect(recentPairCount(result, recent)).toBeLessThanOrEqual(optimum.minRecentPairs + 1);
        },
      ),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('keeps the best priority even with recent partners in play', () => {
    fc.assert(
      fc.property(smallGraph, fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 12 }), ({ n, edges, priorities }, recentIndices) => {
        const members = membersForGraph(n, edges, priorities);
        const recent = recentIndices.filter(([u, v]) => u < n && v < n && u !== v).map(([u, v]) => [100 + u, 100 + v] as const);
        const result = pairPool({ members, recentPartners: recent });
        const optimum = bruteForce(members, recent);
        expect(result.pairs.length).toBe(optimum.maxPairs);
        expect(matchedPriority(members, result)).toBe(optimum.maxMatchedPriority);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('is deterministic for a seed and independent of member order', () => {
    fc.assert(
      fc.property(smallPool(30), fc.integer(), fc.integer(), (members, seed, shuffleSeed) => {
        const recent: Array<[number, number]> = members.length >= 2 ? [[members[0].id, members[1].id]] : [];
        const first = pairPool({ members, recentPartners: recent, seed });
        expect(pairPool({ members, recentPartners: recent, seed })).toEqual(first);
        const shuffled = [...members].sort((x, y) => ((x.id * 7919) ^ shuffleSeed) - ((y.id * 7919) ^ shuffleSeed));
        expect(pairPool({ members: shuffled, recentPartners: recent, seed })).toEqual(first);
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('proves maximality (Tutte–Berge) on larger random pools', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 }), { minLength: 20, maxLength: 120 }),
        fc.integer(),
        (slotLists, seed) => {
          // Slots clustered in 0..40 (crossing nothing special) so the graph has structure.
          const members = slotLists.map((slots, v) => ({ id: v + 1, availability: gridFromSlots(slots) }));
          const { result, diagnostics } = pairPoolWithDiagnostics({ members, recentPartners: [], seed });
          expectWellFormed(members, result);
          expect(diagnostics.provedMaximum).toBe(true);
          expect(result.pairs.length).toBe(diagnostics.maximumPairsUpperBound);
        },
      ),
      { numRuns: 150 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});

// ---------- internals ----------

describe('CompatibilityGraph', () => {
  it('has an edge exactly when two members share a window (naive check), and can drop edges', () => {
    fc.assert(
      fc.property(smallPool(40), (members) => {
        const graph = CompatibilityGraph.fromSlotBitsets(members.map((member) => gridToSlotBitset(member.availability)));
        const dropped: Array<[number, number]> = [];
        for (let u = 0; u < members.length; u++) {
          const expected = members.map((other, v) => u !== v && naiveCompatible(members[u].availability, other.availability));
          // One assertion per member, not per pair: jest's expect costs more than the check itself here.
          expect(members.map((_, v) => graph.isAdjacent(u, v))).toEqual(expected);
          expect(graph.degreeOf(u)).toBe(expected.filter(Boolean).length);
          expected.forEach((adjacent, v) => {
            if (adjacent && u < v && (u + v) % 3 === 0) dropped.push([u, v]);
          });
        }
        const thinner = graph.withoutEdges(dropped);
        for (const [u, v] of dropped) {
          expect(thinner.isAdjacent(u, v)).toBe(false);
          expect(thinner.isAdjacent(v, u)).toBe(false);
          expect(graph.isAdjacent(u, v)).toBe(true);
        }
        expect(thinner.edgeCount()).toBe(graph.edgeCount() - dropped.length);
      }),
      { numRuns: 100 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});

describe('sparse compatibility graph', () => {
  /** Long blocks in a short stretch of the week: many windows, each a large clique overlapping the others. */
  const overlappingCliquePool = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 2, max: 9 })),
    { minLength: 2, maxLength: 70 },
  );

  it('stores one entry per member and window, however dense the pool', () => {
    // Everyone available all week: a complete graph of 4.5 million edges.
    const size = 3_000;
    const allWeek = gridToSlotBitset(gridFromSlots(Array.from({ length: SLOTS_PER_WEEK }, (_, g) => g)));
    const graph = CompatibilityGraph.fromSlotBitsets(Array.from({ length: size }, () => allWeek));
    expect(graph.incidenceCount()).toBe(size * (SLOTS_PER_WEEK - 1));
    expect(graph.isAdjacent(0, size - 1)).toBe(true);
    expect(graph.degreeOf(17)).toBe(size - 1);
  });

  it('contracts a member who turns outer after its window was walked with that window\'s first walker', () => {
    // Found by fuzzing against the plain scan: without that contraction the search from this start misses an augmentation.
    const slotsOf = [
      [12, 13, 14, 15, 16], [8, 9], [8, 9, 10, 11], [17, 18, 19, 20], [4, 5, 6, 18, 19, 20], [0, 1, 17, 18], [4, 5, 6, 7, 11, 12, 13],
      [9, 10, 11], [4, 5], [6, 7, 8, 13, 14, 15, 16], [7, 8], [0, 1, 18, 19, 20], [4, 5, 6, 7], [1, 2, 3, 4, 14, 15], [18, 19, 20],
      [13, 14], [14, 15, 17, 18, 19], [3, 4, 6, 7, 8], [15, 16],
    ];
    const graph = CompatibilityGraph.fromSlotBitsets(slotsOf.map((slots) => gridToSlotBitset(gridFromSlots(slots))));
    const mate = Int32Array.from([16, -1, -1, -1, 14, 11, -1, -1, 12, 10, 9, 5, 8, 17, 4, -1, 0, 13, -1]);
    augmentToMaximum(graph, mate, { rootOrder: Array.from({ length: slotsOf.length }, (_, v) => v), pruneHungarianTrees: false });
    expect(expectValidMatching(graph, mate)).toBe(9);
  });

  it('proves a maximum whose search contracts a blossom into another one above its base', () => {
    // Found by the property below: the search from member 6 first makes a blossom {0, 2, 5} with base 0,
    // then one through 5 up to 6; merging while walking ended that walk at 0 and left 1 inner, so the
    // barrier {1} bounded the pairs at 4 when 3 is the most 7 members allow.
    const blocks = [[0, 2], [0, 7], [0, 2], [4, 3], [4, 2], [0, 6], [5, 2]];
    const graph = CompatibilityGraph.fromSlotBitsets(blocks.map(([start, length]) => gridToSlotBitset(gridFromSlots(Array.from({ length }, (_, k) => 140 + start + k)))));
    const mate = new Int32Array(graph.size).fill(EXPOSED);
    const run = augmentToMaximum(graph, mate, { rootOrder: [0, 1, 2, 3, 4, 5, 6], pruneHungarianTrees: true });
    expect(expectValidMatching(graph, mate)).toBe(3);
    expect(tutteBergeCertificate(graph, mate, run.barrier)).toMatchObject({ upperBound: 3, isMaximum: true });
  });

  it('walks each window once per search and still finds what a full neighbour scan finds', () => {
    fc.assert(
      fc.property(overlappingCliquePool, fc.boolean(), (blocks, prune) => {
        const bitsets = blocks.map(([start, length]) => gridToSlotBitset(gridFromSlots(Array.from({ length }, (_, k) => 140 + start + k))));
        const cliques = CompatibilityGraph.fromSlotBitsets(bitsets);
        // withoutEdges([]) is the same graph, searched with the plain scan (no window shortcut).
        const plainScan = cliques.withoutEdges([]);
        const roots = Array.from({ length: bitsets.length }, (_, v) => v);
        const viaCliques = new Int32Array(bitsets.length).fill(EXPOSED);
        const viaPlainScan = new Int32Array(bitsets.length).fill(EXPOSED);
        const cliqueRun = augmentToMaximum(cliques, viaCliques, { rootOrder: roots, pruneHungarianTrees: prune });
        augmentToMaximum(plainScan, viaPlainScan, { rootOrder: roots, pruneHungarianTrees: prune });
        const pairs = expectValidMatching(cliques, viaCliques);
        expect(pairs).toBe(expectValidMatching(cliques, viaPlainScan));
        if (prune) {
          expect(tutteBergeCertificate(cliques, viaCliques, cliqueRun.barrier).isMaximum).toBe(true);
          // The certificate's component count agrees between the window shortcut and the plain scan.
          expect(tutteBergeCertificate(plainScan, viaCliques, cliqueRun.barrier).upperBound).toBe(pairs);
        }
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});

function graphOf(vertexCount: number, edges: ReadonlyArray<readonly [number, number]>): CompatibilityGraph {
  return CompatibilityGraph.fromSlotBitsets(membersForGraph(vertexCount, edges).map((member) => gridToSlotBitset(member.availability)));
}

/** A maximum matching reached from an arbitrary start (first-fit in edge order), not the tuned pipeline. */
function arbitraryMaximumMatching(graph: CompatibilityGraph, edges: ReadonlyArray<readonly [number, number]>): Int32Array {
  const mate = new Int32Array(graph.size).fill(EXPOSED);
  for (const [u, v] of edges) {
    if (mate[u] === EXPOSED && mate[v] === EXPOSED) {
      mate[u] = v;
      mate[v] = u;
    }
  }
  augmentToMaximum(graph, mate, { rootOrder: Array.from({ length: graph.size }, (_, v) => v), pruneHungarianTrees: true });
  return mate;
}

function expectValidMatching(graph: CompatibilityGraph, mate: Int32Array): number {
  let pairs = 0;
  for (let v = 0; v < graph.size; v++) {
    if (mate[v] === EXPOSED) continue;
    expect(mate[mate[v]]).toBe(v);
    expect(graph.isAdjacent(v, mate[v])).toBe(true);
    if (mate[v] > v) pairs++;
  }
  return pairs;
}

describe('rebalance', () => {
  it('trades an exposed priority member in along an even alternating path', () => {
    // Path 0-1-2-3-4; matching {1-2, 3-4} leaves priority member 0 out.
    const graph = graphOf(5, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    const mate = Int32Array.from([EXPOSED, 2, 1, 4, 3]);
    expect(promotePriorityMembers(graph, mate, [1, 0, 2, 0, 0])).toBe(1);
    expect(Array.from(mate)).toEqual([1, 0, 3, 2, EXPOSED]);
  });

  it('reaches the best matched priority from any maximum matching (brute force)', () => {
    fc.assert(
      fc.property(smallGraph, ({ n, edges, priorities }) => {
        const graph = graphOf(n, edges);
        const mate = arbitraryMaximumMatching(graph, edges);
        promotePriorityMembers(graph, mate, priorities);
        const optimum = bruteForce(membersForGraph(n, edges, priorities), []);
        expect(expectValidMatching(graph, mate)).toBe(optimum.maxPairs);
        let matched = 0;
        for (let v = 0; v < n; v++) if (mate[v] !== EXPOSED) matched += priorities[v];
        expect(matched).toBe(optimum.maxMatchedPriority);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);

  it('removes every recent pair from any maximum matching when a maximum matching without them exists', () => {
    fc.assert(
      fc.property(smallGraph, fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }), ({ n, edges }, recentFlags) => {
        const graph = graphOf(n, edges);
        const recent = edges.filter((_, k) => recentFlags[k]);
        const isRecent = (u: number, v: number) => recent.some(([x, y]) => (x === u && y === v) || (x === v && y === u));
        const mate = arbitraryMaximumMatching(graph, edges);
        breakRecentPairs(graph.withoutEdges(recent), mate, new Array<number>(n).fill(0), isRecent);
        const optimum = bruteForce(
          membersForGraph(n, edges),
          recent.map(([u, v]) => [100 + u, 100 + v] as const),
        );
        expect(expectValidMatching(graph, mate)).toBe(optimum.maxPairs);
        let remaining = 0;
        for (let v = 0; v < n; v++) if (mate[v] > v && isRecent(v, mate[v])) remaining++;
        if (optimum.minRecentPairs === 0) expect(remaining).toBe(0);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});

describe('augmentToMaximum', () => {
  it('augments through a blossom that a bipartite-style search would miss', () => {
    // Root 0 exposed; 1=2 and 3=4 matched; triangle 2-3-4; exposed 5 hangs
    // off 3, which is only reachable as an outer vertex after contracting
    // the blossom {2, 3, 4}: path 0-1=2-4=3-5.
    const graph = graphOf(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 2],
      [3, 5],
    ]);
    const mate = new Int32Array(6).fill(EXPOSED);
    mate[1] = 2;
    mate[2] = 1;
    mate[3] = 4;
    mate[4] = 3;
    const report = augmentToMaximum(graph, mate, { rootOrder: [0, 1, 2, 3, 4, 5], pruneHungarianTrees: true });
    expect(report.augmentations).toBe(1);
    expect(Array.from(mate)).toEqual([1, 0, 4, 5, 2, 3]);
  });

  it('reaches the brute-force maximum from any starting matching', () => {
    fc.assert(
      fc.property(smallGraph, fc.boolean(), ({ n, edges }, prune) => {
        const graph = graphOf(n, edges);
        // Start from a deliberately arbitrary first-fit matching in edge order.
        const mate = new Int32Array(n).fill(EXPOSED);
        for (const [u, v] of edges) {
          if (mate[u] === EXPOSED && mate[v] === EXPOSED) {
            mate[u] = v;
            mate[v] = u;
          }
        }
        augmentToMaximum(graph, mate, { rootOrder: Array.from({ length: n }, (_, v) => v), pruneHungarianTrees: prune });
        expect(expectValidMatching(graph, mate)).toBe(bruteForce(membersForGraph(n, edges), []).maxPairs);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TEST_TIMEOUT_MS);
});
