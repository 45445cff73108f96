/**
 * Issue 30: /pairing's weekly outcomes on a 390 px phone, with a single paired week: each figure says what it
 * counts, nothing scrolls sideways, and the chart marks the week (one point draws no line).
 */
import { ApiSession } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('admin-outcomes-phone');
const adminAccount: NewMember = uniqueMember('admin');
const OUTCOMES = 'section[aria-labelledby="week-outcomes-heading"]';

beforeAll(async () => {
  await manage(server, 'create_admin', adminAccount.username, adminAccount.email, '--password', adminAccount.password);
  await manage(server, 'seed_demo');
  const admin = await ApiSession.signIn(server, adminAccount);
  await admin.send('POST', '/interview/pair/', { signal: true, force_current_week: true });
  await admin.dispose();
});

browserTest(
  'on a 390 px phone, one paired week: its figures are named, nothing scrolls sideways, and the chart marks the week',
  async ({ page }) => {
    await submitLogin(page, server, adminAccount.username, adminAccount.password);
    await waitForRoute(page, '/home');
    await open(page, server, '/pairing');

    const weeks = page.getByRole('list', { name: 'Feedback completion, no-show rate and cancellations per week' }).getByRole('listitem');
    await weeks.first().waitFor();
    expect(await weeks.count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' }).count()).toBe(0);
    expect(await weeks.first().getByRole('term').allTextContents()).toEqual(['Interviews held', 'Feedback from both', 'No-shows', 'Cancelled pairs']);
    const [held, feedback, noShows, cancelled] = await weeks.first().getByRole('definition').allTextContents();
    expect(Number(held)).toBeGreaterThan(0);
    expect(feedback).toBe(`0% (0 of ${held} interviews)`);
    expect(noShows).toMatch(/^0% \(0 of \d+ paired members\)$/);
    expect(cancelled).toBe('0');
    await page.getByText(/^A pair holds two interviews: each member interviews the other\./).waitFor();

    // Both rates of the one week: a mark each.
    const marks = page.locator(`${OUTCOMES} .MuiLineChart-markPlot .MuiLineChart-mark`);
    await marks.first().waitFor();
    expect(await marks.count()).toBe(2);

    const sideways = await page.evaluate((selector) => {
      const page = document.scrollingElement as Element;
      const section = document.querySelector(selector) as HTMLElement;
      const overflowing = [section, ...section.querySelectorAll<HTMLElement>('*')].filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible');
      return { pageScrolls: page.scrollWidth > page.clientWidth, sectionRight: section.getBoundingClientRect().right, scrollers: overflowing.length };
    }, OUTCOMES);
    expect(sideways.pageScrolls).toBe(false);
    expect(sideways.sectionRight).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(sideways.scrollers).toBe(0);
  },
  undefined,
  PHONE_VIEWPORT,
);
