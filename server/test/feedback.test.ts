/**
 * Feedback after an interview (issue 12): participants only, once each and editable until revealed, the
 * other side's feedback never sent before the reveal (both gave theirs, or the two-week window closed),
 * and the interview completed when both marked it done.
 */
import { eq } from 'drizzle-orm';
import type { NotificationListDto } from '@contracts/notifications';
import { interviewFeedback, interviews } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

type Signed = { member: MemberRow; client: TestClient };

// The week of Sunday 2026-03-08 in Los Angeles (00:00 PST = 08:00 UTC; DST begins that morning); the
// interview is proposed for Monday 19:00 PDT. Its window closes two calendar weeks later, at the same local time.
const DATE_EFFECTIVE = '2026-03-08T08:00:00.000Z';
const PROPOSED = '2026-03-10T02:00:00.000Z';
const CLOSES = '2026-03-24T02:00:00.000Z';
const BEFORE = '2026-03-09T12:00:00.000Z';
const DURING = '2026-03-11T20:00:00.000Z';

const clock = fixedClock(DURING);
const test = appForThisFile({ clock });
let interviewer: Signed;
let interviewee: Signed;
let outsider: Signed;
let admin: Signed;

/** The interviewer scores the candidate... */
const ratings = { problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2 };
/** ...and the interviewee scores the interviewer, on a rubric of its own. */
const interviewerScores = { question_clarity: 5, hint_helpfulness: 4, professionalism: 3 };
/** An interviewee's scores of their interviewer from before the two rubrics, on the candidate criteria. */
const OLD_SCORES_AS_COLUMNS = { problemSolving: 2, communication: 3, codeQuality: 4, hintsNeeded: 5 };

async function newInterview(values: Partial<typeof interviews.$inferInsert> = {}): Promise<string> {
  const [row] = await test.ctx.db
    .insert(interviews)
    .values({
      weekStart: '2026-03-08',
      interviewerId: interviewer.member.id,
      intervieweeId: interviewee.member.id,
      dateEffective: new Date(DATE_EFFECTIVE),
      proposedTime: new Date(PROPOSED),
      ...values,
    })
    .returning();
  return row.id;
}

const url = (id: string) => `/interview/${id}/feedback/`;

async function stateAs(client: TestClient, id: string) {
  const response = await client.get(url(id));
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  interviewer = await signedInMember(test, { username: 'asker' });
  interviewee = await signedInMember(test, { username: 'solver' });
  outsider = await signedInMember(test, { username: 'outsider' });
  admin = await signedInMember(test, { username: 'boss', isAdmin: true });
}, 60_000);

beforeEach(() => clock.set(DURING));

describe('the feedback window', () => {
  it('opens at the proposed time and closes two weeks later', async () => {
    const id = await newInterview();
    clock.set(BEFORE);
    const before = await stateAs(interviewer.client, id);
    expect(before).toMatchObject({ window: 'upcoming', opens_at: PROPOSED, closes_at: CLOSES, revealed: false, your_role: 'interviewer' });
    const early = await interviewer.client.post(url(id), ratings);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Feedback opens at the interview\'s proposed time.');
    expect((await interviewer.client.post(`${url(id)}done/`)).statusCode).toBe(409);

    clock.set(PROPOSED);
    expect((await interviewer.client.post(url(id), ratings)).statusCode).toBe(201);

    clock.set(CLOSES);
    const late = await interviewee.client.post(url(id), interviewerScores);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('The feedback window for this interview has closed.');
    expect((await interviewee.client.post(`${url(id)}done/`)).statusCode).toBe(409);
  });

  it('opens at the week\'s start when the interview has no proposed time', async () => {
    const id = await newInterview({ proposedTime: null });
    clock.set(new Date(new Date(DATE_EFFECTIVE).getTime() - 1));
    expect((await stateAs(interviewee.client, id)).window).toBe('upcoming');
    clock.set(DATE_EFFECTIVE);
    const state = await stateAs(interviewee.client, id);
    expect(state).toMatchObject({ window: 'open', opens_at: DATE_EFFECTIVE, closes_at: '2026-03-22T07:00:00.000Z' });
    expect((await interviewee.client.post(url(id), interviewerScores)).statusCode).toBe(201);
  });

  it('refuses feedback on a cancelled interview', async () => {
    const id = await newInterview({ status: 'cancelled' });
    const response = await interviewer.client.post(url(id), ratings);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This interview was cancelled.');
  });
});

describe('who may give and read feedback', () => {
  it('answers 404 to a member who was not in the interview, as the interview detail does', async () => {
    const id = await newInterview();
    for (const response of [
      await outsider.client.get(url(id)),
      await outsider.client.post(url(id), ratings),
      await outsider.client.put(url(id), ratings),
      await outsider.client.post(`${url(id)}done/`),
      await outsider.client.get(url('00000000-0000-4000-8000-000000000000')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Interview not found.' });
    }
  });

  it('lets an admin who was not in it read the state but give no feedback', async () => {
    const id = await newInterview();
    const response = await admin.client.post(url(id), ratings);
    expect(response.statusCode).toBe(403);
    expect((await admin.client.post(`${url(id)}done/`)).statusCode).toBe(403);
    expect((await stateAs(admin.client, id)).your_role).toBeNull();
  });

  it('needs a signed-in verified member and the CSRF token', async () => {
    const id = await newInterview();
    expect((await new TestClient(test.app).get(url(id))).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await unverified.client.get(url(id))).statusCode).toBe(403);
    expect((await interviewer.client.request({ method: 'POST', url: url(id), payload: ratings, csrf: false })).statusCode).toBe(403);
  });
});

describe('giving feedback, once each, editable until revealed', () => {
  it('keeps each side\'s feedback from the other until both gave theirs, then shows both and freezes them', async () => {
    const id = await newInterview();
    const created = await interviewer.client.post(url(id), { ...ratings, comments: '  Clear **plan**, needed a nudge on edge cases.  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().interviewer).toEqual({
      submitted: true,
      marked_done: false,
      feedback: expect.objectContaining({ author_id: interviewer.member.id, subject_id: interviewee.member.id, ...ratings, comments: 'Clear **plan**, needed a nudge on edge cases.' }),
    });

    const again = await interviewer.client.post(url(id), ratings);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already given feedback on this interview; edit it instead.');

    const edited = await interviewer.client.put(url(id), { ...ratings, hints_needed: 5, comments: 'Edited.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().interviewer.feedback).toMatchObject({ hints_needed: 5, comments: 'Edited.' });

    // The other participant and admins learn that it was given, never what it says.
    for (const client of [interviewee.client, admin.client]) {
      const state = await stateAs(client, id);
      expect(state.revealed).toBe(false);
      expect(state.interviewer).toEqual({ submitted: true, marked_done: false, feedback: null });
      expect(JSON.stringify(state)).not.toContain('Edited.');
    }
    expect((await interviewee.client.get('/interview/feedback/received/')).json().received.map((entry: { interview_id: string }) => entry.interview_id)).not.toContain(id);

    const editBeforeGiving = await interviewee.client.put(url(id), interviewerScores);
    expect(editBeforeGiving.statusCode).toBe(409);
    expect(editBeforeGiving.json().detail).toBe('You have not given feedback on this interview yet.');

    const second = await interviewee.client.post(url(id), { ...interviewerScores, comments: 'Great hints.' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ revealed: true, interviewer: { feedback: { comments: 'Edited.' } }, interviewee: { feedback: { comments: 'Great hints.' } } });
    expect((await stateAs(interviewer.client, id)).interviewee.feedback).toMatchObject({ comments: 'Great hints.', author_id: interviewee.member.id });
    expect((await stateAs(admin.client, id)).interviewer.feedback).toMatchObject({ comments: 'Edited.' });

    const frozen = await interviewer.client.put(url(id), { ...ratings, comments: 'Changed my mind.' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toBe('Your feedback has been revealed to your partner and can no longer be changed.');
    expect((await stateAs(interviewee.client, id)).interviewer.feedback.comments).toBe('Edited.');

    const received = (await interviewee.client.get('/interview/feedback/received/')).json().received;
    expect(received).toContainEqual({
      interview_id: id,
      interview_time: PROPOSED,
      role: 'interviewee',
      author: { id: interviewer.member.id, username: 'asker', first_name: interviewer.member.firstName, last_name: interviewer.member.lastName },
      feedback: expect.objectContaining({ ...ratings, hints_needed: 5, comments: 'Edited.' }),
    });
  });

  it('reveals one side\'s feedback when the window closes without the other\'s', async () => {
    const id = await newInterview();
    expect((await interviewee.client.post(url(id), { ...interviewerScores, comments: 'Only I wrote.' })).statusCode).toBe(201);
    clock.set(new Date(new Date(CLOSES).getTime() - 1));
    expect((await stateAs(interviewer.client, id)).interviewee.feedback).toBeNull();
    const receivedBefore = (await interviewer.client.get('/interview/feedback/received/')).json().received;
    expect(receivedBefore.map((entry: { interview_id: string }) => entry.interview_id)).not.toContain(id);

    clock.set(CLOSES);
    const state = await stateAs(interviewer.client, id);
    expect(state).toMatchObject({ window: 'closed', revealed: true, interviewer: { submitted: false, feedback: null } });
    expect(state.interviewee.feedback).toMatchObject({ comments: 'Only I wrote.' });
    expect((await interviewee.client.put(url(id), interviewerScores)).statusCode).toBe(409);
    const received = (await interviewer.client.get('/interview/feedback/received/')).json().received;
    expect(received.find((entry: { interview_id: string }) => entry.interview_id === id)).toMatchObject({ role: 'interviewer', feedback: { comments: 'Only I wrote.' } });
  });

  it.each([
    ['a rating of 0', { ...ratings, problem_solving: 0 }, 'problem_solving'],
    ['a rating of 6', { ...ratings, communication: 6 }, 'communication'],
    ['a fractional rating', { ...ratings, code_quality: 2.5 }, 'code_quality'],
    ['a rating as text', { ...ratings, hints_needed: '5' }, 'hints_needed'],
    ['a missing rating', { problem_solving: 3, communication: 3, code_quality: 3 }, 'hints_needed'],
    ['comments over 5000 characters', { ...ratings, comments: 'x'.repeat(5001) }, 'comments'],
    ['a zero byte in the comments', { ...ratings, comments: 'fine\u0000' }, 'comments'],
  ])('refuses %s with 400 on that field and stores nothing', async (_label, body, field) => {
    const id = await newInterview();
    const response = await interviewer.client.post(url(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.any(String)]);
    expect((await stateAs(interviewer.client, id)).interviewer.submitted).toBe(false);
  });

  it('keeps markdown and HTML in the comments as text for the SPA to render sanitised', async () => {
    const id = await newInterview();
    const comments = '<img src=x onerror=alert(1)> and [link](javascript:alert(1))\nline two';
    const response = await interviewer.client.post(url(id), { ...ratings, comments, extra: 'ignored' });
    expect(response.statusCode).toBe(201);
    expect(response.json().interviewer.feedback.comments).toBe(comments);
  });
});

describe('telling the member the feedback is about', () => {
  const notificationsOf = async (client: TestClient) => (await client.get('/notifications/')).json<NotificationListDto>().results.filter((row) => row.kind === 'feedback');
  const mailTo = (member: MemberRow) => test.sentMail.filter((mail) => mail.to === member.email && mail.subject.includes('gave you feedback'));

  afterEach(async () => {
    await interviewee.client.put('/notifications/email-preferences/', { kind: 'feedback', email: true });
  });

  it('sends one email and one bell entry per feedback, however often it is edited, linking to the interview', async () => {
    const id = await newInterview();
    const mailsBefore = mailTo(interviewee.member).length;
    expect((await interviewer.client.post(url(id), ratings)).statusCode).toBe(201);
    expect((await interviewer.client.put(url(id), { ...ratings, comments: 'Edited.' })).statusCode).toBe(200);

    const told = (await notificationsOf(interviewee.client)).filter((row) => row.link === `/interviews/${id}`);
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe(`Feedback received from ${interviewer.member.firstName} ${interviewer.member.lastName}`);
    expect(told[0].text).toContain('Give yours to read it');
    const mails = mailTo(interviewee.member).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/#/interviews/${id}`);
    // The author is not told about their own feedback.
    expect((await notificationsOf(interviewer.client)).filter((row) => row.link === `/interviews/${id}`)).toEqual([]);

    // The partner's feedback reveals both: the author is told they can read it now.
    expect((await interviewee.client.post(url(id), interviewerScores)).statusCode).toBe(201);
    const back = (await notificationsOf(interviewer.client)).filter((row) => row.link === `/interviews/${id}`);
    expect(back).toHaveLength(1);
    expect(back[0].text).toContain('can read the other\'s now');
  });

  it('keeps the bell entry when the member turned the email of this kind off', async () => {
    const preferences = await interviewee.client.put('/notifications/email-preferences/', { kind: 'feedback', email: false });
    expect(preferences.json().kinds).toContainEqual({ kind: 'feedback', label: 'Feedback received', email: false, always: false });
    const id = await newInterview();
    const mailsBefore = mailTo(interviewee.member).length;
    expect((await interviewer.client.post(url(id), ratings)).statusCode).toBe(201);
    expect((await notificationsOf(interviewee.client)).filter((row) => row.link === `/interviews/${id}`)).toHaveLength(1);
    expect(mailTo(interviewee.member).slice(mailsBefore)).toEqual([]);
  });
});

describe('a rubric per direction (issue 20)', () => {
  it('takes the candidate criteria from the interviewer and the interviewer criteria from the interviewee, whatever the body says', async () => {
    const id = await newInterview();
    const state = await stateAs(interviewee.client, id);
    expect(state).toMatchObject({ your_role: 'interviewee', your_rubric: 'interviewer' });
    expect((await stateAs(interviewer.client, id)).your_rubric).toBe('candidate');
    expect((await stateAs(admin.client, id)).your_rubric).toBeNull();

    // The interviewee may not score the interviewer as a candidate...
    const candidateOnInterviewer = await interviewee.client.post(url(id), ratings);
    expect(candidateOnInterviewer.statusCode).toBe(400);
    expect(candidateOnInterviewer.json().detail).toContain('As the interviewee you rate the interviewer on question clarity, helpfulness of hints and professionalism.');
    expect(Object.keys(candidateOnInterviewer.json().errors).sort()).toEqual(
      ['code_quality', 'communication', 'hint_helpfulness', 'hints_needed', 'problem_solving', 'professionalism', 'question_clarity'],
    );
    // ...nor mix the two, and the interviewer may not use the interviewer's rubric.
    const mixed = await interviewee.client.post(url(id), { ...interviewerScores, problem_solving: 5 });
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json().errors)).toEqual(['problem_solving']);
    const interviewerOnCandidate = await interviewer.client.post(url(id), interviewerScores);
    expect(interviewerOnCandidate.statusCode).toBe(400);
    expect(interviewerOnCandidate.json().errors.problem_solving).toEqual(['Choose a rating from 1 to 5.']);
    expect((await stateAs(interviewer.client, id))).toMatchObject({ interviewer: { submitted: false }, interviewee: { submitted: false } });

    expect((await interviewer.client.post(url(id), ratings)).statusCode).toBe(201);
    const both = await interviewee.client.post(url(id), interviewerScores);
    expect(both.statusCode).toBe(201);
    expect(both.json().interviewer.feedback).toEqual(expect.objectContaining({ rubric: 'candidate', ...ratings }));
    expect(both.json().interviewee.feedback).toEqual(expect.objectContaining({ rubric: 'interviewer', ...interviewerScores }));
    expect(both.json().interviewee.feedback).not.toHaveProperty('problem_solving');
  });

  it('sums up the feedback a member received per rubric, never averaging one rubric with another', async () => {
    const ann = await signedInMember(test, { username: 'ann-rubric' });
    const ben = await signedInMember(test, { username: 'ben-rubric' });
    const week = { weekStart: '2026-03-08', dateEffective: new Date(DATE_EFFECTIVE), proposedTime: new Date(PROPOSED) };
    const [annInterviews, benInterviews] = await test.ctx.db.insert(interviews).values([
      { ...week, interviewerId: ann.member.id, intervieweeId: ben.member.id },
      { ...week, interviewerId: ben.member.id, intervieweeId: ann.member.id },
    ]).returning();
    // Ann interviews Ben: Ben scores her as an interviewer. Ben interviews Ann: he scores her as a candidate.
    await ann.client.post(url(annInterviews.id), { problem_solving: 1, communication: 1, code_quality: 1, hints_needed: 1 });
    await ben.client.post(url(annInterviews.id), { question_clarity: 5, hint_helpfulness: 4, professionalism: 3 });
    await ben.client.post(url(benInterviews.id), { problem_solving: 2, communication: 2, code_quality: 3, hints_needed: 1 });
    await ann.client.post(url(benInterviews.id), { question_clarity: 5, hint_helpfulness: 5, professionalism: 5 });

    const { summary, received } = (await ann.client.get('/interview/feedback/received/')).json();
    expect(received.map((entry: { role: string; feedback: { rubric: string } }) => [entry.role, entry.feedback.rubric]).sort()).toEqual([
      ['interviewee', 'candidate'],
      ['interviewer', 'interviewer'],
    ]);
    expect(summary).toEqual([
      { rubric: 'candidate', reviews: 1, average: 2, criteria: { problem_solving: 2, communication: 2, code_quality: 3, hints_needed: 1 } },
      { rubric: 'interviewer', reviews: 1, average: 4, criteria: { question_clarity: 5, hint_helpfulness: 4, professionalism: 3 } },
    ]);
  });
});

describe('feedback kept from before the two rubrics (legacy_interviewer)', () => {
  it('is shown and summed up as scores on the old criteria, and an edit re-scores it on the interviewer rubric', async () => {
    const id = await newInterview();
    await test.ctx.db.insert(interviewFeedback).values({
      interviewId: id, authorId: interviewee.member.id, subjectId: interviewer.member.id, rubric: 'legacy_interviewer', ...OLD_SCORES_AS_COLUMNS, comments: 'Before the split.',
    });
    const legacy = (await stateAs(interviewee.client, id)).interviewee.feedback;
    expect(legacy).toEqual(expect.objectContaining({ rubric: 'legacy_interviewer', problem_solving: 2, communication: 3, code_quality: 4, hints_needed: 5 }));

    // Still the author's to edit before the reveal: now on the interviewer rubric, the old scores replaced.
    expect((await interviewee.client.put(url(id), ratings)).statusCode).toBe(400);
    const edited = await interviewee.client.put(url(id), { ...interviewerScores, comments: 'Re-scored.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().interviewee.feedback).toEqual(expect.objectContaining({ rubric: 'interviewer', ...interviewerScores, comments: 'Re-scored.' }));
    expect(edited.json().interviewee.feedback).not.toHaveProperty('problem_solving');
  });

  it('keeps a revealed one apart from the interviewer rubric in the summary', async () => {
    const subject = await signedInMember(test, { username: 'legacy-subject' });
    const id = await newInterview({ interviewerId: subject.member.id });
    await test.ctx.db.insert(interviewFeedback).values({
      interviewId: id, authorId: interviewee.member.id, subjectId: subject.member.id, rubric: 'legacy_interviewer', ...OLD_SCORES_AS_COLUMNS,
    });
    clock.set(CLOSES);
    const { summary, received } = (await subject.client.get('/interview/feedback/received/')).json();
    expect(received).toEqual([expect.objectContaining({ role: 'interviewer', feedback: expect.objectContaining({ rubric: 'legacy_interviewer' }) })]);
    expect(summary).toEqual([{ rubric: 'legacy_interviewer', reviews: 1, average: 3.5, criteria: { problem_solving: 2, communication: 3, code_quality: 4, hints_needed: 5 } }]);
  });
});

describe('marking the interview done', () => {
  it('completes the interview once both participants marked it done', async () => {
    const id = await newInterview();
    const first = await interviewer.client.post(`${url(id)}done/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ interviewer: { marked_done: true }, interviewee: { marked_done: false }, date_completed: null });
    expect((await interviewer.client.post(`${url(id)}done/`)).statusCode).toBe(200);
    expect((await interviewer.client.get(`/interview/${id}/`)).json()).toMatchObject({ status: 'pending', date_completed: null });

    clock.set('2026-03-12T18:30:00.000Z');
    const second = await interviewee.client.post(`${url(id)}done/`);
    expect(second.json()).toMatchObject({ interviewee: { marked_done: true }, date_completed: '2026-03-12T18:30:00.000Z' });
    expect((await interviewer.client.get(`/interview/${id}/`)).json()).toMatchObject({ status: 'completed', date_completed: '2026-03-12T18:30:00.000Z' });

    // Marking again later changes nothing.
    clock.set('2026-03-13T18:30:00.000Z');
    await interviewee.client.post(`${url(id)}done/`);
    const [row] = await test.ctx.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row.dateCompleted?.toISOString()).toBe('2026-03-12T18:30:00.000Z');
  });
});

describe('GET /interview/feedback/pending/', () => {
  it('lists the caller\'s open interviews until they both gave feedback and marked it done', async () => {
    const fresh = await test.ctx.db.insert(interviews).values({
      weekStart: '2026-04-05',
      interviewerId: outsider.member.id,
      intervieweeId: admin.member.id,
      dateEffective: new Date('2026-04-05T07:00:00.000Z'),
      proposedTime: new Date('2026-04-07T01:00:00.000Z'),
    }).returning();
    const id = fresh[0].id;
    clock.set('2026-04-06T12:00:00.000Z');
    expect((await outsider.client.get('/interview/feedback/pending/')).json()).toEqual({ pending: [] });

    clock.set('2026-04-08T12:00:00.000Z');
    const pendingOf = async () => (await outsider.client.get('/interview/feedback/pending/')).json().pending;
    expect(await pendingOf()).toEqual([{ interview_id: id, closes_at: '2026-04-21T01:00:00.000Z', feedback_given: false, marked_done: false }]);
    await outsider.client.post(url(id), ratings);
    expect(await pendingOf()).toEqual([{ interview_id: id, closes_at: '2026-04-21T01:00:00.000Z', feedback_given: true, marked_done: false }]);
    await outsider.client.post(`${url(id)}done/`);
    expect(await pendingOf()).toEqual([]);
    // The partner still has both to do.
    expect((await admin.client.get('/interview/feedback/pending/')).json().pending).toEqual([expect.objectContaining({ interview_id: id, feedback_given: false })]);

    clock.set('2026-04-21T01:00:00.000Z');
    expect((await admin.client.get('/interview/feedback/pending/')).json().pending).toEqual([]);
  });
});

describe('reschedule_interview (console and CLI)', () => {
  const run = (args: string[], kwargs: Record<string, string> = {}) => admin.client.post('/admin/command/', { command: 'reschedule_interview', args, kwargs });

  it('moves an interview and its mirror to the agreed time, which opens their feedback window', async () => {
    const id = await newInterview({ weekStart: '2026-05-03', dateEffective: new Date('2026-05-03T07:00:00.000Z'), proposedTime: new Date('2026-05-05T01:00:00.000Z') });
    const mirror = await newInterview({
      weekStart: '2026-05-03', dateEffective: new Date('2026-05-03T07:00:00.000Z'), proposedTime: new Date('2026-05-05T01:00:00.000Z'),
      interviewerId: interviewee.member.id, intervieweeId: interviewer.member.id,
    });
    const unrelated = await newInterview({ weekStart: '2026-05-03', dateEffective: new Date('2026-05-03T07:00:00.000Z'), interviewerId: outsider.member.id });
    clock.set('2026-05-04T16:00:00.000Z');
    expect((await stateAs(interviewer.client, id)).window).toBe('upcoming');

    const response = await run([id]);
    expect(response.json()).toMatchObject({ success: true, output: expect.stringContaining('Rescheduled 2 interview(s) to 2026-05-04T16:00:00.000Z') });
    for (const interviewId of [id, mirror]) {
      expect(await stateAs(interviewer.client, interviewId)).toMatchObject({ window: 'open', opens_at: '2026-05-04T16:00:00.000Z', closes_at: '2026-05-18T16:00:00.000Z' });
    }
    expect((await stateAs(outsider.client, unrelated)).opens_at).toBe(PROPOSED);
    expect((await interviewer.client.get(`/interview/${id}/`)).json().proposed_time).toBe('2026-05-04T16:00:00.000Z');

    expect((await run([id], { at: '2026-05-06T18:00:00Z' })).json().output).toContain('to 2026-05-06T18:00:00.000Z');
  });

  it('refuses an unknown id, a bad time and a completed interview', async () => {
    expect((await run(['00000000-0000-4000-8000-000000000000'])).json()).toMatchObject({ success: false, error: 'No interview has the id "00000000-0000-4000-8000-000000000000".' });
    const id = await newInterview();
    expect((await run([id], { at: 'tomorrow' })).json()).toMatchObject({ success: false, error: expect.stringContaining('is not an ISO date-time') });
    const completed = await newInterview({ status: 'completed' });
    expect((await run([completed])).json()).toMatchObject({ success: false, error: expect.stringContaining('only pending interviews are rescheduled') });
  });
});
