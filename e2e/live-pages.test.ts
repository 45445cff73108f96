/**
 * Issue 30, major 4: open pages follow what the partner, the server and the member change, with no reload. Ann and
 * Ben in two browsers: Ben's interview page shows Ann's proposal as she makes it and drops it as she withdraws it;
 * Ann's shows Ben's Accept, and Ben's feedback window moves with the agreed time; when Ann cancels, Ben's open My
 * Interviews names Eve, his new partner from the standby list. Cat, with no interviews, clicks "Find me a partner
 * this week" and is paired with Dan at once: her page lists the pair, and Dan's open page lists it too.
 */
import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { pairAnnAndBen, type RoomPair } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { partnersProposal, proposeWindow } from './support/interview-time';
import { open, submitLogin, topBarItem, waitForRoute } from './support/ui';

const server = serverForThisFile('live-pages');

/** Free in the given [day, firstSlot, endSlot) ranges (slot 0 is 7:00 AM). */
const grid = (...ranges: Array<[number, number, number]>) =>
  Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => ranges.some(([d, first, end]) => d === day && slot >= first && slot < end)));
const MONDAY_EVENING = grid([1, 22, 26]);
const WEDNESDAY_EVENING = grid([3, 22, 26]);

let pair: RoomPair;
let cat: VerifiedMember;
let dan: VerifiedMember;

beforeAll(async () => {
  pair = await pairAnnAndBen(server);
  const admin = await adminSession(server);
  try {
    cat = await verifiedMember(server, admin, 'cat');
    dan = await verifiedMember(server, admin, 'dan');
  } finally {
    await admin.dispose();
  }
}, 120_000);

/** Signs in through the login form (a phone's top bar folds its links) and opens `path`. */
async function signInAt(page: Page, member: VerifiedMember, path: string): Promise<void> {
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, path);
}

const nameOf = (member: VerifiedMember) => `${member.firstName} ${member.lastName}`;
browserTest("the partner's proposal, withdrawal, Accept and cancel reach the other member's open page", async ({ page: annPage }) => {
  const ben = await openBrowser({ width: 1280, height: 800 });
  const benPage = ben.page;
  try {
    const interviewPath = `/interviews/${pair.annInterviewsBen}`;
    await signInAt(benPage, pair.ben, interviewPath);
    await signInAt(annPage, pair.ann, interviewPath);
    for (const page of [annPage, benPage]) await page.getByRole('heading', { name: 'Confirm or move the time' }).waitFor();
    const feedbackOpens = benPage.getByText(/^Feedback opens /);
    const opensBefore = await feedbackOpens.innerText();

    // The dialog leaves out the current time (the pairing's), which cannot be proposed again.
    const withdrawn = await proposeWindow(annPage, 1);
    const own = annPage.getByRole('alert').filter({ hasText: `You proposed ${withdrawn}.` });
    await own.waitFor();
    await partnersProposal(benPage).waitFor();
    await own.getByRole('button', { name: 'Withdraw proposal' }).click();
    await own.waitFor({ state: 'detached' });
    // Gone from Ben's page as well, so he cannot Accept what no longer stands.
    await partnersProposal(benPage).waitFor({ state: 'detached' });

    const accepted = await proposeWindow(annPage, 0);
    await annPage.getByText(`You proposed ${accepted}.`).waitFor();
    await partnersProposal(benPage).getByRole('button', { name: 'Accept' }).click();
    await benPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
    await annPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
    // The feedback window follows the agreed time (it showed the old one until a reload).
    await benPage.getByText(opensBefore, { exact: true }).waitFor({ state: 'detached' });
    await feedbackOpens.waitFor();

    // Ben keeps My Interviews open; Eve waits on the standby list with his Monday evening. Ann cancels.
    await topBarItem(benPage, 'View your interviews').click();
    await waitForRoute(benPage, '/interviews');
    await benPage.getByRole('heading', { name: 'My Interviews' }).waitFor();
    await benPage.getByText(nameOf(pair.ann), { exact: false }).first().waitFor();
    expect(await benPage.getByText(nameOf(pair.outsider), { exact: false }).count()).toBe(0);
    const eve = await ApiSession.signIn(server, pair.outsider);
    try {
      expect((await eve.send<{ interview_ids: string[] }>('POST', '/interview/standby/', { availability: MONDAY_EVENING })).interview_ids).toEqual([]);
    } finally {
      await eve.dispose();
    }
    await open(annPage, server, interviewPath);
    await annPage.getByRole('button', { name: 'Cancel this interview' }).click();
    const dialog = annPage.getByRole('dialog', { name: `Cancel your interviews with ${nameOf(pair.ben)}?` });
    await dialog.getByRole('textbox', { name: /reason/i }).fill('A family visit on Monday.');
    await dialog.getByRole('button', { name: 'Cancel both interviews' }).click();
    await annPage.getByText(/^Both interviews are cancelled/).waitFor();
    // Ben's open page names his new partner.
    await benPage.getByText(nameOf(pair.outsider), { exact: false }).first().waitFor();
  } finally {
    await ben.close();
  }
}, 180_000);

browserTest('"Find me a partner this week" pairs at once: the page lists the pair, and the partner\'s open page too', async ({ page: catPage }) => {
  // Dan waits on the standby list; Cat saved the same evening on the signup page.
  const danApi = await ApiSession.signIn(server, dan);
  const catApi = await ApiSession.signIn(server, cat);
  try {
    expect((await danApi.send<{ interview_ids: string[] }>('POST', '/interview/standby/', { availability: WEDNESDAY_EVENING })).interview_ids).toEqual([]);
    await catApi.send('POST', '/interview/pool/', { availability: WEDNESDAY_EVENING });
  } finally {
    await danApi.dispose();
    await catApi.dispose();
  }
  const danBrowser = await openBrowser({ width: 1280, height: 800 });
  try {
    await signInAt(danBrowser.page, dan, '/interviews');
    const leave = danBrowser.page.getByRole('button', { name: 'Leave the standby list' });
    await leave.waitFor();

    await signInAt(catPage, cat, '/interviews');
    await catPage.getByText('No interviews found').waitFor();
    await catPage.getByRole('button', { name: 'Find me a partner this week' }).click();
    await catPage.getByText('You have a partner this week: see My Interviews (you were both emailed).').waitFor();
    await catPage.getByText(nameOf(dan), { exact: false }).first().waitFor();
    expect(await catPage.getByText('No interviews found').count()).toBe(0);
    await catPage.getByRole('button', { name: 'Ask for a second practice' }).waitFor();

    await danBrowser.page.getByText(nameOf(cat), { exact: false }).first().waitFor();
    await leave.waitFor({ state: 'detached' });
  } finally {
    await danBrowser.close();
  }
}, 120_000, PHONE_VIEWPORT);
