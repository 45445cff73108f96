/**
 * Feedback after an interview (issue 12): two members paired through the CLI's pairing give each other
 * feedback in the browser; neither sees the other's before both have submitted, then both do, and marking
 * the interview done on both sides completes it. Each direction has its own rubric (issue 20): the
 * interviewer scores the candidate, the interviewee scores the interviewer, and the profiles and the
 * admin's view keep the two apart.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { CANDIDATE_CRITERIA, giveFeedback, INTERVIEWER_CRITERIA } from './support/feedback';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('feedback');

let admin: ApiSession;
let ann: VerifiedMember;
let ben: VerifiedMember;
/** An admin who was not in the interview. */
let cara: VerifiedMember;
/** The interview in which Ann interviews Ben. */
let interviewId: string;

const SLOTS_PER_DAY = 48;
/** Free only on Monday from 6:00 PM for two hours (slot 0 is 7:00 AM). */
const MONDAY_EVENING = Array.from({ length: 7 }, (_, day) => Array.from({ length: SLOTS_PER_DAY }, (_, slot) => day === 1 && slot >= 22 && slot < 26));

const fullName = (member: VerifiedMember) => `${member.firstName} ${member.lastName}`;
const ANN_NOTES = 'Clear plan; **test the edge cases** earlier.';
const BEN_NOTES = 'Helpful hints, good pace.';

async function signUp(member: VerifiedMember): Promise<void> {
  const session = await ApiSession.signIn(server, member);
  try {
    await session.send('POST', '/interview/pool/', { userId: member.id, availability: MONDAY_EVENING });
  } finally {
    await session.dispose();
  }
}

beforeAll(async () => {
  admin = await adminSession(server);
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
  const ids: string[] = [];
  for (const title of ['Two Sum', 'Merge Intervals']) {
    const body = { title, topic: topic.topic_id, prompt: `Solve ${title}.`, solution: `Model solution for ${title}.` };
    ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', body)).question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  ann = await verifiedMember(server, admin, 'ann');
  ben = await verifiedMember(server, admin, 'ben');
  cara = await verifiedMember(server, admin, 'cara');
  await admin.command('make_admin', cara.username);
  await signUp(ann);
  await signUp(ben);
  await manage(server, 'pair', '--force-current-week');
  const session = await ApiSession.signIn(server, ann);
  try {
    const { interviews } = await session.get<{ interviews: Array<{ interview_id: string; interviewer: { id: number } }> }>('/interview/all/details');
    interviewId = interviews.find((interview) => interview.interviewer.id === ann.id)?.interview_id ?? '';
  } finally {
    await session.dispose();
  }
  expect(interviewId).toMatch(/^[0-9a-f-]{36}$/);
});

afterAll(async () => {
  await admin?.dispose();
});

/**
 * Signed out by dropping the cookies; a new document at the sign-in page makes the SPA ask for its session again.
 * Not a reload: reloaded on a signed-in page, the SPA sends the signed-out visitor to sign in and back to that page
 * afterwards, and under load that redirect came after signIn's own visit to /auth (the member landed on /profile).
 */
async function signInAfresh(page: Page, context: BrowserContext, member: VerifiedMember): Promise<void> {
  await context.clearCookies();
  await page.goto(`${server.baseUrl}/?as=${member.username}#/auth`);
  await signIn(page, server, member);
}

async function switchTo(page: Page, context: BrowserContext, member: VerifiedMember): Promise<void> {
  await signInAfresh(page, context, member);
  await open(page, server, `/interviews/${interviewId}`);
  await page.getByRole('heading', { name: 'Feedback', exact: true }).waitFor();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('feedback after an interview', () => {
  browserTest('is given by both partners and revealed to each only once both have submitted it', async ({ page, context }) => {
    // Before the round, Ben's questions are hidden from him.
    await switchTo(page, context, ben);
    await page.getByText("Your interviewer's questions stay hidden until the interview is over.", { exact: true }).waitFor();
    expect(await page.getByText(/^Model solution for /).count()).toBe(0);

    // Paired for next week: the window opens at the proposed time, so there is nothing to fill in yet.
    await switchTo(page, context, ann);
    await page.getByText(/^Feedback opens /).waitFor();
    expect(await page.getByRole('form').count()).toBe(0);

    // The pair met earlier than proposed; an admin records it, which opens the window for both interviews.
    expect(await manage(server, 'reschedule_interview', interviewId)).toContain('Rescheduled 2 interview(s)');

    await open(page, server, '/interviews');
    await page.getByRole('region', { name: 'Feedback pending' }).waitFor();
    expect(await page.getByText('Feedback pending', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await open(page, server, `/interviews/${interviewId}`);
    await giveFeedback(page, fullName(ben), CANDIDATE_CRITERIA, [4, 5, 3, 2], ANN_NOTES);
    await region(page, `Your feedback for ${fullName(ben)}`).getByText('test the edge cases').waitFor();
    await region(page, `${fullName(ben)}'s feedback for you`).getByText(/^Waiting for /).waitFor();

    // Ben's question was kept from him until now: Ann's feedback ended his round, so he reads it, model solution
    // included, next to the feedback (issue 28).
    await switchTo(page, context, ben);
    const learning = page.getByRole('region', { name: 'After the interview: the question, a model solution and the follow-ups' });
    await learning.getByRole('button', { name: /Two Sum|Merge Intervals/ }).click();
    await learning.getByText(/^Model solution for (Two Sum|Merge Intervals)\.$/).waitFor();
    expect(await page.getByRole('heading', { name: 'Technical questions', exact: true }).count()).toBe(0);

    // Ben learns that Ann gave feedback, not what it says.
    await region(page, `${fullName(ann)}'s feedback for you`).getByText(`${fullName(ann)} has given feedback. You will see it once you have given yours.`).waitFor();
    expect(await page.getByText('test the edge cases').count()).toBe(0);
    // Ben was interviewed by Ann: he scores her as an interviewer, not on the candidate criteria.
    await giveFeedback(page, fullName(ann), INTERVIEWER_CRITERIA, [5, 4, 4], BEN_NOTES);
    const fromAnn = region(page, `${fullName(ann)}'s feedback for you`);
    await fromAnn.getByText('test the edge cases').waitFor();
    expect(await fromAnn.locator('strong').textContent()).toBe('test the edge cases');
    await fromAnn.getByText('Scored as the candidate').waitFor();
    await fromAnn.getByText('4 out of 5').first().waitFor();
    await region(page, `Your feedback for ${fullName(ann)}`).getByText('Question clarity').waitFor();

    // And Ann now sees Ben's, on the interviewer's criteria only.
    await switchTo(page, context, ann);
    const fromBen = region(page, `${fullName(ben)}'s feedback for you`);
    await fromBen.getByText(BEN_NOTES).waitFor();
    await fromBen.getByText('Professionalism and time-keeping').waitFor();
    expect(await fromBen.getByText('Problem solving').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit feedback' }).count()).toBe(0);

    // Both mark it done: the interview is completed.
    await page.getByRole('button', { name: 'Mark interview as done' }).click();
    await page.getByText(`You marked this interview as done. Waiting for ${fullName(ben)} to mark it done too.`).waitFor();
    await switchTo(page, context, ben);
    await page.getByRole('button', { name: 'Mark interview as done' }).click();
    await page.getByText('You both marked this interview as done.').waitFor();
    await page.getByText(/^Completed on /).waitFor();

    // Ben's profile keeps what he received, as the interviewee.
    await open(page, server, '/profile');
    const history = region(page, 'Feedback received');
    const asInterviewee = history.getByRole('region', { name: 'As the interviewee', exact: true });
    await asInterviewee.getByText(`from ${fullName(ann)}, you were the interviewee`, { exact: false }).waitFor();
    await asInterviewee.getByText('1 review; average 3.5 out of 5.').waitFor();
    await asInterviewee.getByText('A chart of these scores over time appears after the second review.').waitFor();
    expect(await history.getByRole('region', { name: 'As the interviewer', exact: true }).count()).toBe(0);

    // Ann's keeps hers as the interviewer, averaged on the interviewer's criteria alone.
    await signInAfresh(page, context, ann);
    await open(page, server, '/profile');
    const asInterviewer = region(page, 'Feedback received').getByRole('region', { name: 'As the interviewer', exact: true });
    await asInterviewer.getByText('1 review; average 4.3 out of 5.').waitFor();
    await asInterviewer.getByText('Question clarity 5.0, Helpfulness of hints 4.0, Professionalism and time-keeping 4.0.').waitFor();
    expect(await region(page, 'Feedback received').getByRole('region', { name: 'As the interviewee', exact: true }).count()).toBe(0);

    // An admin who was not in it reads both, each named by its rubric.
    await switchTo(page, context, cara);
    const annOnBen = region(page, `${fullName(ann)}'s feedback for ${fullName(ben)}`);
    await annOnBen.getByText('Scored as the candidate').waitFor();
    await annOnBen.getByText('Hints needed').waitFor();
    const benOnAnn = region(page, `${fullName(ben)}'s feedback for ${fullName(ann)}`);
    await benOnAnn.getByText('Scored as the interviewer', { exact: true }).waitFor();
    await benOnAnn.getByText('Helpfulness of hints').waitFor();
    expect(await benOnAnn.getByText('Hints needed').count()).toBe(0);
  });
});
