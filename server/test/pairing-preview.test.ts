import { eq } from 'drizzle-orm';
import { interviews, pairingWeeks } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, poolMember, seedQueues } from './helpers/pairing-fixtures';
import { createTestApp, fixedClock, signedInMember, TestClient, type TestApp } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine.
jest.setTimeout(60_000);

// Wednesday March 4, 2026 in Los Angeles: the open pool is the week of Sunday March 8.
const clock = fixedClock('2026-03-04T20:00:00Z');
const WEEK = '2026-03-08';
let test: TestApp;
let admin: TestClient;

// A and B share one hour (Monday), C and D another (Tuesday); the loner shares none with anybody.
const gridA = gridWith([1, 22, 26]);
const gridB = gridWith([1, 22, 24]);
const gridC = gridWith([2, 0, 4]);
const gridD = gridWith([2, 2, 6]);
const gridLoner = gridWith([5, 40, 48]);

let memberA: MemberRow;
let memberB: MemberRow;

interface PairingPreviewDto {
  week: string;
  pairs: Array<{ member_a: string; member_b: string; common_slots: number; repeat_partners: boolean }>;
  unpaired_members: string[];
  stats: {
    pool_size: number;
    pairs: number;
    unpaired: number;
    pairs_without_shared_hour: number;
    min_overlap_slots: number;
    mean_overlap_slots: number;
    repeat_partners: number;
    recent_partner_weeks: number;
  };
}

const preview = (body: object = { force_current_week: true }) => admin.post('/interview/pair/preview/', body);

beforeAll(async () => {
  test = await createTestApp({ clock });
  admin = (await signedInMember(test, { isAdmin: true })).client;
});

afterAll(async () => {
  await test.close();
});

describe('POST /interview/pair/preview/', () => {
  it('is for admins only, with the CSRF token', async () => {
    expect((await new TestClient(test.app).post('/interview/pair/preview/', { force_current_week: true })).statusCode).toBe(401);
    const { client } = await signedInMember(test);
    expect((await client.post('/interview/pair/preview/', { force_current_week: true })).statusCode).toBe(403);
    const withoutToken = await admin.request({ method: 'POST', url: '/interview/pair/preview/', payload: { force_current_week: true }, csrf: false });
    expect(withoutToken.statusCode).toBe(403);
  });

  it('explains that a pool of one cannot be paired', async () => {
    memberA = await poolMember(test, gridA);
    await seedQueues(test, { technical: 4, behavioral: 2 });
    const response = await preview();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `The pool for the week of ${WEEK} has 1 member(s) to pair; at least 2 are needed.` });
  });

  it('shows the pairs, the unpaired members and the statistics, and writes nothing', async () => {
    memberB = await poolMember(test, gridB);
    const memberC = await poolMember(test, gridC);
    const memberD = await poolMember(test, gridD);
    const loner = await poolMember(test, gridLoner);
    const mailBefore = test.sentMail.length;

    const response = await preview();
    expect(response.statusCode).toBe(200);
    const result = response.json() as PairingPreviewDto;
    expect(result.week).toBe(WEEK);
    expect(result.pairs.map((pair) => [pair.member_a, pair.member_b].sort().join('+')).sort()).toEqual(
      [[memberA.username, memberB.username].sort().join('+'), [memberC.username, memberD.username].sort().join('+')].sort(),
    );
    expect(result.unpaired_members).toEqual([loner.username]);
    expect(result.stats).toEqual({
      pool_size: 5,
      pairs: 2,
      unpaired: 1,
      pairs_without_shared_hour: 0,
      min_overlap_slots: 2,
      mean_overlap_slots: 2,
      repeat_partners: 0,
      recent_partner_weeks: 4,
    });

    expect(await interviewsOfWeek(test, WEEK)).toEqual([]);
    expect(await test.ctx.db.select().from(pairingWeeks).where(eq(pairingWeeks.weekStart, WEEK))).toEqual([]);
    expect(test.sentMail.length).toBe(mailBefore);
  });

  it('counts partners who met in the previous weeks as repeat partners', async () => {
    await test.ctx.db.insert(interviews).values({
      weekStart: '2026-02-22',
      interviewerId: memberA.id,
      intervieweeId: memberB.id,
      status: 'completed',
      dateEffective: new Date('2026-02-22T08:00:00Z'),
    });
    const result = (await preview()).json() as PairingPreviewDto;
    // A and B share no hour with anyone else, so the pairing keeps them together and says so.
    expect(result.stats.repeat_partners).toBe(1);
    const repeated = result.pairs.filter((pair) => pair.repeat_partners).map((pair) => [pair.member_a, pair.member_b].sort());
    expect(repeated).toEqual([[memberA.username, memberB.username].sort()]);
  });

  it('previews the last closed pool when force_current_week is false or absent', async () => {
    for (const body of [{ force_current_week: false }, {}]) {
      const response = await preview(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The pool for the week of 2026-03-01 has 0 member(s) to pair; at least 2 are needed.' });
    }
  });
});
