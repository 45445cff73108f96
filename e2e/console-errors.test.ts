import type { Page } from 'playwright-core';
import { availableCells, gridCell } from './support/availability';
import { adminSession, verifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

// Issue 30 (minor): pages nobody did anything wrong on log no console errors. Chromium logs every 4xx and 5xx
// answer as one ("Failed to load resource"), so a signed-out visitor's session check and a new member's empty
// availability must be answers, not errors.
const server = serverForThisFile('console-errors');

/** Console errors and uncaught exceptions from now on, with the URL of a failed load where Chromium gives one. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

browserTest('a signed-out load of /home logs no console error', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await open(page, server, '/home');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

browserTest("a new member's availability page, before they ever saved one, logs no console error and shows an empty week", async ({ page }) => {
  const admin = await adminSession(server);
  const member = await verifiedMember(server, admin, 'fresh').finally(() => admin.dispose());
  // From the start: the availability may be asked for as soon as the member is signed in. Chromium logs a failed
  // load as its response arrives, so once the answer is in, any error it caused is too.
  const errors = recordConsoleErrors(page);
  const availabilityAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/interview/availability/') availabilityAnswers.push(response.status());
  });
  await signIn(page, server, member);
  await open(page, server, '/interview-signup');
  await gridCell(page, 'Monday', '6:00 PM').waitFor();
  for (const deadline = Date.now() + 15_000; availabilityAnswers.length === 0 && Date.now() < deadline; ) await page.waitForTimeout(100);
  expect(availabilityAnswers).toEqual([200]);
  expect(errors).toEqual([]);
  expect(await availableCells(page)).toEqual([]);
});
