import type { Page } from 'playwright-core';
import { browserTest } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, SIGNED_IN_LINKS, topBar, topBarItem, waitForRoute } from './support/ui';

const server = serverForThisFile('routing');

const DARK_BELOW = 0.2;
const LIGHT_ABOVE = 0.8;

/** Relative luminance (0 black … 1 white) of the body's computed background; runs in the page, so self-contained. */
function bodyBackgroundLuminance(): number {
  const colour = getComputedStyle(document.body).backgroundColor;
  const channels = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (!channels) return NaN;
  const [red, green, blue] = channels.slice(1, 4).map((channel) => Number(channel) / 255);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The colour mode switches without a reload; give the re-render a moment. */
async function waitForDarkBody(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await page.evaluate(bodyBackgroundLuminance)) >= DARK_BELOW) {
    if (Date.now() > deadline) throw new Error(`The body background is still light: ${await page.evaluate(() => getComputedStyle(document.body).backgroundColor)}`);
    await page.waitForTimeout(100);
  }
}

describe('routes and the top bar when signed out', () => {
  browserTest('the root path leads to the home page, whose top bar offers Join but no member links', async ({ page }) => {
    await open(page, server, '/');
    await waitForRoute(page, '/home');
    await page.getByText('Never fail another interview').waitFor();
    await topBarItem(page, 'Join').waitFor();
    for (const link of [...SIGNED_IN_LINKS, 'Admin Dashboard']) expect(await topBarItem(page, link).count()).toBe(0);
  });

  browserTest('a signed-out visitor of a member page is sent to /auth, which remembers the page', async ({ page }) => {
    await open(page, server, '/interviews');
    await waitForRoute(page, '/auth?next=%2Finterviews');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
  });

  browserTest('an unknown route shows Not Found', async ({ page }) => {
    await open(page, server, '/no-such-page');
    await page.getByText('Not Found', { exact: true }).waitFor();
  });

  browserTest('dark mode survives a reload', async ({ page }) => {
    await open(page, server, '/home');
    await page.getByText('Never fail another interview').waitFor();
    expect(await page.evaluate(bodyBackgroundLuminance)).toBeGreaterThan(LIGHT_ABOVE);

    await topBar(page).getByRole('button', { name: /dark|colou?r mode|theme/i }).click();
    await waitForDarkBody(page);

    await page.reload();
    await page.getByText('Never fail another interview').waitFor();
    expect(await page.evaluate(bodyBackgroundLuminance)).toBeLessThan(DARK_BELOW);
  });
});
