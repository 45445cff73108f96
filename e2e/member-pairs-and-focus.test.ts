/**
 * Issue 30, majors 2 and 5 and the time panel's minor, on the member's path. Cat is paired with Ben, asks for a
 * second practice by keyboard, and Nina (a second browser) asks for a partner by keyboard and gets Cat: My
 * Interviews shows Cat one group per pair, named by its partner, whose links open that pair's interviews. Every
 * action whose button goes away with the state it changed (Ask for a second practice, Find me a partner this
 * week, Confirm, Withdraw proposal, Accept, Cancel both interviews) leaves keyboard focus on what it produced,
 * never on the page body; 'Propose another time' proposes another time at once.
 */
import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('member-pairs-focus');

/** Free in the given [day, firstSlot, endSlot) ranges (slot 0 is 7:00 AM). */
const grid = (...ranges: Array<[number, number, number]>) =>
  Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => ranges.some(([d, first, end]) => d === day && slot >= first && slot < end)));
const MONDAY_EVENING: [number, number, number] = [1, 22, 26];
const THURSDAY_NOON: [number, number, number] = [4, 10, 12];

type PairingResult = { paired_interviews: Array<{ interview_id: string; interviewer: string; interviewee: string }>; unpaired_members: string[] };
type InterviewRow = { interview_id: string; status: string; interviewer: { id: number }; interviewee: { id: number } };

let cat: VerifiedMember;
let ben: VerifiedMember;
let nina: VerifiedMember;
let catInterviewsBen: string;

const fullName = (member: VerifiedMember) => `${member.firstName} ${member.lastName}`;

async function saveAvailability(member: VerifiedMember, availability: boolean[][]): Promise<void> {
  const session = await ApiSession.signIn(server, member);
  try {
    await session.send('POST', '/interview/pool/', { availability });
  } finally {
    await session.dispose();
  }
}

async function interviewsOf(member: VerifiedMember): Promise<InterviewRow[]> {
  const session = await ApiSession.signIn(server, member);
  try {
    return (await session.get<{ interviews: InterviewRow[] }>('/interview/all/details')).interviews;
  } finally {
    await session.dispose();
  }
}

/** Presses a button from the keyboard, as a keyboard user does once it has focus. */
async function pressByKeyboard(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Waits until keyboard focus is on an element whose text starts with one of `texts` (never the body). */
async function focusLandsOn(page: Page, ...texts: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => document.activeElement !== document.body && expected.some((text) => (document.activeElement?.textContent ?? '').trim().startsWith(text)),
    texts,
    { timeout: 15_000 },
  );
}

beforeAll(async () => {
  const admin = await adminSession(server);
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Graphs' });
    const ids: string[] = [];
    for (const title of ['Clone Graph', 'Course Schedule', 'Word Ladder', 'Network Delay']) {
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    cat = await verifiedMember(server, admin, 'cat');
    ben = await verifiedMember(server, admin, 'ben');
    nina = await verifiedMember(server, admin, 'nina');
    // Cat and Ben share Monday evening; Cat is free on Thursday noon too, for a second practice.
    await saveAvailability(cat, grid(MONDAY_EVENING, THURSDAY_NOON));
    await saveAvailability(ben, grid(MONDAY_EVENING));
    const result = await admin.send<PairingResult>('POST', '/interview/pair/', { signal: true, force_current_week: true });
    const interview = result.paired_interviews.find((row) => row.interviewer === cat.username && row.interviewee === ben.username);
    if (!interview) throw new Error(`Cat and Ben were not paired: ${JSON.stringify(result)}`);
    catInterviewsBen = interview.interview_id;
    // Nina saves Thursday noon (her signup goes to next week: this one is paired).
    await saveAvailability(nina, grid(THURSDAY_NOON));
  } finally {
    await admin.dispose();
  }
}, 120_000);

describe('a member with two pairs, by keyboard', () => {
  browserTest('asks for a second practice and gets it; My Interviews shows each pair as its own group, named by its partner', async ({ page }) => {
    await signIn(page, server, cat);
    await open(page, server, '/interviews');
    await pressByKeyboard(page, 'Ask for a second practice');
    await page.getByText('You are on the standby list for a second practice', { exact: false }).waitFor();
    await focusLandsOn(page, 'A second practice this week');

    const ninaBrowser = await openBrowser({ width: 1280, height: 800 });
    try {
      await signIn(ninaBrowser.page, server, nina);
      await open(ninaBrowser.page, server, '/interviews');
      await pressByKeyboard(ninaBrowser.page, 'Find me a partner this week');
      // Paired at once: focus is on a new interview's card, which names Cat.
      await focusLandsOn(ninaBrowser.page, `You interview ${fullName(cat)}`, `${fullName(cat)} interviews you`);
    } finally {
      await ninaBrowser.close();
    }

    await open(page, server, '/interviews');
    const notice = page.getByRole('alert', { name: 'Your interview this week' });
    const withBen = notice.getByRole('group', { name: `Your pair with ${fullName(ben)}` });
    const withNina = notice.getByRole('group', { name: `Your pair with ${fullName(nina)}` });
    await withBen.getByText(`You are paired with ${fullName(ben)}.`).waitFor();
    await withNina.getByText(`You are paired with ${fullName(nina)}.`).waitFor();
    expect(await withBen.getByRole('link').allTextContents()).toEqual([`You interview ${fullName(ben)}`, `${fullName(ben)} interviews you`]);
    expect(await withNina.getByRole('link').allTextContents()).toEqual([`You interview ${fullName(nina)}`, `${fullName(nina)} interviews you`]);

    await withNina.getByRole('link', { name: `${fullName(nina)} interviews you` }).click();
    await page.getByText(`${nina.firstName} interviews you`, { exact: true }).waitFor();
    await open(page, server, '/interviews');
    await withBen.getByRole('link', { name: `You interview ${fullName(ben)}` }).click();
    await page.getByText(`You interview ${ben.firstName}`, { exact: true }).waitFor();
    expect(page.url()).toContain(`/interviews/${catInterviewsBen}`);
  }, 180_000);

  browserTest('confirms, proposes, withdraws and accepts a time, and cancels, with focus on what each action produced', async ({ page }) => {
    await signIn(page, server, ben);
    await open(page, server, `/interviews/${catInterviewsBen}`);
    await pressByKeyboard(page, 'Confirm');
    await page.getByText(`You confirmed this time. Waiting for ${fullName(cat)} to confirm it.`).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor({ state: 'detached' });
    await focusLandsOn(page, 'Confirm or move the time');

    // The dialog offers other times only, the first chosen: proposing it at once works.
    await pressByKeyboard(page, 'Propose another time');
    const dialog = page.getByRole('dialog', { name: 'Propose another time' });
    await dialog.getByRole('button', { name: 'Propose this time' }).click();
    await page.getByText('Time proposed: your partner is told').waitFor();
    await pressByKeyboard(page, 'Withdraw proposal');
    await page.getByText('Proposal withdrawn: the current time stands').waitFor();
    await page.getByRole('button', { name: 'Withdraw proposal' }).waitFor({ state: 'detached' });
    await focusLandsOn(page, 'Confirm or move the time');

    await pressByKeyboard(page, 'Propose another time');
    await dialog.getByRole('button', { name: 'Propose this time' }).click();
    await page.getByText('Time proposed: your partner is told').waitFor();

    const catBrowser = await openBrowser({ width: 1280, height: 800 });
    try {
      await signIn(catBrowser.page, server, cat);
      await open(catBrowser.page, server, `/interviews/${catInterviewsBen}`);
      await catBrowser.page.getByText(`${fullName(ben)} proposes`, { exact: false }).waitFor();
      await pressByKeyboard(catBrowser.page, 'Accept');
      await catBrowser.page.getByText(`You and ${fullName(ben)} agreed on this time.`).waitFor();
      await catBrowser.page.getByRole('button', { name: 'Accept', exact: true }).waitFor({ state: 'detached' });
      await focusLandsOn(catBrowser.page, 'Confirm or move the time');

      // Cat cancels her second practice with Nina: focus goes to the notice that says so, at the top.
      const withNina = (await interviewsOf(cat)).find((row) => row.status === 'pending' && row.interviewer.id === cat.id && row.interviewee.id === nina.id);
      if (!withNina) throw new Error('Cat has no second practice with Nina');
      await open(catBrowser.page, server, `/interviews/${withNina.interview_id}`);
      await catBrowser.page.getByRole('button', { name: 'Cancel this interview' }).click();
      const cancelDialog = catBrowser.page.getByRole('dialog', { name: `Cancel your interviews with ${fullName(nina)}?` });
      await cancelDialog.getByRole('textbox', { name: /reason/i }).fill('A conference on Thursday.');
      await pressByKeyboard(catBrowser.page, 'Cancel both interviews');
      await catBrowser.page.getByRole('region', { name: 'Cancellation' }).getByText('Reason: A conference on Thursday.').waitFor();
      await focusLandsOn(catBrowser.page, `Cancelled by ${fullName(cat)}`);
    } finally {
      await catBrowser.close();
    }
  }, 180_000);
});
