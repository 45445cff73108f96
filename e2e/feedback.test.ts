/**
 * Feedback after an interview (issue 12): two members paired through the CLI's pairing give each other
 * feedback in the browser; neither sees the other's before both have submitted, then both do, and marking
 * the interview done on both sides completes it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('feedback');

let admin: ApiSession;
let ann: VerifiedMember;
let ben: VerifiedMember;
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
    ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  ann = await verifiedMember(server, admin, 'ann');
  ben = await verifiedMember(server, admin, 'ben');
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

async function switchTo(page: Page, context: BrowserContext, member: VerifiedMember): Promise<void> {
  // Signed out by dropping the cookies; the reload makes the SPA ask for its session again.
  await context.clearCookies();
  if (page.url().startsWith(server.baseUrl)) await page.reload();
  await signIn(page, server, member);
  await open(page, server, `/interviews/${interviewId}`);
  await page.getByRole('heading', { name: 'Feedback', exact: true }).waitFor();
}

/** Chooses each score with the keyboard (Space on the star's radio), as a keyboard user would. */
async function giveFeedback(page: Page, partner: VerifiedMember, scores: number[], comments: string): Promise<void> {
  const form = page.getByRole('form', { name: `Feedback for ${fullName(partner)}` });
  for (const [index, group] of ['Problem solving', 'Communication', 'Code quality', 'Hints needed'].entries()) {
    await form.getByRole('group', { name: group }).getByRole('radio', { name: `${scores[index]} out of 5` }).focus();
    await page.keyboard.press('Space');
  }
  await form.getByRole('textbox', { name: 'Comments' }).fill(comments);
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await page.getByText('Feedback submitted', { exact: true }).waitFor();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('feedback after an interview', () => {
  browserTest('is given by both partners and revealed to each only once both have submitted it', async ({ page, context }) => {
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
    await giveFeedback(page, ben, [4, 5, 3, 2], ANN_NOTES);
    await region(page, `Your feedback for ${fullName(ben)}`).getByText('test the edge cases').waitFor();
    await region(page, `${fullName(ben)}'s feedback for you`).getByText(/^Waiting for /).waitFor();

    // Ben learns that Ann gave feedback, not what it says.
    await switchTo(page, context, ben);
    await region(page, `${fullName(ann)}'s feedback for you`).getByText(`${fullName(ann)} has given feedback. You will see it once you have given yours.`).waitFor();
    expect(await page.getByText('test the edge cases').count()).toBe(0);
    await giveFeedback(page, ann, [5, 4, 4, 5], BEN_NOTES);
    const fromAnn = region(page, `${fullName(ann)}'s feedback for you`);
    await fromAnn.getByText('test the edge cases').waitFor();
    expect(await fromAnn.locator('strong').textContent()).toBe('test the edge cases');
    await fromAnn.getByText('4 out of 5').first().waitFor();

    // And Ann now sees Ben's.
    await switchTo(page, context, ann);
    await region(page, `${fullName(ben)}'s feedback for you`).getByText(BEN_NOTES).waitFor();
    expect(await page.getByRole('button', { name: 'Edit feedback' }).count()).toBe(0);

    // Both mark it done: the interview is completed.
    await page.getByRole('button', { name: 'Mark interview as done' }).click();
    await page.getByText(`You marked this interview as done. Waiting for ${fullName(ben)} to mark it done too.`).waitFor();
    await switchTo(page, context, ben);
    await page.getByRole('button', { name: 'Mark interview as done' }).click();
    await page.getByText('You both marked this interview as done.').waitFor();
    await page.getByText(/^Completed on /).waitFor();

    // Ben's profile keeps what he received.
    await open(page, server, '/profile');
    const history = region(page, 'Feedback received');
    await history.getByText(`from ${fullName(ann)}, you were the interviewee`, { exact: false }).waitFor();
    await history.getByText('1 review; latest average 3.5 out of 5.').waitFor();
    await history.getByText('A chart of your scores over time appears after your second review.').waitFor();
  });
});
