/**
 * A re-pairing or an undo never deletes what members recorded about an interview: an interview holding
 * feedback, a done mark, a no-show report or room code stays, with its pair, as a completed one does.
 */
import { and, eq } from 'drizzle-orm';
import { interviewDoneMarks, interviewFeedback, interviews, poolEntries, reports, roomNotes, roomUpdates } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { interviewsWithRecords } from '../src/modules/pairing/recorded-interviews';
import { interviewsOfWeek, OPEN_WEEK, poolMember, seedQueues, TWO_PAIRS_AND_A_LONER, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const WEEK = OPEN_WEEK;
const test = appForThisFile({ clock });
let admin: TestClient;
// A and B pair, C and D pair; E, free when A is, joins later.
const grids = TWO_PAIRS_AND_A_LONER;
let memberA: MemberRow;
let memberB: MemberRow;
let memberC: MemberRow;
let memberD: MemberRow;

// Paired early (force_current_week), the week is then the last closed one: later runs address it without the flag.
const pairEarly = () => admin.post('/interview/pair/', { signal: true, force_current_week: true });
const rePair = () => admin.post('/interview/pair/', { signal: true, force_current_week: false });
const interviewOf = async (interviewer: MemberRow) =>
  (await interviewsOfWeek(test, WEEK)).find((row) => row.interviewerId === interviewer.id) as typeof interviews.$inferSelect;

beforeAll(async () => {
  admin = (await signedInMember(test, { isAdmin: true })).client;
  await seedQueues(test, { technical: 8, behavioral: 4 });
  memberA = await poolMember(test, grids.a);
  memberB = await poolMember(test, grids.b);
  memberC = await poolMember(test, grids.c);
  memberD = await poolMember(test, grids.d);
  expect((await pairEarly()).statusCode).toBe(201);
});

it('re-pairing keeps an interview with feedback, its feedback and its pair, even when the pool around it changed', async () => {
  const reviewed = await interviewOf(memberA);
  const sibling = await interviewOf(memberB);
  await test.ctx.db.insert(interviewFeedback).values({
    interviewId: reviewed.id, authorId: memberB.id, subjectId: memberA.id, rubric: 'interviewer', questionClarity: 4, hintHelpfulness: 5, professionalism: 3, comments: 'Clear thinking.',
  });
  // B leaves the pool and E, free when A is, joins: a fresh run would pair A with E.
  await test.ctx.db.delete(poolEntries).where(and(eq(poolEntries.memberId, memberB.id), eq(poolEntries.weekStart, WEEK)));
  // (Signups now go to the next week, so E is put into this one directly.)
  const memberE = await poolMember(test);
  await test.ctx.db.insert(poolEntries).values({ weekStart: WEEK, memberId: memberE.id, grid: grids.a });

  const response = await rePair();
  expect(response.statusCode).toBe(201);
  expect(response.json().unpaired_members).toEqual([memberE.username]);
  const ids = new Set((await interviewsOfWeek(test, WEEK)).map((row) => row.id));
  expect(ids.has(reviewed.id)).toBe(true);
  expect(ids.has(sibling.id)).toBe(true);
  expect(await test.ctx.db.select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, reviewed.id))).toHaveLength(1);
});

it('counts a done mark and a no-show report as records too', async () => {
  const marked = await interviewOf(memberC);
  const reported = await interviewOf(memberD);
  await test.ctx.db.insert(interviewDoneMarks).values({ interviewId: marked.id, memberId: memberC.id });
  await test.ctx.db.insert(reports).values({
    type: 'no_show', reason: 'C did not come.', reporterId: memberD.id, associatedId: reported.id, reportedMemberId: memberC.id,
  });
  const recorded = await interviewsWithRecords(test.ctx.db, WEEK);
  expect(recorded).toEqual(new Set([(await interviewOf(memberA)).id, marked.id, reported.id]));
});

it("counts code written in the pair's interview room and the interviewer's notes: replacing the interview would delete them", async () => {
  const roomId = (await interviewOf(memberB)).id;
  expect((await interviewsWithRecords(test.ctx.db, WEEK)).has(roomId)).toBe(false);
  await test.ctx.db.insert(roomUpdates).values([{ roomId, update: new Uint8Array([0, 0]) }, { roomId, update: new Uint8Array([0, 0]) }]);
  expect((await interviewsWithRecords(test.ctx.db, WEEK)).has(roomId)).toBe(true);
  await test.ctx.db.delete(roomUpdates).where(eq(roomUpdates.roomId, roomId));

  await test.ctx.db.insert(roomNotes).values({ interviewId: roomId, entries: [{ at: '2026-03-10T02:05:00.000Z', text: 'Asked about edge cases.' }] });
  expect((await interviewsWithRecords(test.ctx.db, WEEK)).has(roomId)).toBe(true);
  // The next test needs B's interview without records again.
  await test.ctx.db.delete(roomNotes).where(eq(roomNotes.interviewId, roomId));
});

it('undo removes only the pending interviews nobody recorded anything about', async () => {
  const unrecorded = await interviewOf(memberB);
  const response = await admin.post('/interview/pair/', { signal: false, force_current_week: true });
  expect(response.statusCode).toBe(201);
  expect(response.json().detail).toContain('1 pending interview(s) removed');
  const remaining = (await interviewsOfWeek(test, WEEK)).map((row) => row.id);
  expect(remaining).toHaveLength(3);
  expect(remaining).not.toContain(unrecorded.id);
});
