/**
 * Interview preferences in the pure pairing (issue 22): the same focus, then the same difficulty, are preferred
 * only once the number of pairs, every pair's window, carried-over members and repeat avoidance are settled.
 */
import { pairPool, pairPoolWithDiagnostics, type AvailabilityGrid, type PoolMember } from '../src/modules/pairing/matching';
import { SeededRandom } from '../src/modules/pairing/matching/prng';

const SLOTS_PER_DAY = 48;

function gridFromSlots(globalSlots: Iterable<number>): AvailabilityGrid {
  const grid = Array.from({ length: 7 }, () => new Array<boolean>(SLOTS_PER_DAY).fill(false));
  for (const g of globalSlots) grid[Math.floor(g / SLOTS_PER_DAY)][g % SLOTS_PER_DAY] = true;
  return grid;
}

const pairsOf = (members: PoolMember[], recentPartners: Array<[number, number]> = [], seed = 0) =>
  pairPool({ members, recentPartners, seed }).pairs.map((pair) => [pair.a, pair.b]);

describe('pairing with interview preferences', () => {
  it('pairs members of the same focus even when other partners share more time', () => {
    const wide = gridFromSlots([100, 101, 102, 103, 104, 105]);
    const narrow = gridFromSlots([100, 101]);
    const members: PoolMember[] = [
      { id: 1, availability: wide, focus: 'system_design', difficulty: 'medium' },
      { id: 2, availability: narrow, focus: 'system_design', difficulty: 'medium' },
      { id: 3, availability: wide, focus: 'behavioral', difficulty: 'medium' },
      { id: 4, availability: narrow, focus: 'behavioral', difficulty: 'medium' },
    ];
    for (const seed of [0, 1, 2, 3]) expect(pairsOf(members, [], seed)).toEqual([[1, 2], [3, 4]]);
    // Without preferences the overlap decides, as before.
    const withoutPreferences = members.map(({ id, availability }) => ({ id, availability }));
    expect(pairsOf(withoutPreferences)).toEqual([[1, 3], [2, 4]]);
  });

  it('prefers the same focus over the same difficulty', () => {
    const everyone = gridFromSlots([60, 61]);
    const members: PoolMember[] = [
      { id: 1, availability: everyone, focus: 'algorithms', difficulty: 'easy' },
      { id: 2, availability: everyone, focus: 'algorithms', difficulty: 'hard' },
      { id: 3, availability: everyone, focus: 'behavioral', difficulty: 'easy' },
      { id: 4, availability: everyone, focus: 'behavioral', difficulty: 'hard' },
    ];
    for (const seed of [0, 1, 2, 3]) expect(pairsOf(members, [], seed)).toEqual([[1, 2], [3, 4]]);
  });

  it('never gives up a pair for a matching focus', () => {
    // Only 1–2, 2–3 and 3–4 share a window: two pairs exist only as 1–2 and 3–4, although 2 and 3 chose the same.
    const members: PoolMember[] = [
      { id: 1, availability: gridFromSlots([10, 11]), focus: 'algorithms' },
      { id: 2, availability: gridFromSlots([10, 11, 20, 21]), focus: 'behavioral' },
      { id: 3, availability: gridFromSlots([20, 21, 30, 31]), focus: 'behavioral' },
      { id: 4, availability: gridFromSlots([30, 31]), focus: 'system_design' },
    ];
    for (const seed of [0, 1, 2, 3]) expect(pairsOf(members, [], seed)).toEqual([[1, 2], [3, 4]]);
  });

  it('never pairs recent partners again for a matching focus', () => {
    const everyone = gridFromSlots([60, 61]);
    const members: PoolMember[] = [
      { id: 1, availability: everyone, focus: 'algorithms', difficulty: 'hard' },
      { id: 2, availability: everyone, focus: 'algorithms', difficulty: 'hard' },
      { id: 3, availability: everyone, focus: 'behavioral', difficulty: 'easy' },
      { id: 4, availability: everyone, focus: 'behavioral', difficulty: 'easy' },
    ];
    for (const seed of [0, 1, 2, 3]) {
      const pairs = pairsOf(members, [[1, 2], [3, 4]], seed);
      expect(pairs).toHaveLength(2);
      expect(pairs).not.toContainEqual([1, 2]);
      expect(pairs).not.toContainEqual([3, 4]);
    }
  });

  it('keeps the pair count of random pools and raises the share of same-focus pairs', () => {
    const focuses = ['algorithms', 'system_design', 'behavioral', 'mixed'];
    const random = new SeededRandom(22);
    let sameFocusBefore = 0;
    let sameFocusAfter = 0;
    for (let pool = 0; pool < 20; pool++) {
      const members: PoolMember[] = Array.from({ length: 40 }, (_, index) => {
        const start = Math.floor(random.next() * 330);
        return {
          id: index + 1,
          availability: gridFromSlots(Array.from({ length: 6 }, (__, k) => Math.min(335, start + k))),
          focus: focuses[Math.floor(random.next() * focuses.length)],
          difficulty: ['easy', 'medium', 'hard'][Math.floor(random.next() * 3)],
        };
      });
      const focusOf = new Map(members.map((member) => [member.id, member.focus]));
      const before = pairPool({ members: members.map(({ id, availability }) => ({ id, availability })), recentPartners: [], seed: pool });
      const after = pairPoolWithDiagnostics({ members, recentPartners: [], seed: pool });
      expect(after.result.pairs).toHaveLength(before.pairs.length);
      for (const pair of after.result.pairs) expect(pair.commonWindowStarts.length).toBeGreaterThan(0);
      sameFocusBefore += before.pairs.filter((pair) => focusOf.get(pair.a) === focusOf.get(pair.b)).length;
      sameFocusAfter += after.diagnostics.sameFocusPairs;
    }
    expect(sameFocusAfter).toBeGreaterThan(sameFocusBefore * 1.5);
  });
});
