import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { DAY_MS, movableServerClock } from './support/server-clock';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const clock = movableServerClock(-14 * DAY_MS);
const server = serverForThisFile('admin-chart-labels', { extraEnv: clock.extraEnv });

const adminAccount: NewMember = uniqueMember('admin');

beforeAll(async () => {
  await manage(server, 'create_admin', adminAccount.username, adminAccount.email, '--password', adminAccount.password);
  // Three weeks paired (demo members signed up each week), so the weekly chart has labels at both ends.
  for (const offsetDays of [-14, -7, 0]) {
    await clock.setOffset(offsetDays * DAY_MS);
    await manage(server, 'seed_demo');
    const admin = await ApiSession.signIn(server, adminAccount);
    await admin.send('POST', '/interview/pair/', { signal: true, force_current_week: true });
    await admin.dispose();
  }
});

/**
 * Axis tick labels the reader cannot read whole: shortened with an ellipsis (x-charts cuts a label that does not
 * fit its room) or drawn past the edge of the chart's SVG. Their text, or none.
 */
async function clippedTickLabels(page: Page, chart: string): Promise<string[]> {
  const labels = page.locator(`${chart} .MuiChartsAxis-tickLabel`);
  await labels.first().waitFor();
  return labels.evaluateAll((elements) =>
    elements
      .filter((label) => {
        const frame = (label.closest('svg') as SVGSVGElement).getBoundingClientRect();
        const box = label.getBoundingClientRect();
        const outside = box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5;
        return (label.textContent ?? '').includes('…') || (box.width > 0 && outside);
      })
      .map((label) => label.textContent ?? ''),
  );
}

async function openBusyDay(page: Page): Promise<void> {
  await open(page, server, '/signups/');
  const busyDays = page.getByRole('group', { name: 'Signups per day' }).getByRole('button', { name: /: [1-9]\d* signups?$/ });
  await busyDays.first().click();
}

const OUTCOMES_CHART = 'section[aria-labelledby="week-outcomes-heading"]';
const DAY_CHART = 'section[aria-label="Day view"]';

browserTest('no axis label of the pairing dashboard or the signup heatmap is cut off', async ({ page }) => {
  await signIn(page, server, adminAccount);
  await open(page, server, '/pairing');
  expect(await clippedTickLabels(page, OUTCOMES_CHART)).toEqual([]);
  await openBusyDay(page);
  expect(await clippedTickLabels(page, DAY_CHART)).toEqual([]);
});

browserTest(
  'on a 390 px phone, no axis label of either chart is cut off',
  async ({ page }) => {
    await submitLogin(page, server, adminAccount.username, adminAccount.password);
    // Signed in once the app lands on /home: it passes '#/' on the way, and that redirect would undo a navigation made then.
    await waitForRoute(page, '/home');
    await open(page, server, '/pairing');
    expect(await clippedTickLabels(page, OUTCOMES_CHART)).toEqual([]);
    await openBusyDay(page);
    expect(await clippedTickLabels(page, DAY_CHART)).toEqual([]);
  },
  undefined,
  PHONE_VIEWPORT,
);
