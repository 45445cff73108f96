import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { availableCells, dragAcross, gridCell, submitSignup } from './support/availability';
import { axeViolations } from './support/axe';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { waitForMail } from './support/outbox';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

// Issue 20: the availability grid's night rows, its colours in dark mode, its size and drag, the phone list, time zones.
const server = serverForThisFile('availability-grid');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

/** The Sunday of the week open for signups, as the server reckons it. */
async function openWeekStart(member: VerifiedMember): Promise<DateTime> {
  const session = await ApiSession.signIn(server, member);
  const pool = await session.get<{ week_start: string }>('/interview/pool/');
  await session.dispose();
  return DateTime.fromISO(pool.week_start);
}

async function queueTwoTechnicalQuestions(): Promise<void> {
  const suffix = Date.now() % 100_000;
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: `Nights ${suffix}` });
  const ids: string[] = [];
  for (const title of [`Night owl ${suffix}`, `Early bird ${suffix}`]) {
    const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', {
      title, topic: topic.topic_id, prompt: `Solve ${title}.`, solution: 'Sleep on it.', follow_ups: '', source: '',
    });
    ids.push(question.question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
}

/** The background colour of an element as [r, g, b], and its relative luminance (WCAG, 0 black to 1 white). */
async function backgroundOf(page: Page, selector: string): Promise<{ rgb: number[]; luminance: number }> {
  const rgb = await page.locator(selector).first().evaluate((element) => (getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number));
  const linear = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return { rgb, luminance: 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2] };
}

const UNAVAILABLE_CELL = '[role="gridcell"][aria-selected="false"]';
const AVAILABLE_CELL = '[role="gridcell"][aria-selected="true"]';

describe('the night rows name the day they fall on', () => {
  browserTest("a pair free only on Saturday night is proposed Sunday 1:00 AM, named so on the grid, the interview pages and in the email", async ({ page }) => {
    await queueTwoTechnicalQuestions();
    const ann = await verifiedMember(server, admin, 'ann');
    const ben = await verifiedMember(server, admin, 'ben');
    const weekStart = await openWeekStart(ann);
    const saturday = weekStart.plus({ days: 6 });
    const sundayAfter = weekStart.plus({ days: 7 });
    const sundayLabel = sundayAfter.toFormat('M/d');

    await signIn(page, server, ann);
    await open(page, server, '/interview-signup');
    // The Saturday column's 1:00 AM row is Sunday's, and says so in its name, its tooltip and the band above the night rows.
    const saturdayOneAm = page.getByRole('gridcell', { name: `Sunday ${sundayLabel}, 1:00 AM (Saturday night), unavailable`, exact: true });
    expect(await saturdayOneAm.getAttribute('data-day')).toBe('6');
    expect(await page.getByRole('gridcell', { name: new RegExp(`^Saturday ${saturday.toFormat('M/d')}, 1:00 AM,`) }).count()).toBe(0);
    expect(await page.getByTestId('next-day-band').textContent()).toContain(`Sun ${sundayLabel}`);
    await saturdayOneAm.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Day 8, Time 1:00 AM (Saturday night)' }).waitFor();
    await page.getByText(/Times are Pacific time: 7:00 AM P[DS]T is \d+:00 [AP]M \S+ where you are\./).waitFor();

    await dragAcross(page, gridCell(page, 'Sunday', '1:00 AM'), gridCell(page, 'Sunday', '1:30 AM'));
    expect(await availableCells(page)).toEqual(['Sunday 1:00 AM (Saturday night)', 'Sunday 1:30 AM (Saturday night)']);
    await submitSignup(page);

    const saturdayNight = Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => day === 6 && (slot === 36 || slot === 37)));
    const benSession = await ApiSession.signIn(server, ben);
    await benSession.send('POST', '/interview/pool/', { userId: ben.id, availability: saturdayNight });
    await benSession.dispose();
    await manage(server, 'pair', '--force-current-week');

    const proposed = new RegExp(`^(Proposed time: )?Sunday, ${sundayAfter.toFormat('LLLL d, yyyy')}\\b.* 1:00 AM P[DS]T \\(Saturday night\\); your time: Sunday, ${sundayAfter.toFormat('LLLL d, yyyy')}\\b.*[AP]M UTC$`);
    await open(page, server, '/interviews');
    await page.getByRole('link').filter({ hasText: 'Week of' }).first().waitFor();
    expect(await page.getByText(proposed).count()).toBe(2);
    await page.getByRole('link').filter({ hasText: 'Week of' }).first().click();
    await page.getByRole('heading', { name: 'Interview', exact: true, level: 1 }).waitFor();
    await page.getByText(proposed).waitFor();

    const mail = await waitForMail(server, ann.email, (text) => text.includes('Proposed time:'));
    expect(mail).toMatch(new RegExp(`Proposed time: Sunday, ${sundayAfter.toFormat('LLLL d, yyyy')}, 1:00 AM P[DS]T \\(Saturday night\\) \\(`));
  }, 120_000);
});

describe('the grid in both colour schemes', () => {
  browserTest(
    'in dark mode an unavailable cell is dark and an available one stands out from it',
    async ({ page }) => {
      const cara = await verifiedMember(server, admin, 'cara');
      await signIn(page, server, cara);
      await open(page, server, '/interview-signup');
      await gridCell(page, 'Monday', '9:00 AM').click();

      const unavailable = await backgroundOf(page, UNAVAILABLE_CELL);
      const available = await backgroundOf(page, AVAILABLE_CELL);
      const pageBackground = await backgroundOf(page, 'body');
      expect(pageBackground.luminance).toBeLessThan(0.05);
      expect(unavailable.luminance).toBeLessThan(0.1);
      // WCAG's 3:1 for the parts of a control: available against unavailable.
      expect((available.luminance + 0.05) / (unavailable.luminance + 0.05)).toBeGreaterThan(3);
    },
    undefined,
    undefined,
    { colorScheme: 'dark' },
  );

  browserTest('in light mode the cells keep SPEC’s gray.100 and teal.400', async ({ page }) => {
    const dan = await verifiedMember(server, admin, 'dan');
    await signIn(page, server, dan);
    await open(page, server, '/interview-signup');
    await gridCell(page, 'Monday', '9:00 AM').click();
    expect((await backgroundOf(page, UNAVAILABLE_CELL)).rgb).toEqual([245, 245, 245]);
    expect((await backgroundOf(page, AVAILABLE_CELL)).rgb).toEqual([38, 166, 154]);
  });
});

describe('the grid is easy to hit and to drag', () => {
  browserTest('rows are 28 px tall, and a drag held at the bottom of the window scrolls on and paints the rows it reaches', async ({ page }) => {
    const eve = await verifiedMember(server, admin, 'eve');
    await signIn(page, server, eve);
    await open(page, server, '/interview-signup');
    const first = gridCell(page, 'Tuesday', '7:00 AM');
    await first.scrollIntoViewIfNeeded();
    expect((await first.boundingBox())?.height).toBeGreaterThanOrEqual(27);

    const start = await first.boundingBox();
    if (!start) throw new Error('The grid is not rendered.');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2, viewport.height - 4, { steps: 8 });
    await page.waitForFunction((before) => window.scrollY > before + 400, scrolledBefore);
    await page.mouse.up();

    const painted = await availableCells(page);
    expect(painted[0]).toBe('Tuesday 7:00 AM');
    // Tuesday's column only: its rows after midnight ("Wednesday 12:00 AM (Tuesday night)") are in it too, and a drag
    // that scrolls on for longer (a slow machine) reaches them.
    expect(painted.filter((cell) => !cell.startsWith('Tuesday ') && !cell.endsWith(' (Tuesday night)'))).toEqual([]);
    // Rows that were below the window when the drag began: 7:00 AM plus at least 20 half-hours.
    expect(painted.length).toBeGreaterThan(20);
  });
});

describe('the phone list', () => {
  browserTest(
    "groups each day's toggles, names each by what it shows, names the night by its day, and marks a range",
    async ({ page }) => {
      const fay = await verifiedMember(server, admin, 'fay');
      const weekStart = await openWeekStart(fay);
      const sundayAfter = weekStart.plus({ days: 7 }).toFormat('M/d');
      await submitLogin(page, server, fay.username, fay.password);
      await waitForRoute(page, '/home');
      await open(page, server, '/interview-signup');

      await page.getByRole('button', { name: /^Sat \d+\/\d+/ }).click();
      const saturday = page.getByRole('region', { name: /^Sat \d+\/\d+/ });
      const groups = ['Morning', 'Afternoon', 'Evening', `Night: Sunday ${sundayAfter} (Saturday night)`];
      for (const name of groups) await saturday.getByRole('region', { name, exact: true }).waitFor();
      const toggles = saturday.locator('button[aria-pressed]');
      expect(await toggles.count()).toBe(48);

      // From the keyboard: the range's From and To, then its button.
      await saturday.getByRole('combobox', { name: 'From' }).focus();
      await saturday.getByRole('combobox', { name: 'From' }).selectOption({ label: '10:00 PM' });
      await page.keyboard.press('Tab');
      await saturday.getByRole('combobox', { name: 'To' }).selectOption({ label: `1:30 AM (Sun ${sundayAfter})` });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Sat \d+\/\d+ 8 available/ }).waitFor();
      const night = saturday.getByRole('region', { name: groups[3], exact: true });
      expect(await night.getByRole('button', { name: '1:30 AM Available', exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await night.getByRole('button', { name: '2:00 AM Unavailable', exact: true }).getAttribute('aria-pressed')).toBe('false');

      // axe: every toggle's name holds what it shows (the rule flagged the old day buttons), in dark mode too.
      const mismatches = await axeViolations(page, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] }, within: 'main' });
      expect(mismatches).toEqual([]);
      const unavailableToggle = await backgroundOf(page, 'button[aria-pressed="false"]');
      expect(unavailableToggle.luminance).toBeLessThan(0.1);

      await submitSignup(page);
    },
    undefined,
    PHONE_VIEWPORT,
    { colorScheme: 'dark' },
  );
});
