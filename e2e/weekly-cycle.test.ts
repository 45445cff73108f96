import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { availableCells, dragAcross, gridCell, submitSignup } from './support/availability';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('weekly-cycle');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

const EXISTING_SIGNUP = 'Change or delete your existing signup';
const QUESTIONS_HIDDEN = "Your interviewer's questions stay hidden until the interview is over.";

/** Two questions at the head of the technical queue (pairing needs two), made by the admin through the API. */
async function queueTwoTechnicalQuestions(): Promise<string[]> {
  const suffix = Date.now() % 100_000;
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: `Arrays ${suffix}` });
  const titles = [`Two Sum ${suffix}`, `Merge Intervals ${suffix}`];
  const ids: string[] = [];
  for (const title of titles) {
    const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', {
      title,
      topic: topic.topic_id,
      prompt: `Solve **${title}**.`,
      solution: 'Keep a map from value to index.',
      follow_ups: 'What if the input is sorted?',
      source: 'https://leetcode.com/problems/two-sum/',
    });
    ids.push(question.question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  return titles;
}

/**
 * One browser, several members in turn: no cookies, and a fresh load of the app (the query string makes it a
 * real navigation; a hash-only one keeps the previous member's app state, which sends /auth on to /home).
 */
async function signInAs(page: Page, member: VerifiedMember): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.baseUrl}/?as=${member.username}#/auth`);
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await signIn(page, server, member);
}

const fullName = (member: VerifiedMember) => `${member.firstName} ${member.lastName}`;

/**
 * On /interviews the viewer has two cards (each member of a pair interviews the other). Opens both and
 * checks the roles; returns the technical question title the viewer saw as the interviewer.
 */
async function checkInterviewsOf(page: Page, viewer: VerifiedMember, partner: VerifiedMember, titles: string[]): Promise<string> {
  await signInAs(page, viewer);
  await open(page, server, '/interviews');
  const cards = page.getByRole('link').filter({ hasText: 'Week of' });
  await cards.nth(1).waitFor();
  expect(await cards.count()).toBe(2);

  const sentences: string[] = [];
  let titleAsInterviewer = '';
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    for (const member of [viewer, partner]) await card.getByText(fullName(member), { exact: true }).waitFor();
    await card.click();
    await page.getByRole('heading', { name: 'Interview', exact: true, level: 1 }).waitFor();

    const sentence = page.getByText(new RegExp(`^(You interview ${partner.firstName}|${partner.firstName} interviews you)$`));
    const text = (await sentence.textContent()) ?? '';
    sentences.push(text);
    if (text.startsWith('You interview')) {
      await page.getByText('Interviewer (you)', { exact: true }).waitFor();
      const shown: string[] = [];
      for (const title of titles) if ((await page.getByRole('button', { name: title }).count()) > 0) shown.push(title);
      expect(shown).toHaveLength(1);
      titleAsInterviewer = shown[0];
    } else {
      await page.getByText('Interviewee (you)', { exact: true }).waitFor();
      await page.getByText(QUESTIONS_HIDDEN, { exact: true }).waitFor();
      for (const title of titles) expect(await page.getByRole('button', { name: title }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'My Interviews' }).click();
    await waitForRoute(page, '/interviews');
    await cards.nth(1).waitFor();
  }
  expect(sentences.sort()).toEqual([`${partner.firstName} interviews you`, `You interview ${partner.firstName}`]);
  return titleAsInterviewer;
}

// Each test's members are free at times no other test's members chose, so a member another test leaves in
// the open pool can never become a partner here.
describe('the weekly cycle', () => {
  browserTest('two members sign up by dragging on the grid, are paired from the CLI and see who interviews whom', async ({ page }) => {
    const titles = await queueTwoTechnicalQuestions();
    const ann = await verifiedMember(server, admin, 'ann');
    const ben = await verifiedMember(server, admin, 'ben');

    // Ann is free 6:00 to 8:00 PM on Monday and Tuesday; she drags from the top-left to the bottom-right cell.
    await signInAs(page, ann);
    await open(page, server, '/interview-signup');
    await dragAcross(page, gridCell(page, 'Monday', '6:00 PM'), gridCell(page, 'Tuesday', '7:30 PM'));
    const annFree = ['6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM'].flatMap((time) => [`Monday ${time}`, `Tuesday ${time}`]);
    expect(await availableCells(page)).toEqual(annFree);
    // The release ended the drag: moving on over the grid paints nothing more.
    const elsewhere = await gridCell(page, 'Wednesday', '8:00 PM').boundingBox();
    await page.mouse.move((elsewhere?.x ?? 0) + 5, (elsewhere?.y ?? 0) + 5, { steps: 5 });
    expect(await availableCells(page)).toEqual(annFree);
    await submitSignup(page);
    await page.getByText(EXISTING_SIGNUP, { exact: true }).waitFor();

    // Ben is free 7:00 to 9:00 PM on the same days (overlapping Ann by an hour); he drags the other way round.
    await signInAs(page, ben);
    await open(page, server, '/interview-signup');
    await dragAcross(page, gridCell(page, 'Tuesday', '8:30 PM'), gridCell(page, 'Monday', '7:00 PM'));
    expect(await availableCells(page)).toEqual(['7:00 PM', '7:30 PM', '8:00 PM', '8:30 PM'].flatMap((time) => [`Monday ${time}`, `Tuesday ${time}`]));
    await submitSignup(page);
    await page.getByText(EXISTING_SIGNUP, { exact: true }).waitFor();

    const pairing = await manage(server, 'pair', '--force-current-week');
    expect(pairing).toMatch(new RegExp(`- (${ann.username} <-> ${ben.username}|${ben.username} <-> ${ann.username}): \\d+ common slots`));

    const askedByAnn = await checkInterviewsOf(page, ann, ben, titles);
    const askedByBen = await checkInterviewsOf(page, ben, ann, titles);
    // The pair's two interviews take different questions from the head of the queue.
    expect([askedByAnn, askedByBen].sort()).toEqual([...titles].sort());
  });

  browserTest('a member changes their signup, then deletes it', async ({ page }) => {
    const cara = await verifiedMember(server, admin, 'cara');
    await signIn(page, server, cara);
    await open(page, server, '/interview-signup');
    await gridCell(page, 'Wednesday', '9:00 AM').click();
    await submitSignup(page);

    await page.reload();
    await page.getByRole('button', { name: 'Change Signup' }).click();
    expect(await availableCells(page)).toEqual(['Wednesday 9:00 AM']);
    await gridCell(page, 'Thursday', '9:00 AM').click();
    await submitSignup(page);
    await page.getByText(EXISTING_SIGNUP, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Change Signup' }).click();
    expect(await availableCells(page)).toEqual(['Wednesday 9:00 AM', 'Thursday 9:00 AM']);
    await page.getByRole('button', { name: 'Keep Existing Signup' }).click();

    await page.getByRole('button', { name: 'Delete Signup' }).click();
    await page.getByRole('dialog', { name: 'Delete your signup?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Your signup was deleted', { exact: true }).waitFor();
    await page.getByRole('grid').waitFor();

    await page.reload();
    await page.getByRole('grid').waitFor();
    expect(await page.getByText(EXISTING_SIGNUP, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Signup' }).count()).toBe(0);
  });

  browserTest(
    'on a phone the days are an accordion of Available/Unavailable toggles, and the signup goes through',
    async ({ page }) => {
      const dee = await verifiedMember(server, admin, 'dee');
      // The phone's top bar folds its links into a menu, so the sign-in is confirmed by the redirect instead.
      await submitLogin(page, server, dee.username, dee.password);
      await waitForRoute(page, '/home');
      await open(page, server, '/interview-signup');

      const dayHeading = (weekday: string) => page.getByRole('button', { name: new RegExp(`^${weekday} \\d+/\\d+`) });
      await dayHeading('Sat').waitFor();
      expect(await page.getByRole('grid').count()).toBe(0);
      for (const weekday of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) expect(await dayHeading(weekday).getAttribute('aria-expanded')).toBe('false');

      await dayHeading('Fri').click();
      expect(await dayHeading('Fri').getAttribute('aria-expanded')).toBe('true');
      await dayHeading('Sat').click();
      expect(await dayHeading('Sat').getAttribute('aria-expanded')).toBe('true');
      expect(await dayHeading('Fri').getAttribute('aria-expanded')).toBe('false');

      const saturday = page.getByRole('region', { name: /^Sat \d+\/\d+/ });
      const toggle = (label: string) => saturday.getByRole('button', { name: label, exact: true });
      expect(await saturday.locator('button[aria-pressed]').count()).toBe(48);
      await toggle('7:00 AM Unavailable').click();
      expect(await toggle('7:00 AM Available').getAttribute('aria-pressed')).toBe('true');
      await dayHeading('Sat').filter({ hasText: '1 available' }).waitFor();
      await toggle('7:30 AM Unavailable').click();
      await toggle('8:00 AM Unavailable').click();
      await dayHeading('Sat').filter({ hasText: '3 available' }).waitFor();
      await toggle('8:00 AM Available').click();
      expect(await toggle('8:00 AM Unavailable').getAttribute('aria-pressed')).toBe('false');
      await dayHeading('Sat').filter({ hasText: '2 available' }).waitFor();

      await submitSignup(page);
      await page.getByText(EXISTING_SIGNUP, { exact: true }).waitFor();

      const deeApi = await ApiSession.signIn(server, dee);
      try {
        const saved = await deeApi.get<{ availability: boolean[][] }>('/interview/availability/');
        const SATURDAY = 6;
        const availableSlots = saved.availability.flatMap((slots, day) => slots.flatMap((free, slot) => (free ? [[day, slot]] : [])));
        // Slots count half-hours from 7:00 AM.
        expect(availableSlots).toEqual([
          [SATURDAY, 0],
          [SATURDAY, 1],
        ]);
      } finally {
        await deeApi.dispose();
      }
    },
    undefined,
    PHONE_VIEWPORT,
  );
});
