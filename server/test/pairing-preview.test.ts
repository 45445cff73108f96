import { eq } from 'drizzle-orm';
import { interviews, pairingWeeks } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { interviewsOfWeek, OPEN_WEEK, poolMember, seedQueues, TWO_PAIRS_AND_A_LONER, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine.
jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
let admin: TestClient;

const { a: gridA, b: gridB, c: gridC, d: gridD, loner: gridLoner } = TWO_PAIRS_AND_A_LONER;

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
  admin = (await signedInMember(test, { isAdmin: true })).client;
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
    expect(response.json()).toEqual({ detail: `The pool for the week of ${OPEN_WEEK} has 1 member(s) to pair; at least 2 are needed.` });
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
    expect(result.week).toBe(OPEN_WEEK);
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

    expect(await interviewsOfWeek(test, OPEN_WEEK)).toEqual([]);
    expect(await test.ctx.db.select().from(pairingWeeks).where(eq(pairingWeeks.weekStart, OPEN_WEEK))).toEqual([]);
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
