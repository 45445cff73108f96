import { interviews } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { seedQueues } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const clock = fixedClock('2026-03-04T20:00:00Z');
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const test = appForThisFile({ clock });
let reporter: { member: MemberRow; client: TestClient };
let reported: { member: MemberRow; client: TestClient };
let admin: { member: MemberRow; client: TestClient };
let otherAdmin: { member: MemberRow; client: TestClient };
let questions: { technical: string[]; behavioral: string[] };
let interviewId: string;

type ReportJson = { report_id: string; type: string; reason: string; status: string; assignee: number | null; admin_notes: string; associated_id: string; reporter: { id: number }; associated_object: Record<string, unknown> | null };

beforeAll(async () => {
  reporter = await signedInMember(test, { username: 'reporter' });
  reported = await signedInMember(test, { username: 'reported' });
  admin = await signedInMember(test, { username: 'report_admin', isAdmin: true });
  otherAdmin = await signedInMember(test, { username: 'other_admin', isAdmin: true });
  questions = await seedQueues(test, { technical: 1, behavioral: 1 });
  const [interview] = await test.ctx.db.insert(interviews).values({
    weekStart: '2026-03-01', interviewerId: reporter.member.id, intervieweeId: reported.member.id,
    technicalQuestionIds: questions.technical, behavioralQuestionIds: questions.behavioral, dateEffective: new Date('2026-03-01T08:00:00Z'),
  }).returning();
  interviewId = interview.id;
});

async function report(client: TestClient, body: Record<string, unknown>) {
  clock.advance(1000);
  return client.post('/reports/', body);
}

describe('POST /reports/', () => {
  it('reports a member, with the caller as reporter whatever reporter_user_id says', async () => {
    const response = await report(reporter.client, { associated_id: reported.member.id, reporter_user_id: admin.member.id, type: 'member', reason: ' Did not show up. ', title: 'No-show' });
    expect(response.statusCode).toBe(201);
    const { report: created } = response.json() as { report: ReportJson };
    expect(created).toMatchObject({
      type: 'member', reason: 'Did not show up.', status: 'pending', assignee: null, admin_notes: '',
      associated_id: String(reported.member.id), reporter: { id: reporter.member.id },
      associated_object: { id: reported.member.id, username: 'reported' },
    });
    expect(created.report_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses reporting yourself whatever the body says', async () => {
    for (const body of [
      { associated_id: reporter.member.id, type: 'member', reason: 'me' },
      { associated_id: String(reporter.member.id), reporter_user_id: reported.member.id, type: 'member', reason: 'me' },
    ]) {
      const response = await report(reporter.client, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('You cannot report yourself.');
    }
  });

  it('reports technical and behavioral questions the caller asks', async () => {
    for (const questionId of [questions.technical[0], questions.behavioral[0].toUpperCase()]) {
      const response = await report(reporter.client, { associated_id: questionId, type: 'question', reason: 'Ambiguous prompt' });
      expect(response.statusCode).toBe(201);
      expect(response.json().report.associated_object).toMatchObject({ question_id: questionId.toLowerCase() });
    }
  });

  it('refuses a question the caller may not read (its interviewee before the round is over), as an unknown one', async () => {
    const response = await report(reported.client, { associated_id: questions.technical[0], type: 'question', reason: 'Ambiguous prompt' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Question not found.');
  });

  it('reports an interview the caller took part in, and refuses one they did not', async () => {
    const response = await report(reported.client, { associated_id: interviewId, type: 'interview', reason: 'Interviewer was rude' });
    expect(response.statusCode).toBe(201);
    const interview = response.json().report.associated_object;
    expect(interview).toMatchObject({ interview_id: interviewId, interviewer: { id: reporter.member.id }, interviewee: { id: reported.member.id } });
    // The interviewee reporting before the week is over still does not see the questions.
    expect(interview.technical_questions).toEqual([]);

    const outsider = await report(admin.client, { associated_id: interviewId, type: 'interview', reason: 'curious' });
    expect(outsider.statusCode).toBe(403);
  });

  it.each([
    ['an empty reason', { associated_id: 1, type: 'member', reason: '   ' }, 'reason'],
    ['a missing reason', { associated_id: 1, type: 'member' }, 'reason'],
    ['an unknown type', { associated_id: 1, type: 'topic', reason: 'x' }, 'type'],
    ['a missing associated_id', { type: 'member', reason: 'x' }, 'associated_id'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const response = await report(reporter.client, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBeDefined();
  });

  it.each([
    ['an unknown member', { associated_id: 99_999, type: 'member' }],
    ['a member id that is not a number', { associated_id: 'bob', type: 'member' }],
    ['an unknown question', { associated_id: UNKNOWN_UUID, type: 'question' }],
    ['a question id that is not a UUID', { associated_id: 'not-a-uuid', type: 'question' }],
    ['an unknown interview', { associated_id: UNKNOWN_UUID, type: 'interview' }],
    ['an interview id that is not a UUID', { associated_id: '12', type: 'interview' }],
  ])('answers 404 for %s', async (_label, body) => {
    const response = await report(reporter.client, { ...body, reason: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('is for verified members only', async () => {
    expect((await report(new TestClient(test.app), { associated_id: reported.member.id, type: 'member', reason: 'x' })).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await report(unverified.client, { associated_id: reported.member.id, type: 'member', reason: 'x' })).statusCode).toBe(403);
  });
});

describe('admin report handling', () => {
  let reports: ReportJson[];

  beforeAll(async () => {
    reports = (await admin.client.get('/reports/all/')).json().reports;
  });

  it('lists every report, newest first, to admins only', async () => {
    expect(reports.map((item) => item.reason)).toEqual(['Interviewer was rude', 'Ambiguous prompt', 'Ambiguous prompt', 'Did not show up.']);
    expect((await reporter.client.get('/reports/all/')).statusCode).toBe(403);
  });

  it('filters by type, status and user id', async () => {
    const byType = (await admin.client.get('/reports/all/?type=question')).json().reports as ReportJson[];
    expect(byType.map((item) => item.type)).toEqual(['question', 'question']);
    const byUser = (await admin.client.get(`/reports/all?user_id=${reported.member.id}`)).json().reports as ReportJson[];
    // The reports they made and the reports about them.
    expect(byUser.map((item) => item.reason)).toEqual(['Interviewer was rude', 'Did not show up.']);
    expect((await admin.client.get('/reports/all/?status=completed')).json().reports).toEqual([]);
  });

  it.each(['user_id=abc', 'status=closed', 'type=topic'])('answers 400 for the filter %s', async (query) => {
    expect((await admin.client.get(`/reports/all/?${query}`)).statusCode).toBe(400);
  });

  it('assigns a report to an admin and unassigns it', async () => {
    const target = reports[0].report_id;
    const assigned = await admin.client.patch(`/reports/${target}/assign/`, { assignee: otherAdmin.member.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().report).toMatchObject({ report_id: target, assignee: otherAdmin.member.id });
    const unassigned = await admin.client.patch(`/reports/${target}/assign`, { assignee: null });
    expect(unassigned.json().report.assignee).toBeNull();
  });

  it('refuses to assign a report to a non-admin (400) or an unknown report (404)', async () => {
    const notAdmin = await admin.client.patch(`/reports/${reports[0].report_id}/assign/`, { assignee: reporter.member.id });
    expect(notAdmin.statusCode).toBe(400);
    expect((await admin.client.patch(`/reports/${reports[0].report_id}/assign/`, { assignee: 'someone' })).statusCode).toBe(400);
    expect((await admin.client.patch(`/reports/${UNKNOWN_UUID}/assign/`, { assignee: admin.member.id })).statusCode).toBe(404);
    expect((await admin.client.patch('/reports/not-a-uuid/assign/', { assignee: admin.member.id })).statusCode).toBe(404);
  });

  it('sets the status and admin notes', async () => {
    const target = reports[3].report_id;
    const response = await admin.client.patch(`/reports/${target}/status/`, { status: 'completed', admin_notes: 'Warned the member.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toMatchObject({ status: 'completed', admin_notes: 'Warned the member.' });
    const completed = (await admin.client.get('/reports/all/?status=completed')).json().reports as ReportJson[];
    expect(completed.map((item) => item.report_id)).toEqual([target]);
  });

  it('refuses an unknown status (400), an unknown report (404) and non-admins (403)', async () => {
    expect((await admin.client.patch(`/reports/${reports[0].report_id}/status/`, { status: 'closed' })).statusCode).toBe(400);
    expect((await admin.client.patch(`/reports/${UNKNOWN_UUID}/status/`, { status: 'pending' })).statusCode).toBe(404);
    expect((await reporter.client.patch(`/reports/${reports[0].report_id}/status/`, { status: 'completed' })).statusCode).toBe(403);
  });
});
