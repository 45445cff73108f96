import { availabilities, interviews, members, type AvailabilityGrid } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { recommendedMembers } from '../src/modules/directory/recommend';
import { appForThisFile } from './helpers/test-app';

/**
 * Discover reads candidates class by class through indexes instead of scoring everyone. These tests score
 * every member the plain way (the rules in recommend.ts, in whole points) and check that the list is the same.
 */
const test = appForThisFile();
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY_MS = 86_400_000;
const MAJORS = ['Computer Science', 'computer science', 'Mathematics', 'Physics', ''];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Candidate { row: MemberRow; grid?: AvailabilityGrid; updated?: Date }

function expectedOrder(caller: Candidate, everyone: Candidate[], pastPartners: Set<number>): number[] {
  const recentSince = NOW.getTime() - 28 * DAY_MS;
  const callerMajor = caller.row.major.toLowerCase();
  const callerYear = caller.row.gradDate ? Number(caller.row.gradDate.slice(0, 4)) : null;
  const scored = everyone
    .filter((candidate) => candidate.row.isVerified && candidate.row.id !== caller.row.id)
    .map((candidate) => {
      const recent = candidate.updated !== undefined && candidate.updated.getTime() >= recentSince;
      const year = candidate.row.gradDate ? Number(candidate.row.gradDate.slice(0, 4)) : null;
      let common = 0;
      if (recent && caller.grid && candidate.grid) {
        for (let day = 0; day < 7; day += 1) for (let slot = 0; slot < 48; slot += 1) if (caller.grid[day][slot] && candidate.grid[day][slot]) common += 1;
      }
      const score = (callerMajor !== '' && candidate.row.major.toLowerCase() === callerMajor ? 3 : 0)
        + (year !== null && callerYear !== null && Math.abs(year - callerYear) <= 1 ? 2 : 0)
        + (recent ? Math.min(common, 12) / 4 + 1 : 0)
        + (pastPartners.has(candidate.row.id) ? 0 : 2);
      return { id: candidate.row.id, score, updated: candidate.updated?.getTime() ?? -Infinity };
    });
  scored.sort((a, b) => b.score - a.score || b.updated - a.updated || b.id - a.id);
  return scored.slice(0, 12).map((candidate) => candidate.id);
}

function randomGrid(random: () => number, density: number): AvailabilityGrid {
  return Array.from({ length: 7 }, () => Array.from({ length: 48 }, () => random() < density));
}

it('gives the same list as scoring every member, for callers with and without major, graduation year and grid', async () => {
  const random = generator(20_261_120);
  const rows = await test.ctx.db
    .insert(members)
    .values(Array.from({ length: 240 }, (_, index) => ({
      username: `rec_${index}`,
      email: `rec_${index}@example.edu`,
      passwordHash: 'not-a-real-hash',
      major: MAJORS[Math.floor(random() * MAJORS.length)],
      gradDate: random() < 0.85 ? `${2025 + Math.floor(random() * 6)}-0${1 + Math.floor(random() * 9)}-15` : null,
      isVerified: random() < 0.9,
    })))
    .returning();
  const everyone: Candidate[] = rows.map((row) => {
    if (random() < 0.2) return { row };
    // Whole-day-old timestamps, some sharing one, so ties on recency happen and fall to the id.
    return { row, grid: randomGrid(random, [0.02, 0.1, 0.4][Math.floor(random() * 3)]), updated: new Date(NOW.getTime() - Math.floor(random() * 40) * DAY_MS) };
  });
  await test.ctx.db.insert(availabilities).values(everyone.flatMap((candidate) => (candidate.grid && candidate.updated
    ? [{ memberId: candidate.row.id, grid: candidate.grid, updated: candidate.updated }] : [])));

  const callers = everyone.filter((candidate) => candidate.row.isVerified).slice(0, 30);
  const partners = new Map<number, Set<number>>(callers.map((caller) => [caller.row.id, new Set<number>()]));
  const pairs = callers.flatMap((caller, index) => {
    const partner = everyone[(index * 7 + 3) % everyone.length].row.id;
    partners.get(caller.row.id)?.add(partner);
    partners.get(partner)?.add(caller.row.id);
    return [{ weekStart: '2026-01-04', interviewerId: caller.row.id, intervieweeId: partner, dateEffective: new Date('2026-01-04T08:00:00Z') }];
  });
  await test.ctx.db.insert(interviews).values(pairs);

  for (const caller of callers) {
    const got = (await recommendedMembers(test.ctx.db, caller.row, NOW)).map((row) => row.id);
    expect({ caller: caller.row.username, order: got }).toEqual({ caller: caller.row.username, order: expectedOrder(caller, everyone, partners.get(caller.row.id) ?? new Set()) });
  }
});

it('stores each saved grid as 336 bits, day by day, and none for a grid of another shape', async () => {
  const [member, oddShape] = await test.ctx.db
    .insert(members)
    .values([0, 1].map((index) => ({ username: `bits_${index}`, email: `bits_${index}@example.edu`, passwordHash: 'not-a-real-hash' })))
    .returning();
  const grid = Array.from({ length: 7 }, () => new Array<boolean>(48).fill(false));
  grid[0][0] = true;
  grid[6][47] = true;
  const [saved, odd] = await test.ctx.db
    .insert(availabilities)
    .values([{ memberId: member.id, grid }, { memberId: oddShape.id, grid: [[true]] }])
    .returning({ bits: availabilities.bits });
  expect(saved.bits).toBe(`1${'0'.repeat(334)}1`);
  expect(odd.bits).toBeNull();
});
