/**
 * In-app notifications (issue 22, item 5) in real Chromium, the pair in two browsers: Ben, on a 390 px phone, has
 * his partner notice under the bell; when Ann proposes another time in her browser, Ben's bell counts it without a
 * reload; he opens it from the menu (by its link), then marks all read. When Ann gives him feedback after their
 * interview, his bell shows "Feedback received" live and opens the interview where it will be shown.
 */
import type { Page } from 'playwright-core';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { CANDIDATE_CRITERIA, giveFeedback } from './support/feedback';
import { pairAnnAndBen, type RoomPair } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, topBar, waitForRoute } from './support/ui';

const server = serverForThisFile('notifications');

let pair: RoomPair;

beforeAll(async () => {
  pair = await pairAnnAndBen(server);
});

const bell = (page: Page, name: string) => topBar(page).getByRole('button', { name, exact: true });

/** Ann proposes the pair's second shared window on the interview page. */
async function annProposesATime(page: Page): Promise<void> {
  await signIn(page, server, pair.ann);
  await open(page, server, `/interviews/${pair.annInterviewsBen}`);
  await page.getByRole('button', { name: 'Propose another time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose another time' });
  // The first window is usually the current time, which is confirmed rather than proposed.
  await dialog.getByRole('radio').nth(1).check();
  await dialog.getByRole('button', { name: 'Propose this time' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

browserTest('a notice for Ben reaches his bell live on a 390 px phone; he opens it and marks all read', async ({ page: benPage }) => {
  await submitLogin(benPage, server, pair.ben.username, pair.ben.password);
  await waitForRoute(benPage, '/home');
  // The pairing told him his partner: one unread.
  await bell(benPage, 'Notifications, 1 unread').waitFor();
  // Set on this document only: still there afterwards means the page was never reloaded.
  await benPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  const ann = await openBrowser({ width: 1280, height: 800 });
  try {
    await annProposesATime(ann.page);
  } finally {
    await ann.close();
  }

  await bell(benPage, 'Notifications, 2 unread').waitFor({ timeout: 10_000 });
  expect(await benPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await bell(benPage, 'Notifications, 2 unread').click();
  const menu = benPage.getByRole('menu', { name: 'Notifications' });
  const newest = menu.getByRole('menuitem', { name: /^Unread: / }).first();
  expect(await newest.getAttribute('href')).toBe(`#/interviews/${pair.annInterviewsBen}`);
  await newest.click();
  await waitForRoute(benPage, `/interviews/${pair.annInterviewsBen}`);
  await bell(benPage, 'Notifications, 1 unread').waitFor();

  await bell(benPage, 'Notifications, 1 unread').click();
  await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await benPage.keyboard.press('Escape');
  await bell(benPage, 'Notifications').waitFor();
  // The menu and the bar fit the phone: nothing spills sideways.
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}, 120_000, PHONE_VIEWPORT);

browserTest('feedback Ann gives reaches Ben\'s bell live, and opens the interview where it will be shown', async ({ page: benPage }) => {
  // The pair met earlier than proposed; an admin records it, which opens the feedback window (and queues no notice).
  expect(await manage(server, 'reschedule_interview', pair.annInterviewsBen)).toContain('Rescheduled 2 interview(s)');
  await submitLogin(benPage, server, pair.ben.username, pair.ben.password);
  await waitForRoute(benPage, '/home');
  await bell(benPage, 'Notifications').waitFor();

  const ann = await openBrowser({ width: 1280, height: 800 });
  try {
    await signIn(ann.page, server, pair.ann);
    await open(ann.page, server, `/interviews/${pair.annInterviewsBen}`);
    await giveFeedback(ann.page, `${pair.ben.firstName} ${pair.ben.lastName}`, CANDIDATE_CRITERIA, [4, 5, 3, 2], 'Clear plan; test the edge cases earlier.');
  } finally {
    await ann.close();
  }

  const annName = `${pair.ann.firstName} ${pair.ann.lastName}`;
  await bell(benPage, 'Notifications, 1 unread').click({ timeout: 10_000 });
  const received = benPage.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: `Unread: Feedback received from ${annName}` });
  expect(await received.getAttribute('href')).toBe(`#/interviews/${pair.annInterviewsBen}`);
  await received.click();
  await waitForRoute(benPage, `/interviews/${pair.annInterviewsBen}`);
  await benPage.getByText(`${annName} has given feedback. You will see it once you have given yours.`).waitFor();
}, 120_000);
