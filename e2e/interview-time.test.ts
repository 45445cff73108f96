/**
 * Confirm or move the interview time (issue 22, item 1) in real Chromium, the pair in two browsers: Ann proposes
 * one of their shared windows, Ben accepts it, and both see the agreed time on the interview page and in My
 * Interviews; then the same on a 390 px phone, with a counter-proposal.
 */
import type { Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { pairAnnAndBen, type RoomPair } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('interview-time');

let pair: RoomPair;

beforeAll(async () => {
  pair = await pairAnnAndBen(server);
});

async function openInterview(page: Page, member: VerifiedMember): Promise<void> {
  // The login form, not signIn: on a phone the top bar's links sit in the menu.
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, `/interviews/${pair.annInterviewsBen}`);
  await page.getByRole('heading', { name: 'Confirm or move the time' }).waitFor();
}

/** Picks the n-th shared window in the dialog and proposes it; returns the time as the page names it. */
async function proposeWindow(page: Page, index: number): Promise<string> {
  await page.getByRole('button', { name: 'Propose another time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose another time' });
  const choice = dialog.locator('label:has(input[type="radio"])').nth(index);
  await choice.click();
  const label = (await choice.innerText()).trim();
  await dialog.getByRole('button', { name: 'Propose this time' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return label;
}

async function proposeAndAccept(annPage: Page, benPage: Page, windowIndex: number): Promise<void> {
  const time = await proposeWindow(annPage, windowIndex);
  await annPage.getByText(`You proposed ${time}.`).waitFor();

  await benPage.reload();
  const proposal = benPage.getByRole('alert').filter({ hasText: `proposes ${time}.` });
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await benPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
  await benPage.getByText(time, { exact: true }).first().waitFor();

  // Ann sees the agreed time where the proposed one was, and in My Interviews.
  await annPage.reload();
  await annPage.getByText(/^You and .* agreed on this time\.$/).waitFor();
  await annPage.getByText(time, { exact: true }).first().waitFor();
  await open(annPage, server, '/interviews');
  await annPage.getByText(`Proposed time: ${time}`).first().waitFor();
  expect(await annPage.getByText(`Proposed time: ${time}`).count()).toBe(2);
}

browserTest('Ann proposes a shared window, Ben accepts, both see the agreed time', async ({ page: annPage }) => {
  const ben = await openBrowser({ width: 1280, height: 800 });
  try {
    await openInterview(annPage, pair.ann);
    await openInterview(ben.page, pair.ben);
    await proposeAndAccept(annPage, ben.page, 1);
  } finally {
    await ben.close();
  }
}, 120_000);

browserTest('on a 390 px phone: a counter-proposal, accepted', async ({ page: annPage }) => {
  const ben = await openBrowser(PHONE_VIEWPORT);
  try {
    await openInterview(annPage, pair.ann);
    await openInterview(ben.page, pair.ben);
    // Ben proposes first; Ann answers with another window, which Ben accepts.
    const bens = await proposeWindow(ben.page, 0);
    await annPage.reload();
    await annPage.getByRole('alert').filter({ hasText: `proposes ${bens}.` }).waitFor();
    await proposeAndAccept(annPage, ben.page, 2);
    // Nothing spills sideways on the phone.
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await ben.close();
  }
}, 120_000, PHONE_VIEWPORT);
