/**
 * Issue 22, preferences honoured: four members choose their interview focus on the Register form, two on a 390 px
 * phone (system design) and two on a desktop (algorithms). Sam (system design) and Al (algorithms) share more free
 * time with each other than with anyone, so without preferences the overlap would pair them (pairing-preferences
 * test); the focus must win: each pair shares a focus, and each interviewer is given a question of the partner's
 * focus although the queue alternates the two kinds. Each member's time zone is the one their browser reports.
 */
import type { Page } from 'playwright-core';
import { uniqueMember, type NewMember } from './support/api';
import { adminSession, ApiSession } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { serverForThisFile } from './support/server';
import { fillRegisterForm, open, submitLogin, waitForRoute, type PreferenceChoices } from './support/ui';

const server = serverForThisFile('preferences-at-signup');

/** The phone's clock; the desktop keeps the machine's. */
const PHONE_ZONE = 'Asia/Tokyo';

const SYSTEM_DESIGN_TITLES = ['Design a URL shortener', 'Design a chat service'];
const ALGORITHMS_TITLES = ['Two Sum', 'Merge Intervals'];

/** Free on the given days from 6:00 PM for `slots` half-hours (slot 0 is 7:00 AM). */
const eveningsFrom6 = (days: number[], slots: number) =>
  Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => days.includes(day) && slot >= 22 && slot < 22 + slots));
/** Monday and Tuesday 6:00 to 8:00 PM. */
const WIDE = eveningsFrom6([1, 2], 4);
/** Monday 6:00 to 7:00 PM only: a window everyone shares. */
const NARROW = eveningsFrom6([1], 2);

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
  // The queue alternates the kinds, so the head of the queue is the wrong kind for one member of each pair.
  const systemDesign = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'System design' });
  const arrays = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
  const queue: string[] = [];
  for (const [index, title] of ALGORITHMS_TITLES.entries()) {
    for (const [topic, questionTitle] of [[arrays, title], [systemDesign, SYSTEM_DESIGN_TITLES[index]]] as const) {
      const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title: questionTitle, topic: topic.topic_id, prompt: `Solve ${questionTitle}.` });
      queue.push(question.question_id);
    }
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: queue });
});

afterAll(async () => {
  await admin?.dispose();
});

async function registerThroughForm(page: Page, member: NewMember, preferences: PreferenceChoices): Promise<void> {
  await open(page, server, '/auth');
  await fillRegisterForm(page, member, preferences);
  await page.getByText(`ask an admin to verify ${member.username}.`, { exact: false }).waitFor();
}

/** A fresh load of the app for each member (a hash-only navigation would keep the previous member's state). */
async function signInAs(page: Page, member: NewMember): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.baseUrl}/?as=${member.username}#/auth`);
  // Not signIn: it waits for the desktop top bar's links, which a phone folds into a menu.
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
}

const fullName = (member: NewMember) => `${member.firstName} ${member.lastName}`;

/**
 * On My Interviews both of the viewer's interviews name `partner`; the one the viewer leads shows exactly one of
 * `expectedTitles`, none of `otherTitles`, and no note that the queue had nothing of the partner's focus.
 */
async function checkPartnerAndQuestion(page: Page, viewer: NewMember, partner: NewMember, expectedTitles: string[], otherTitles: string[]): Promise<void> {
  await signInAs(page, viewer);
  await open(page, server, '/interviews');
  const cards = page.getByRole('link').filter({ hasText: 'Week of' });
  await cards.nth(1).waitFor();
  expect(await cards.count()).toBe(2);
  for (const index of [0, 1]) await cards.nth(index).getByText(fullName(partner), { exact: true }).waitFor();

  for (const index of [0, 1]) {
    await cards.nth(index).click();
    const sentence = page.getByText(new RegExp(`^(You interview ${partner.firstName}|${partner.firstName} interviews you)$`));
    if (((await sentence.textContent()) ?? '').startsWith('You interview')) {
      await page.getByText('Interviewer (you)', { exact: true }).waitFor();
      const shown: string[] = [];
      for (const title of expectedTitles) if ((await page.getByRole('button', { name: title }).count()) > 0) shown.push(title);
      expect(shown).toHaveLength(1);
      for (const title of otherTitles) expect(await page.getByRole('button', { name: title }).count()).toBe(0);
      expect(await page.getByText('was left in the queue', { exact: false }).count()).toBe(0);
      return;
    }
    await page.getByRole('link', { name: 'My Interviews' }).click();
    await waitForRoute(page, '/interviews');
    await cards.nth(1).waitFor();
  }
  throw new Error(`${viewer.username} interviews nobody: neither interview says "You interview ${partner.firstName}".`);
}

describe('preferences chosen at signup', () => {
  browserTest(
    'members who chose the same focus at signup (on a phone and on a desktop) are paired together and get questions of it',
    async ({ page }) => {
      const sam = uniqueMember('sam');
      const sue = uniqueMember('sue');
      const al = uniqueMember('al');
      const amy = uniqueMember('amy');

      // The Register form on the phone: the three selects fit, one under the other.
      await open(page, server, '/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      const preferences = page.getByRole('group', { name: 'Interview preferences' });
      for (const select of ['Interview focus', 'Difficulty', 'Preferred language']) await preferences.getByRole('combobox', { name: select }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await registerThroughForm(page, sam, { 'Interview focus': 'System design' });
      await registerThroughForm(page, sue, { 'Interview focus': 'System design', 'Preferred language': 'Python' });

      const desktop = await openBrowser({ width: 1280, height: 800 });
      try {
        const desktopZone = await desktop.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        await registerThroughForm(desktop.page, al, { 'Interview focus': 'Algorithms and data structures' });
        await registerThroughForm(desktop.page, amy, { 'Interview focus': 'Algorithms and data structures' });

        const members = [
          { member: sam, availability: WIDE, stored: { interview_focus: 'system_design', interview_difficulty: 'medium', preferred_language: '', time_zone: PHONE_ZONE } },
          { member: sue, availability: NARROW, stored: { interview_focus: 'system_design', interview_difficulty: 'medium', preferred_language: 'python', time_zone: PHONE_ZONE } },
          { member: al, availability: WIDE, stored: { interview_focus: 'algorithms', interview_difficulty: 'medium', preferred_language: '', time_zone: desktopZone } },
          { member: amy, availability: NARROW, stored: { interview_focus: 'algorithms', interview_difficulty: 'medium', preferred_language: '', time_zone: desktopZone } },
        ];
        for (const { member, availability, stored } of members) {
          await admin.command('verify_member', member.username);
          const session = await ApiSession.signIn(server, member);
          expect(await session.get('/members/profile/')).toMatchObject(stored);
          await session.send('POST', '/interview/pool/', { availability });
          await session.dispose();
        }
        const pairing = await admin.send<{ paired_interviews: unknown[]; unpaired_members: string[] }>('POST', '/interview/pair/', { signal: true, force_current_week: true });
        expect(pairing.paired_interviews).toHaveLength(4);
        expect(pairing.unpaired_members).toEqual([]);

        await checkPartnerAndQuestion(page, sam, sue, SYSTEM_DESIGN_TITLES, ALGORITHMS_TITLES);
        await checkPartnerAndQuestion(desktop.page, al, amy, ALGORITHMS_TITLES, SYSTEM_DESIGN_TITLES);
      } finally {
        await desktop.close();
      }
    },
    180_000,
    PHONE_VIEWPORT,
    { timezoneId: PHONE_ZONE },
  );
});
