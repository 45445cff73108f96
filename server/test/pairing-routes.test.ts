import { eq, inArray } from 'drizzle-orm';
import { interviews, members, pairingWeeks, technicalQuestions } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { interviewsOfWeek, OPEN_WEEK, poolMember, queueOf, seedQueues, TWO_PAIRS_AND_A_LONER, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
let admin: TestClient;

const { a: gridA, b: gridB, c: gridC, d: gridD, loner: gridLoner } = TWO_PAIRS_AND_A_LONER;

let memberA: MemberRow;
let clientA: TestClient;
let memberB: MemberRow;
let memberC: MemberRow;
let memberD: MemberRow;
let queued: { technical: string[]; behavioral: string[] };

interface PairingResult {
  detail: string;
  week: string;
  paired_interviews: Array<{ interview_id: string; interviewer: string; interviewee: string; common_slots: number; proposed_time: string | null }>;
  unpaired_members: string[];
  stats: { pool_size: number; pairs: number; unpaired: number; min_overlap_slots: number; mean_overlap_slots: number };
}

beforeAll(async () => {
  admin = (await signedInMember(test, { isAdmin: true })).client;
});

const pair = (signal: boolean, forceCurrentWeek: boolean) => admin.post('/interview/pair/', { signal, force_current_week: forceCurrentWeek });
const status = (query = '') => admin.get(`/interview/status${query}`);
const directions = (result: PairingResult) => result.paired_interviews.map((row) => `${row.interviewer}>${row.interviewee}`).sort();

describe('access', () => {
  it('answers 401 signed out and 403 to members who are not admins', async () => {
    const anonymous = new TestClient(test.app);
    expect((await anonymous.get('/interview/status')).statusCode).toBe(401);
    expect((await anonymous.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(401);
    const { client } = await signedInMember(test);
    expect((await client.get('/interview/status')).statusCode).toBe(403);
    const refused = await client.post('/interview/pair/', { signal: true, force_current_week: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty('detail');
  });

  it('refuses a pairing request without the CSRF token', async () => {
    const response = await admin.request({ method: 'POST', url: '/interview/pair/', payload: { signal: true, force_current_week: true }, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
  });

  it('answers 400 for a body without signal and for a bad force_current_week', async () => {
    expect((await admin.post('/interview/pair/', { force_current_week: true })).statusCode).toBe(400);
    expect((await status('?force_current_week=maybe')).statusCode).toBe(400);
  });
});

describe('one week, from signups to undo', () => {
  it('refuses to pair fewer than two members', async () => {
    const signedIn = await signedInMember(test);
    memberA = signedIn.member;
    clientA = signedIn.client;
    expect((await clientA.post('/interview/pool/', { availability: gridA })).statusCode).toBe(201);
    const response = await pair(true, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringContaining('at least 2') });
  });

  it('refuses to pair while the technical queue holds fewer than two questions', async () => {
    memberB = await poolMember(test, gridB);
    await seedQueues(test, { technical: 1, behavioral: 0 });
    const response = await pair(true, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringContaining('technical question queue') });
    expect(await interviewsOfWeek(test, OPEN_WEEK)).toEqual([]);
  });

  it('reports the open pool and the last closed pool', async () => {
    queued = await seedQueues(test, { technical: 6, behavioral: 3 });
    memberC = await poolMember(test, gridC);
    memberD = await poolMember(test, gridD);

    const open = await status('?force_current_week=true');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      number_sign_up: 4,
      next_cutoff: '2026-03-09T06:00:00.000Z',
      previous_cutoff: '2026-03-02T07:00:00.000Z',
      members: [memberA.username, memberB.username, memberC.username, memberD.username],
      is_paired: false,
      week: OPEN_WEEK,
      closed_at: null,
    });
    // The string 'false', and no parameter at all, select last week's closed pool.
    for (const query of ['?force_current_week=false', '']) {
      expect((await status(query)).json()).toEqual(expect.objectContaining({ number_sign_up: 0, members: [], is_paired: false }));
    }
  });

  it('pairs the open pool early: two interviews per pair, each member interviewing the other', async () => {
    const mailBefore = test.sentMail.length;
    const response = await pair(true, true);
    expect(response.statusCode).toBe(201);
    const result = response.json() as PairingResult;
    expect(result.week).toBe(OPEN_WEEK);
    expect(result.detail).toEqual(expect.any(String));
    expect(directions(result)).toEqual([
      `${memberA.username}>${memberB.username}`, `${memberB.username}>${memberA.username}`,
      `${memberC.username}>${memberD.username}`, `${memberD.username}>${memberC.username}`,
    ].sort());
    expect(result.unpaired_members).toEqual([]);
    expect(result.stats).toEqual({ pool_size: 4, pairs: 2, unpaired: 0, min_overlap_slots: 2, mean_overlap_slots: 2 });
    const proposedFor = (username: string) => result.paired_interviews.find((row) => row.interviewer === username)?.proposed_time;
    expect(proposedFor(memberA.username)).toBe('2026-03-10T01:00:00.000Z'); // Monday 18:00 PDT
    expect(proposedFor(memberC.username)).toBe('2026-03-10T15:00:00.000Z'); // Tuesday 08:00 PDT

    const rows = await interviewsOfWeek(test, OPEN_WEEK);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.dateEffective.toISOString()).toBe('2026-03-08T08:00:00.000Z'); // Sunday 00:00 PST
      expect(row.commonSlots).toBe(2);
      expect(row.technicalQuestionIds).toHaveLength(1);
      expect(row.behavioralQuestionIds).toHaveLength(1);
      expect(row.notifiedAt).not.toBeNull();
    }
    expect(new Set(result.paired_interviews.map((row) => row.interview_id))).toEqual(new Set(rows.map((row) => row.id)));

    // Every member is emailed once, with an invite.
    const mail = test.sentMail.slice(mailBefore);
    expect(mail.map((message) => message.to).sort()).toEqual([memberA.email, memberB.email, memberC.email, memberD.email].sort());
    for (const message of mail) expect(message.attachments?.[0].filename).toBe('mock-interview.ics');
  });

  it('gives the two interviews of a pair different questions from the head of the queue, and rotates it', async () => {
    const rows = await interviewsOfWeek(test, OPEN_WEEK);
    const technicalOf = (interviewer: MemberRow) => rows.find((row) => row.interviewerId === interviewer.id)?.technicalQuestionIds[0];
    expect(technicalOf(memberA)).not.toBe(technicalOf(memberB));
    expect(technicalOf(memberC)).not.toBe(technicalOf(memberD));
    const handedOut = rows.flatMap((row) => row.technicalQuestionIds).sort();
    expect(handedOut).toEqual(queued.technical.slice(0, 4).sort());
    const [q0, q1, q2, q3, q4, q5] = queued.technical;
    expect(await queueOf(test, 'technical')).toEqual([q4, q5, q0, q1, q2, q3]);

    const stamped = await test.ctx.db.select().from(technicalQuestions).where(inArray(technicalQuestions.id, queued.technical));
    const lastAssigned = Object.fromEntries(stamped.map((question) => [question.id, question.lastAssigned]));
    expect([q0, q1, q2, q3].map((id) => lastAssigned[id])).toEqual(Array(4).fill('2026-03-04'));
    expect([q4, q5].map((id) => lastAssigned[id])).toEqual([null, null]);
  });

  it('closes the open pool early: later signups go to the following week', async () => {
    expect((await clientA.get('/interview/pool/')).json()).toMatchObject({ sign_up: false });

    const { client } = await signedInMember(test);
    await client.post('/interview/pool/', { availability: gridA });
    expect((await client.get('/interview/pool/')).json()).toMatchObject({ sign_up: true, week_start: '2026-03-15' });
    await client.delete('/interview/pool/');
  });

  it('the status, the preview and the pair call go on meaning the week just paired early until its cutoff', async () => {
    // What the dashboard's toggle shows after a reload: the week it paired, paired, closing at the next cutoff.
    const current = (await status('?force_current_week=true')).json();
    expect(current).toEqual(expect.objectContaining({
      week: OPEN_WEEK, is_paired: true, number_sign_up: 4, next_cutoff: '2026-03-09T06:00:00.000Z', closed_at: '2026-03-04T20:00:00.000Z',
    }));
    const preview = await admin.post('/interview/pair/preview/', { force_current_week: true });
    expect(preview.json()).toEqual(expect.objectContaining({ week: OPEN_WEEK }));
    expect((await status('?force_current_week=false')).json()).toEqual(expect.objectContaining({ week: OPEN_WEEK, number_sign_up: 4, is_paired: true }));
  });

  it('re-pairing keeps the interviews of unchanged pairs, and completed ones and their members', async () => {
    const before = await interviewsOfWeek(test, OPEN_WEEK);
    const completed = before.find((row) => row.interviewerId === memberC.id) as (typeof before)[number];
    await test.ctx.db.update(interviews).set({ status: 'completed', dateCompleted: clock.now() }).where(eq(interviews.id, completed.id));
    const sibling = before.find((row) => row.interviewerId === memberD.id) as (typeof before)[number];

    const response = await pair(true, false);
    expect(response.statusCode).toBe(201);
    const result = response.json() as PairingResult;
    expect(result.week).toBe(OPEN_WEEK);
    expect(directions(result)).toEqual([`${memberA.username}>${memberB.username}`, `${memberB.username}>${memberA.username}`].sort());
    expect(result.stats.pool_size).toBe(2);

    const after = await interviewsOfWeek(test, OPEN_WEEK);
    const ids = new Set(after.map((row) => row.id));
    expect(ids.has(completed.id)).toBe(true);
    expect(ids.has(sibling.id)).toBe(true);
    expect(after).toHaveLength(4);
    // A and B are paired again: they keep their interviews (ids, questions, notice), nothing more is taken from the queue.
    const ofPairAB = (rows: typeof before) =>
      rows.filter((row) => row.interviewerId === memberA.id || row.interviewerId === memberB.id).sort((x, y) => x.id.localeCompare(y.id));
    expect(ofPairAB(after)).toEqual(ofPairAB(before));
    expect(await queueOf(test, 'technical')).toEqual([...queued.technical.slice(4), ...queued.technical.slice(0, 4)]);
  });

  it('undo removes the pending interviews, keeps completed ones and reopens the pool before its cutoff', async () => {
    const response = await pair(false, false);
    expect(response.statusCode).toBe(201);
    const result = response.json() as PairingResult;
    expect(result.week).toBe(OPEN_WEEK);
    expect(result.paired_interviews).toEqual([]);
    expect(result.detail).toContain('3 pending interview(s) removed');

    const remaining = await interviewsOfWeek(test, OPEN_WEEK);
    expect(remaining.map((row) => row.status)).toEqual(['completed']);
    const [weekRow] = await test.ctx.db.select().from(pairingWeeks).where(eq(pairingWeeks.weekStart, OPEN_WEEK));
    expect(weekRow).toEqual(expect.objectContaining({ pairedAt: null, closedAt: null }));
    expect((await clientA.get('/interview/pool/')).json()).toMatchObject({ sign_up: true });
    expect((await status('?force_current_week=true')).json()).toEqual(expect.objectContaining({ number_sign_up: 4, is_paired: false }));
  });

  it('undo with force_current_week undoes the week just paired early, not the new empty open pool', async () => {
    expect((await pair(true, true)).statusCode).toBe(201);
    expect((await clientA.get('/interview/pool/')).json()).toMatchObject({ sign_up: false });

    const response = await pair(false, true);
    expect(response.statusCode).toBe(201);
    expect((response.json() as PairingResult).week).toBe(OPEN_WEEK);
    expect((await clientA.get('/interview/pool/')).json()).toMatchObject({ sign_up: true });
    expect((await interviewsOfWeek(test, OPEN_WEEK)).map((row) => row.status)).toEqual(['completed']);
  });

  it('tells a member left unpaired, who gets priority next week (once, however often the week is re-paired)', async () => {
    const loner = await poolMember(test, gridLoner);
    const mailBefore = test.sentMail.length;
    const response = await pair(true, true);
    expect(response.statusCode).toBe(201);
    const result = response.json() as PairingResult;
    expect(result.unpaired_members).toEqual([loner.username]);
    expect(result.stats).toEqual(expect.objectContaining({ pool_size: 3, pairs: 1, unpaired: 1 }));

    const priorityOf = async (member: MemberRow) =>
      (await test.ctx.db.select({ priority: members.pairingPriority }).from(members).where(eq(members.id, member.id)))[0].priority;
    expect(await priorityOf(loner)).toBe(1);
    expect(await priorityOf(memberA)).toBe(0);
    const told = test.sentMail.slice(mailBefore).filter((message) => message.to === loner.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('We could not find a partner for you this week; you will have priority next week.');

    const mailBeforeRepair = test.sentMail.length;
    expect((await pair(true, false)).statusCode).toBe(201);
    expect(await priorityOf(loner)).toBe(1);
    expect(test.sentMail.slice(mailBeforeRepair).filter((message) => message.to === loner.email)).toEqual([]);
  });
});
