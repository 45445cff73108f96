/**
 * Confirm or move the interview time (issue 22, item 1) in real Chromium, the pair in two browsers: Ann proposes
 * one of their shared windows and withdraws it, then proposes another that Ben accepts, and both see the time
 * called agreed on the interview page and in My Interviews; Ben's stored time zone (Tokyo) differs from Ann's
 * browser's, so Ann's page shows each time on Ben's clock too. Then the same on a 390 px phone, with a
 * counter-proposal.
 */
import type { Page } from 'playwright-core';
import { ApiSession, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { pairAnnAndBen, type RoomPair } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { partnersProposal, proposeWindow } from './support/interview-time';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('interview-time');

let pair: RoomPair;
/** Ben's stored zone: UTC+9 all year, so never the clock of Ann's browser (the machine's zone) on these dates. */
const BENS_ZONE = 'Asia/Tokyo';
/** How Ann's page names a time on Ben's clock. */
const ON_BENS_CLOCK = / \(your time\) · .+ for Ben Tester \(Asia\/Tokyo\)$/;

beforeAll(async () => {
  pair = await pairAnnAndBen(server);
  // Ben saved his time zone on his profile (the same call the profile form makes).
  const ben = await ApiSession.signIn(server, pair.ben);
  await ben.send('PUT', '/members/profile/', { time_zone: BENS_ZONE });
  await ben.dispose();
});

async function openInterview(page: Page, member: VerifiedMember): Promise<void> {
  // The login form, not signIn: on a phone the top bar's links sit in the menu.
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, `/interviews/${pair.annInterviewsBen}`);
  await page.getByRole('heading', { name: 'Confirm or move the time' }).waitFor();
}

/** The detail's time card: its label ("Proposed time" or "Agreed time") and the time under it. */
const timeCard = (page: Page, label: 'Proposed time' | 'Agreed time') => page.locator('.MuiPaper-root').filter({ has: page.getByText(label, { exact: true }) });

/** Ann proposes a window and takes it back before Ben answers: gone from both pages, the time as it was. */
async function proposeAndWithdraw(annPage: Page, benPage: Page, windowIndex: number): Promise<void> {
  const time = await proposeWindow(annPage, windowIndex);
  const own = annPage.getByRole('alert').filter({ hasText: `You proposed ${time}.` });
  await own.waitFor();
  await benPage.reload();
  await partnersProposal(benPage).waitFor();

  await own.getByRole('button', { name: 'Withdraw proposal' }).click();
  await annPage.getByText('Proposal withdrawn: the current time stands').waitFor();
  await own.waitFor({ state: 'detached' });
  await benPage.reload();
  await benPage.getByRole('heading', { name: 'Confirm or move the time' }).waitFor();
  await benPage.getByRole('button', { name: 'Propose another time' }).waitFor();
  expect(await partnersProposal(benPage).count()).toBe(0);
}

async function proposeAndAccept(annPage: Page, benPage: Page, windowIndex: number): Promise<void> {
  const time = await proposeWindow(annPage, windowIndex);
  // Ann's page names each time on Ben's clock too; Ben's (Ann stated no zone) on the community's and his own.
  expect(time).toMatch(ON_BENS_CLOCK);
  await annPage.getByText(`You proposed ${time}.`).waitFor();

  await benPage.reload();
  const proposal = partnersProposal(benPage);
  const bensTime = ((await proposal.locator('.MuiAlert-message').innerText()).match(/proposes (.+)\.$/s) ?? [])[1] ?? '';
  expect(bensTime).not.toBe('');
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await benPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
  await timeCard(benPage, 'Agreed time').getByText(bensTime, { exact: true }).first().waitFor();

  // Ann sees the agreed time, called so, where the proposed one was, and in My Interviews.
  await annPage.reload();
  await annPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
  await timeCard(annPage, 'Agreed time').getByText(time, { exact: true }).first().waitFor();
  await open(annPage, server, '/interviews');
  await annPage.getByText(`Agreed time: ${time}`).first().waitFor();
  expect(await annPage.getByText(`Agreed time: ${time}`).count()).toBe(2);
}

browserTest('Ann proposes a shared window and withdraws it, then Ben accepts another: the time is called agreed', async ({ page: annPage }) => {
  const ben = await openBrowser({ width: 1280, height: 800 });
  try {
    await openInterview(annPage, pair.ann);
    await openInterview(ben.page, pair.ben);
    // Before both agree it is the proposed time; Ann's page shows it on Ben's clock too.
    await timeCard(annPage, 'Proposed time').getByText(ON_BENS_CLOCK).first().waitFor();
    await timeCard(ben.page, 'Proposed time').waitFor();
    // The dialog leaves out the current time (the pairing's), which cannot be proposed again.
    await proposeAndWithdraw(annPage, ben.page, 1);
    await proposeAndAccept(annPage, ben.page, 0);
  } finally {
    await ben.close();
  }
}, 120_000);

browserTest('on a 390 px phone: a counter-proposal withdrawn, another accepted', async ({ page: annPage }) => {
  const ben = await openBrowser(PHONE_VIEWPORT);
  try {
    await openInterview(annPage, pair.ann);
    await openInterview(ben.page, pair.ben);
    // Ben proposes first; Ann sees it on both clocks, answers with another window, takes it back, then proposes a
    // third, which Ben accepts.
    await proposeWindow(ben.page, 0);
    await annPage.reload();
    await partnersProposal(annPage).getByText(/proposes .+ for Ben Tester \(Asia\/Tokyo\)\.$/).waitFor();
    // The time agreed above is left out of the dialog: window 1 is the last one.
    await proposeAndWithdraw(annPage, ben.page, 1);
    await proposeAndAccept(annPage, ben.page, 1);
    expect(await annPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nothing spills sideways on the phone.
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await ben.close();
  }
}, 120_000, PHONE_VIEWPORT);
