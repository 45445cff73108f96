/**
 * No-shows (issue 12): who may report one, duplicates, admin-only confirmation, strikes counted by their
 * interviews' times within eight weeks, the four-week suspension, lifting, and its enforcement at signup and
 * pairing.
 */
import { and, eq } from 'drizzle-orm';
import { interviews, poolEntries } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { runCutoffPairing } from '../src/modules/pairing/job';
import { gridWith, poolMember, seedQueues } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

jest.setTimeout(60_000);

// Wednesday March 4, 2026, noon in Los Angeles.
const clock = fixedClock('2026-03-04T20:00:00Z');
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 86_400_000;
const GRID = gridWith([1, 22, 26]);

type Signed = { member: MemberRow; client: TestClient };
const test = appForThisFile({ clock });
let ann: Signed;
let ben: Signed;
let cat: Signed;
let admin: Signed;

interface StrikeJson { strike_id: string; member_id: number; interview_id: string | null; report_id: string | null; occurred_at: string; created: string; created_by: number | null; lifted_at: string | null; lifted_by: number | null }
interface ReportJson {
  report_id: string; type: string; status: string; associated_id: string; associated_object: Record<string, unknown> | null;
  no_show?: { reported_member: { id: number }; strike: StrikeJson | null; suspension: { until: string; reason: string } | null };
}

beforeAll(async () => {
  ann = await signedInMember(test, { username: 'ann', firstName: 'Ann' });
  ben = await signedInMember(test, { username: 'ben', firstName: 'Ben' });
  cat = await signedInMember(test, { username: 'cat', firstName: 'Cat' });
  admin = await signedInMember(test, { username: 'noshow_admin', isAdmin: true });
  await seedQueues(test, { technical: 4, behavioral: 2 });
});

/** The two interviews of a pair in the week of `weekStart` (a Sunday), proposed at `proposedTime` (or none). */
async function pairInterviews(a: MemberRow, b: MemberRow, weekStart: string, proposedTime: string | null): Promise<[string, string]> {
  const dateEffective = new Date(`${weekStart}T08:00:00Z`);
  const rows = await test.ctx.db.insert(interviews).values([
    { weekStart, interviewerId: a.id, intervieweeId: b.id, dateEffective, proposedTime: proposedTime ? new Date(proposedTime) : null },
    { weekStart, interviewerId: b.id, intervieweeId: a.id, dateEffective, proposedTime: proposedTime ? new Date(proposedTime) : null },
  ]).returning();
  return [rows[0].id, rows[1].id];
}

const reportNoShow = (reporter: Signed, interviewId: string, reason = 'My partner did not show.') =>
  reporter.client.post('/reports/', { type: 'no_show', associated_id: interviewId, reason });

async function reportedId(reporter: Signed, interviewId: string): Promise<string> {
  const response = await reportNoShow(reporter, interviewId);
  expect(response.statusCode).toBe(201);
  return (response.json() as { report: ReportJson }).report.report_id;
}

async function confirm(reportId: string): Promise<ReportJson> {
  const response = await admin.client.post(`/reports/${reportId}/confirm-no-show/`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { report: ReportJson }).report;
}

const suspensionOf = async (member: Signed) => (await member.client.get('/interview/pool/')).json().suspension as { until: string; reason: string } | null;
const signUp = (member: Signed) => member.client.post('/interview/pool/', { availability: GRID });

let weekA: [string, string];
let firstReport: string;
let firstStrike: StrikeJson;

describe('reporting a no-show', () => {
  beforeAll(async () => {
    // Week of March 1, proposed Monday March 2, 6 PM PST.
    weekA = await pairInterviews(ben.member, ann.member, '2026-03-01', '2026-03-03T02:00:00Z');
  });

  it('is for the interview\'s participants only', async () => {
    const outsider = await reportNoShow(cat, weekA[0]);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().detail).toBe('You can only report a no-show for an interview you took part in.');
    expect((await reportNoShow(cat, UNKNOWN_UUID)).statusCode).toBe(404);
  });

  it('waits until the interview was due to start (its proposed time, else its week)', async () => {
    const [future] = await pairInterviews(ben.member, cat.member, '2026-03-08', '2026-03-09T02:00:00Z');
    const early = await reportNoShow(ben, future);
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe('You can report a no-show once the interview was due to start.');
    const [unscheduled] = await pairInterviews(cat.member, ann.member, '2026-03-08', null);
    expect((await reportNoShow(cat, unscheduled)).statusCode).toBe(403);
  });

  it('files a report about the partner, once per pair and week', async () => {
    const response = await reportNoShow(ben, weekA[0]);
    expect(response.statusCode).toBe(201);
    const report = (response.json() as { report: ReportJson }).report;
    expect(report).toMatchObject({ type: 'no_show', status: 'pending', associated_id: weekA[0], associated_object: { interview_id: weekA[0] } });
    // The reporter does not see strikes or their partner's suspension.
    expect(report.no_show).toBeUndefined();
    firstReport = report.report_id;

    for (const interviewId of [weekA[0], weekA[1]]) {
      const again = await reportNoShow(ben, interviewId);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('You already reported that your partner did not show for this interview.');
    }
    // The other member of the pair may still tell their side.
    expect((await reportNoShow(ann, weekA[1])).statusCode).toBe(201);
  });
});

describe('confirming a no-show', () => {
  it('is for admins only', async () => {
    const refused = await ben.client.post(`/reports/${firstReport}/confirm-no-show/`);
    expect(refused.statusCode).toBe(403);
    const list = await admin.client.get(`/reports/all/?user_id=${ann.member.id}`);
    const mine = (list.json().reports as ReportJson[]).find((report) => report.report_id === firstReport);
    expect(mine?.no_show).toEqual({ reported_member: expect.objectContaining({ id: ann.member.id }), strike: null, suspension: null });
  });

  it('gives the partner a strike for the interview\'s time and completes the report; only once', async () => {
    const mailBefore = test.sentMail.length;
    const report = await confirm(firstReport);
    expect(report.status).toBe('completed');
    firstStrike = report.no_show?.strike as StrikeJson;
    expect(firstStrike).toMatchObject({
      member_id: ann.member.id, interview_id: weekA[0], report_id: firstReport, occurred_at: '2026-03-03T02:00:00.000Z',
      created: clock.now().toISOString(), created_by: admin.member.id, lifted_at: null,
    });
    // One strike is no suspension.
    expect(report.no_show?.suspension).toBeNull();
    expect(await suspensionOf(ann)).toBeNull();
    // Ann is told, once: when, and what a strike means.
    const [notice, ...more] = test.sentMail.slice(mailBefore);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: ann.member.email, subject: 'A no-show was confirmed for your mock interview' });
    expect(notice.text).toContain('Hi Ann,');
    expect(notice.text).toContain('2026-03-03 02:00 UTC');
    expect(notice.text).toContain('It counts as a strike: two confirmed no-shows in eight weeks keep a member from signing up for four weeks.');

    const again = await admin.client.post(`/reports/${firstReport}/confirm-no-show/`);
    expect(again.statusCode).toBe(409);
    expect(test.sentMail).toHaveLength(mailBefore + 1);
    expect((await admin.client.post(`/reports/${UNKNOWN_UUID}/confirm-no-show/`)).statusCode).toBe(404);
  });

  it('refuses to confirm another type of report', async () => {
    const other = await ben.client.post('/reports/', { type: 'member', associated_id: ann.member.id, reason: 'Rude' });
    const response = await admin.client.post(`/reports/${other.json().report.report_id}/confirm-no-show/`);
    expect(response.statusCode).toBe(400);
  });
});

let suspendingStrike: string;
let suspendedUntil: string;

describe('strikes and suspensions', () => {
  it('does not count two no-shows more than eight weeks apart', async () => {
    // Nine weeks after the first no-show.
    clock.set('2026-05-06T20:00:00Z');
    const [interviewId] = await pairInterviews(ben.member, ann.member, '2026-05-03', '2026-05-05T01:00:00Z');
    const report = await confirm(await reportedId(ben, interviewId));
    expect(report.no_show?.strike).not.toBeNull();
    expect(report.no_show?.suspension).toBeNull();
    expect(await suspensionOf(ann)).toBeNull();
    expect((await signUp(ann)).statusCode).toBe(201);
  });

  it('suspends for four weeks from the confirmation of the second strike within eight weeks', async () => {
    clock.set('2026-05-13T20:00:00Z');
    const [interviewId] = await pairInterviews(ben.member, ann.member, '2026-05-10', '2026-05-12T01:00:00Z');
    const reportId = await reportedId(ben, interviewId);
    clock.set('2026-05-14T17:30:00Z');
    const mailBefore = test.sentMail.length;
    const report = await confirm(reportId);
    expect(test.sentMail.slice(mailBefore).map((mail) => mail.to)).toEqual([ann.member.email]);
    expect(test.sentMail[mailBefore].text).toMatch(/second confirmed no-show in eight weeks: you cannot sign up for interviews until June 11, 2026\b.* 10:30 AM PDT\./);
    suspendingStrike = report.no_show?.strike?.strike_id as string;
    suspendedUntil = new Date(Date.parse('2026-05-14T17:30:00Z') + 28 * DAY_MS).toISOString();
    const expected = { until: suspendedUntil, reason: 'two confirmed no-shows in eight weeks' };
    expect(report.no_show?.suspension).toEqual(expected);
    expect(await suspensionOf(ann)).toEqual(expected);
    // Others are not affected.
    expect(await suspensionOf(ben)).toBeNull();
  });

  it('refuses the suspended member\'s signup with when and why', async () => {
    const response = await signUp(ann);
    expect(response.statusCode).toBe(403);
    // June 11, 2026, 10:30 AM in Los Angeles (PDT).
    expect(response.json().detail).toMatch(/^You cannot sign up until June 11, 2026\b.* 10:30 AM PDT: two confirmed no-shows in eight weeks\.$/);
    expect((await signUp(ben)).statusCode).toBe(201);
  });

  it('ends after four weeks', async () => {
    clock.set(new Date(Date.parse(suspendedUntil) - 60_000));
    expect(await suspensionOf(ann)).not.toBeNull();
    clock.set(suspendedUntil);
    expect(await suspensionOf(ann)).toBeNull();
    clock.set('2026-05-14T18:00:00Z');
    expect(await suspensionOf(ann)).not.toBeNull();
  });
});

describe('pairing', () => {
  it('leaves a suspended member out even when they are already in the pool', async () => {
    // Ann got into the open pool (week of May 17) before her suspension; Dan shares her hour, Eve and Fay another.
    await test.ctx.db.insert(poolEntries).values({ weekStart: '2026-05-17', memberId: ann.member.id, grid: GRID });
    const dan = await poolMember(test, gridWith([1, 22, 24]));
    const eve = await poolMember(test, gridWith([2, 0, 4]));
    const fay = await poolMember(test, gridWith([2, 2, 6]));
    await test.ctx.db.delete(poolEntries).where(eq(poolEntries.memberId, ben.member.id));

    const dryRun = await admin.client.post('/admin/command/', { command: 'pair', args: [], kwargs: { 'dry-run': true, 'force-current-week': true } });
    expect(dryRun.json().output).toContain('Left out (suspended for no-shows): ann');

    const response = await admin.client.post('/interview/pair/', { signal: true, force_current_week: true });
    expect(response.statusCode).toBe(201);
    const result = response.json() as { detail: string; paired_interviews: Array<{ interviewer: string; interviewee: string }>; unpaired_members: string[] };
    expect(result.detail).toContain('Left out (suspended for no-shows): ann.');
    const paired = result.paired_interviews.flatMap((row) => [row.interviewer, row.interviewee]);
    expect(new Set(paired)).toEqual(new Set([eve.username, fay.username]));
    expect(result.unpaired_members).toEqual([dan.username]);
    const annEntry = await test.ctx.db.select().from(poolEntries).where(and(eq(poolEntries.weekStart, '2026-05-17'), eq(poolEntries.memberId, ann.member.id)));
    expect(annEntry).toEqual([]);
  });

  it('leaves a suspended member out of the cutoff job\'s pairing too', async () => {
    // Monday May 25, after the cutoff of the week of May 24 (Ann is suspended until June 11).
    clock.set('2026-05-25T08:00:00Z');
    const gee = await poolMember(test);
    const hal = await poolMember(test);
    await test.ctx.db.insert(poolEntries).values([ann.member.id, gee.id, hal.id].map((memberId) => ({ weekStart: '2026-05-24', memberId, grid: GRID })));
    expect(await runCutoffPairing(test.ctx)).toBe('2026-05-24');
    const rows = await test.ctx.db.select().from(interviews).where(eq(interviews.weekStart, '2026-05-24'));
    expect(new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]))).toEqual(new Set([gee.id, hal.id]));
    const entries = await test.ctx.db.select().from(poolEntries).where(eq(poolEntries.weekStart, '2026-05-24'));
    expect(entries.map((entry) => entry.memberId).sort()).toEqual([gee.id, hal.id].sort());
  });

  it('refuses to add a suspended member to the pool from the console', async () => {
    const response = await admin.client.post('/admin/command/', { command: 'add_to_pool', args: ['ann'], kwargs: {} });
    expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('ann is suspended for no-shows') });
  });
});

describe('lifting', () => {
  it('lifts a strike for admins only, ending the suspension it was part of', async () => {
    expect((await ben.client.post(`/strikes/${suspendingStrike}/lift/`)).statusCode).toBe(403);
    expect((await admin.client.post(`/strikes/${UNKNOWN_UUID}/lift/`)).statusCode).toBe(404);
    const response = await admin.client.post(`/strikes/${suspendingStrike}/lift/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ strike: { strike_id: suspendingStrike, lifted_at: clock.now().toISOString(), lifted_by: admin.member.id }, suspension: null });
    expect(await suspensionOf(ann)).toBeNull();
    expect((await signUp(ann)).statusCode).toBe(201);
  });

  it('lifts a whole suspension: every strike of the member', async () => {
    const notSuspended = await admin.client.post(`/members/${ann.member.id}/lift-suspension/`);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().detail).toBe('ann is not suspended.');

    // Cat's partner Ann misses their interview in the week of May 10: with the May 3 strike, a suspension again.
    const [interviewId] = await pairInterviews(cat.member, ann.member, '2026-05-10', '2026-05-13T01:00:00Z');
    await confirm(await reportedId(cat, interviewId));
    expect(await suspensionOf(ann)).not.toBeNull();

    expect((await ben.client.post(`/members/${ann.member.id}/lift-suspension/`)).statusCode).toBe(403);
    expect((await admin.client.post('/members/999999/lift-suspension/')).statusCode).toBe(404);
    const response = await admin.client.post(`/members/${ann.member.id}/lift-suspension/`);
    expect(response.statusCode).toBe(200);
    // The March, May 3 and May 10 (Cat's) strikes; the one lifted before stays as it was.
    expect(response.json()).toEqual({ detail: 'ann may sign up again: 3 strike(s) lifted.', lifted_strikes: 3 });
    expect(await suspensionOf(ann)).toBeNull();
    expect((await signUp(ann)).statusCode).toBe(201);
  });
});
