import { eq } from 'drizzle-orm';
import { behavioralQuestions, interviews, members, technicalQuestions, topics } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { updateMember } from '../src/modules/members/repository';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

type Signed = { member: MemberRow; client: TestClient };
interface InterviewJson {
  interview_id: string;
  interviewer: { id: number; github: unknown };
  interviewee: { id: number; github: unknown };
  technical_questions: Array<{ question_id: string; title: string; topic: { name: string } }>;
  behavioral_questions: Array<{ question_id: string }>;
  date_effective: string;
  date_completed: string | null;
  status: string;
  proposed_time: string | null;
  partner_time_zone: string;
}

// The week of Sunday 2026-03-08 in Los Angeles: it starts at 00:00 PST and, DST having begun that
// morning, ends at Sunday 2026-03-15 00:00 PDT, 167 hours later.
const WEEK_START = '2026-03-08';
const DATE_EFFECTIVE = '2026-03-08T08:00:00.000Z';
const WEEK_END = '2026-03-15T07:00:00.000Z';
const MID_WEEK = '2026-03-11T20:00:00.000Z';

const clock = fixedClock(MID_WEEK);
const test = appForThisFile({ clock });
let interviewer: Signed;
let interviewee: Signed;
let outsider: Signed;
let admin: Signed;
let technicalIds: string[];
let behavioralId: string;
let currentInterviewId: string;
let olderInterviewId: string;

async function insertInterview(values: Partial<typeof interviews.$inferInsert>): Promise<string> {
  const [row] = await test.ctx.db
    .insert(interviews)
    .values({
      weekStart: WEEK_START,
      interviewerId: interviewer.member.id,
      intervieweeId: interviewee.member.id,
      technicalQuestionIds: technicalIds,
      behavioralQuestionIds: [behavioralId],
      dateEffective: new Date(DATE_EFFECTIVE),
      ...values,
    })
    .returning();
  return row.id;
}

beforeAll(async () => {
  interviewer = await signedInMember(test, { username: 'interviewer' });
  interviewee = await signedInMember(test, { username: 'interviewee' });
  outsider = await signedInMember(test, { username: 'outsider' });
  admin = await signedInMember(test, { username: 'boss', isAdmin: true });
  await updateMember(test.ctx.db, interviewer.member.id, { github: { username: 'secret-coder', isPrivate: true } });

  const [topic] = await test.ctx.db.insert(topics).values({ name: 'Graphs' }).returning();
  const questions = await test.ctx.db
    .insert(technicalQuestions)
    .values([
      { title: 'Number of Islands', topicId: topic.id, prompt: 'Count the islands.', createdBy: admin.member.id },
      { title: 'Course Schedule', topicId: topic.id, prompt: 'Can all courses be finished?', createdBy: admin.member.id },
    ])
    .returning();
  // Stored in the opposite order from insertion, to show the interview's own order is kept.
  technicalIds = [questions[1].id, questions[0].id];
  const [behavioral] = await test.ctx.db.insert(behavioralQuestions).values({ prompt: 'Tell me about a failure.' }).returning();
  behavioralId = behavioral.id;

  currentInterviewId = await insertInterview({ proposedTime: new Date('2026-03-10T02:00:00.000Z') });
  olderInterviewId = await insertInterview({
    weekStart: '2026-03-01',
    dateEffective: new Date('2026-03-01T08:00:00.000Z'),
    interviewerId: interviewee.member.id,
    intervieweeId: interviewer.member.id,
    technicalQuestionIds: [questions[0].id],
  });
}, 60_000);

beforeEach(() => clock.set(MID_WEEK));

async function myInterviews(client: TestClient): Promise<InterviewJson[]> {
  const response = await client.get('/interview/all/details');
  expect(response.statusCode).toBe(200);
  return response.json().interviews as InterviewJson[];
}

async function interviewAs(client: TestClient, id: string): Promise<InterviewJson> {
  const response = await client.get(`/interview/${id}/`);
  expect(response.statusCode).toBe(200);
  return response.json() as InterviewJson;
}

describe('GET /interview/all/details', () => {
  it('lists the caller\'s interviews on either side, newest week first, fully hydrated', async () => {
    const list = await myInterviews(interviewer.client);
    expect(list.map((interview) => interview.interview_id)).toEqual([currentInterviewId, olderInterviewId]);
    expect(list[0]).toEqual({
      interview_id: currentInterviewId,
      interviewer: expect.objectContaining({ id: interviewer.member.id, username: 'interviewer' }),
      interviewee: expect.objectContaining({ id: interviewee.member.id, username: 'interviewee' }),
      technical_questions: [
        expect.objectContaining({ question_id: technicalIds[0], title: 'Course Schedule', topic: expect.objectContaining({ name: 'Graphs' }), created_by: 'boss' }),
        expect.objectContaining({ question_id: technicalIds[1], title: 'Number of Islands' }),
      ],
      behavioral_questions: [expect.objectContaining({ question_id: behavioralId, prompt: 'Tell me about a failure.' })],
      date_effective: DATE_EFFECTIVE,
      date_completed: null,
      status: 'pending',
      proposed_time: '2026-03-10T02:00:00.000Z',
      agreed: false,
      partner_time_zone: '',
      questions_hidden: false,
    });
  });

  it('hides the questions from the interviewee while the week runs, not from the interviewer', async () => {
    const [current] = await myInterviews(interviewee.client);
    expect(current.interview_id).toBe(currentInterviewId);
    expect(current.technical_questions).toEqual([]);
    expect(current.behavioral_questions).toEqual([]);
    expect((await myInterviews(interviewer.client))[0].technical_questions).toHaveLength(2);
  });

  it('shows the interviewee their questions once the week is over (Sunday midnight local time, across DST)', async () => {
    clock.set(new Date(new Date(WEEK_END).getTime() - 1));
    expect((await myInterviews(interviewee.client))[0].technical_questions).toEqual([]);
    clock.set(WEEK_END);
    const [current] = await myInterviews(interviewee.client);
    expect(current.technical_questions.map((question) => question.question_id)).toEqual(technicalIds);
    expect(current.behavioral_questions).toHaveLength(1);
  });

  it('shows the interviewee the questions of a past week they were asked', async () => {
    const older = (await myInterviews(interviewer.client)).find((interview) => interview.interview_id === olderInterviewId);
    expect(older?.interviewee.id).toBe(interviewer.member.id);
    expect(older?.technical_questions).toHaveLength(1);
  });

  it('shows the interviewee the questions once the interview is completed', async () => {
    const completedId = await insertInterview({ status: 'completed', dateCompleted: new Date('2026-03-10T03:00:00.000Z') });
    const completed = await interviewAs(interviewee.client, completedId);
    expect(completed.status).toBe('completed');
    expect(completed.date_completed).toBe('2026-03-10T03:00:00.000Z');
    expect(completed.technical_questions).toHaveLength(2);
  });

  it('keeps a partner\'s private links private', async () => {
    const [asInterviewee] = await myInterviews(interviewee.client);
    expect(asInterviewee.interviewer.github).toBeNull();
    const [asInterviewer] = await myInterviews(interviewer.client);
    expect(asInterviewer.interviewer.github).toEqual({ username: 'secret-coder', isPrivate: true });
  });

  it('answers an empty list to a member without interviews', async () => {
    expect(await myInterviews(outsider.client)).toEqual([]);
  });

  it('answers 401 signed out and 403 unverified', async () => {
    expect((await new TestClient(test.app).get('/interview/all/details/')).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await unverified.client.get('/interview/all/details')).statusCode).toBe(403);
  });
});

describe('GET /interview/{id}/', () => {
  it('returns one hydrated interview to a participant, with the same hiding rule', async () => {
    expect((await interviewAs(interviewer.client, currentInterviewId)).technical_questions).toHaveLength(2);
    const asInterviewee = await interviewAs(interviewee.client, currentInterviewId);
    expect(asInterviewee.interview_id).toBe(currentInterviewId);
    expect(asInterviewee.technical_questions).toEqual([]);
  });

  it('lets an admin read any interview, questions included', async () => {
    const asAdmin = await interviewAs(admin.client, currentInterviewId);
    expect(asAdmin.technical_questions).toHaveLength(2);
    expect(asAdmin.interviewer.github).toEqual({ username: 'secret-coder', isPrivate: true });
  });

  it("gives each member their partner's time zone, for times on both clocks, and an admin none", async () => {
    await test.ctx.db.update(members).set({ timeZone: 'Europe/London' }).where(eq(members.id, interviewee.member.id));
    try {
      expect((await interviewAs(interviewer.client, currentInterviewId)).partner_time_zone).toBe('Europe/London');
      // The interviewee's partner stated no zone.
      expect((await interviewAs(interviewee.client, currentInterviewId)).partner_time_zone).toBe('');
      expect((await interviewAs(admin.client, currentInterviewId)).partner_time_zone).toBe('');
    } finally {
      await test.ctx.db.update(members).set({ timeZone: '' }).where(eq(members.id, interviewee.member.id));
    }
  });

  it('answers 404 to a non-participant and for unknown or malformed ids', async () => {
    const hidden = await outsider.client.get(`/interview/${currentInterviewId}/`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Interview not found.' });
    expect((await interviewer.client.get('/interview/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await interviewer.client.get('/interview/not-an-id/')).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await new TestClient(test.app).get(`/interview/${currentInterviewId}/`)).statusCode).toBe(401);
  });
});
