import { interviewFeedback, interviews, strikes } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { poolMember } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-25T20:00:00Z');
const test = appForThisFile({ clock });
let admin: TestClient;
let members: MemberRow[];

/** Both interviews of a pair (each member interviews the other) in the given week. */
async function pair(weekStart: string, a: MemberRow, b: MemberRow, status: 'pending' | 'completed' | 'cancelled' = 'pending') {
  const dateEffective = new Date(`${weekStart}T08:00:00Z`);
  return test.ctx.db
    .insert(interviews)
    .values([
      { weekStart, interviewerId: a.id, intervieweeId: b.id, dateEffective, status },
      { weekStart, interviewerId: b.id, intervieweeId: a.id, dateEffective, status },
    ])
    .returning();
}

async function feedback(interviewId: string, author: MemberRow, subject: MemberRow) {
  await test.ctx.db.insert(interviewFeedback).values({ interviewId, authorId: author.id, subjectId: subject.id, rubric: 'candidate', problemSolving: 4, communication: 4, codeQuality: 3, hintsNeeded: 5 });
}

async function strike(member: MemberRow, interviewId: string, lifted = false) {
  await test.ctx.db.insert(strikes).values({ memberId: member.id, interviewId, occurredAt: clock.now(), liftedAt: lifted ? clock.now() : null });
}

beforeAll(async () => {
  admin = (await signedInMember(test, { isAdmin: true })).client;
  members = [];
  for (let index = 0; index < 6; index++) members.push(await poolMember(test));
  const [a, b, c, d, e, f] = members;

  // Week of March 8: two pairs (four interviews). Both sides of one interview gave feedback, one side of
  // another; d missed the meeting (confirmed), f's strike was lifted and does not count.
  const [ab, ba] = await pair('2026-03-08', a, b);
  const [cd] = await pair('2026-03-08', c, d);
  await feedback(ab.id, a, b);
  await feedback(ab.id, b, a);
  await feedback(ba.id, a, b);
  await strike(d, cd.id);
  // Week of March 15: one pair, cancelled interviews left out; e and f's strike lifted.
  const [ef] = await pair('2026-03-15', e, f);
  await pair('2026-03-15', a, c, 'cancelled');
  await strike(f, ef.id, true);
});

describe('GET /interview/outcomes/', () => {
  it('is for admins only', async () => {
    expect((await new TestClient(test.app).get('/interview/outcomes/')).statusCode).toBe(401);
    const { client } = await signedInMember(test);
    expect((await client.get('/interview/outcomes/')).statusCode).toBe(403);
  });

  it('gives each paired week, newest first, its feedback completion and no-show rates', async () => {
    const response = await admin.get('/interview/outcomes/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      weeks: [
        { week_start: '2026-03-15', interviews: 2, feedback_complete: 0, feedback_completion_rate: 0, paired_members: 2, no_shows: 0, no_show_rate: 0, cancellations: 0, late_cancellations: 0 },
        { week_start: '2026-03-08', interviews: 4, feedback_complete: 1, feedback_completion_rate: 0.25, paired_members: 4, no_shows: 1, no_show_rate: 0.25, cancellations: 0, late_cancellations: 0 },
      ],
    });
  });

  it('returns only as many weeks as asked for, and refuses a count out of range', async () => {
    const latest = await admin.get('/interview/outcomes/?weeks=1');
    expect(latest.json().weeks.map((week: { week_start: string }) => week.week_start)).toEqual(['2026-03-15']);
    for (const weeks of ['0', '53', 'many', '1e400']) expect((await admin.get(`/interview/outcomes/?weeks=${weeks}`)).statusCode).toBe(400);
  });
});
