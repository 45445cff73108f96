import type { Page } from 'playwright-core';
import { registerThroughApi, uniqueMember, type NewMember } from './support/api';
import { ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { availableCells, gridCell } from './support/availability';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, route, signIn, topBarItem, waitForRoute } from './support/ui';

// Issue 13: what members trip over, each walked in the browser against the real server.
const server = serverForThisFile('member-trips');

let admin: ApiSession;
let adminCredentials: NewMember;

beforeAll(async () => {
  adminCredentials = uniqueMember('admin');
  await manage(server, 'create_admin', adminCredentials.username, adminCredentials.email, '--password', adminCredentials.password);
  admin = await ApiSession.signIn(server, adminCredentials);
});

afterAll(async () => {
  await admin?.dispose();
});

/** Fills the Login tab of the /auth page the browser is on (after a redirect, so without reopening /auth). */
async function logInHere(page: Page, member: Pick<NewMember, 'username' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Username/).fill(member.username);
  await form.getByLabel(/^Password/).fill(member.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Two members with the same evening free, paired by the CLI; resolves to an interview of `ann`'s. */
async function pairedInterviewOf(ann: VerifiedMember, ben: VerifiedMember): Promise<string> {
  const suffix = Date.now() % 100_000;
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: `Graphs ${suffix}` });
  const ids: string[] = [];
  for (const title of [`BFS ${suffix}`, `DFS ${suffix}`]) {
    const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', {
      title, topic: topic.topic_id, prompt: `Solve ${title}.`, solution: 'Visit each node once.', follow_ups: '', source: '',
    });
    ids.push(question.question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  const availability = Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => day === 2 && slot >= 22 && slot < 28));
  for (const member of [ann, ben]) {
    const session = await ApiSession.signIn(server, member);
    await session.send('POST', '/interview/pool/', { userId: member.id, availability });
    await session.dispose();
  }
  await manage(server, 'pair', '--force-current-week');
  const session = await ApiSession.signIn(server, ann);
  const { interviews } = await session.get<{ interviews: Array<{ interview_id: string }> }>('/interview/all/details');
  await session.dispose();
  return interviews[0].interview_id;
}

describe('1. deep links survive sign-in', () => {
  browserTest("a signed-out member opening the pairing email's interview link lands on that interview after signing in", async ({ page }) => {
    const ann = await verifiedMember(server, admin, 'ann');
    const ben = await verifiedMember(server, admin, 'ben');
    const interviewId = await pairedInterviewOf(ann, ben);

    await open(page, server, `/interviews/${interviewId}`);
    await page.waitForURL((url) => url.hash.startsWith('#/auth?'));
    await logInHere(page, ann);

    await waitForRoute(page, `/interviews/${interviewId}`);
    await page.getByRole('heading', { name: 'Interview', exact: true, level: 1 }).waitFor();
    await page.getByText(`${ben.firstName} ${ben.lastName}`, { exact: true }).first().waitFor();
  });

  browserTest('an unverified member who asked for the directory gets there once an admin has verified them', async ({ page }) => {
    const newcomer = uniqueMember('newcomer');
    await registerThroughApi(server, newcomer);

    await open(page, server, '/directory');
    await page.waitForURL((url) => url.hash.startsWith('#/auth?'));
    await logInHere(page, newcomer);
    await page.getByRole('button', { name: 'Start Checking' }).waitFor();
    await admin.command('verify_member', newcomer.username);
    await page.getByRole('button', { name: 'Start Checking' }).click();

    await waitForRoute(page, '/directory');
    await topBarItem(page, 'Directory').waitFor();
  });

  browserTest('a return address off the app (//host) is ignored: the member goes home', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'cleo');
    await open(page, server, `/auth?next=${encodeURIComponent('//evil.example/phish')}`);
    await logInHere(page, member);

    await waitForRoute(page, '/home');
  });
});

describe('4. rate-limited sign-in', () => {
  browserTest('after ten failed sign-ins the form says when to try again, not that the password is wrong', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'dana');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await ApiSession.signIn(server, { username: member.username, password: 'not-the-password' }).catch((error: Error) => error);
      expect(failed).toBeInstanceOf(Error);
    }

    await open(page, server, '/auth');
    await logInHere(page, member);

    const said = 'Too many failed sign-in attempts. Please try again later. You can try again in 15 minutes.';
    await page.getByRole('form', { name: 'Login' }).getByText(said, { exact: true }).waitFor();
    expect(await page.getByText('Invalid username or password.', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Invalid credentials. Please try again.', { exact: true }).count()).toBe(0);
  });
});

describe('5. a network blip', () => {
  browserTest('does not sign the member out: a "Reconnecting…" notice shows until the server answers again', async ({ page, context }) => {
    const member = await verifiedMember(server, admin, 'eve');
    await signIn(page, server, member);
    await open(page, server, '/interviews');
    await page.getByRole('heading', { name: 'My Interviews' }).waitFor();

    await context.setOffline(true);
    // Coming back to the tab re-checks the session (refetch on focus), which now gets no answer.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText('Reconnecting…', { exact: true }).waitFor();
    expect(route(page)).toBe('/interviews');
    await topBarItem(page, 'Directory').waitFor();

    await context.setOffline(false);
    await page.getByText('Reconnecting…', { exact: true }).waitFor({ state: 'hidden' });
    expect(route(page)).toBe('/interviews');
    await page.getByRole('heading', { name: 'My Interviews' }).waitFor();
  });
});

describe('6. limits as typed', () => {
  browserTest('a profile preview over 160 characters shows the error and a counter before Save, and Save is disabled', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'finn');
    await signIn(page, server, member);
    await open(page, server, '/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    const preview = page.getByRole('textbox', { name: 'Preview' });
    await preview.fill('p'.repeat(161));

    await page.getByText('Ensure this field has no more than 160 characters.', { exact: true }).waitFor();
    await page.getByLabel('161 of 160 characters').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await preview.press('Backspace');
    expect(await page.getByRole('button', { name: 'Save Changes' }).isEnabled()).toBe(true);
  });
});

describe('7. availability keyboard', () => {
  browserTest('Shift+Down twice with Shift released between presses paints the same range as holding Shift', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'gus');
    await signIn(page, server, member);
    await open(page, server, '/interview-signup');

    // Focus the first cell and leave it unavailable, so the range selects.
    await gridCell(page, 'Monday', '9:00 AM').click();
    await page.keyboard.press('Space');
    expect(await availableCells(page)).toEqual([]);
    for (let press = 0; press < 2; press += 1) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.up('Shift');
    }

    expect(await availableCells(page)).toEqual(['Monday 9:00 AM', 'Monday 9:30 AM', 'Monday 10:00 AM']);
  });

  browserTest('after a failed signup no cell tooltip is left on screen', async ({ page, context }) => {
    const member = await verifiedMember(server, admin, 'hal');
    await signIn(page, server, member);
    await open(page, server, '/interview-signup');
    await gridCell(page, 'Monday', '9:00 AM').click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Mock Interview' });
    await dialog.waitFor();

    // The request fails (no network); the dialog closes and uncovers the grid under the resting pointer.
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Error signing up for interview', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Cell tooltips open 600 ms after a hover: wait past that before looking for one.
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await context.setOffline(false);

    // A real hover still shows the cell's tooltip.
    await gridCell(page, 'Tuesday', '9:00 AM').hover();
    await page.getByRole('tooltip').filter({ hasText: /^Day 3, Time 9:00 AM$/ }).waitFor();
  });
});

describe('8. small trips', () => {
  browserTest("a reset link without its uid or token says 'Invalid or missing reset link.', not Not Found", async ({ page }) => {
    for (const path of ['/password-reset-confirm', '/password-reset-confirm/12']) {
      await open(page, server, path);
      await page.getByText('Invalid or missing reset link.', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
    }
  });

  browserTest('a 160-character preview wraps under the name and leaves the picture its size', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'hana');
    const session = await ApiSession.signIn(server, member);
    const preview = 'Aspiring backend engineer who loves distributed systems, databases and mock interviews; ask me about consensus, caching or how to prepare for onsite loops!!';
    await session.send('PUT', '/members/profile/', { preview: preview.padEnd(160, '!') });
    await session.dispose();
    await signIn(page, server, member);
    await open(page, server, '/profile');

    const name = page.getByRole('heading', { name: `${member.firstName} ${member.lastName}`, level: 1 });
    await name.waitFor();
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await name.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    const avatar = page.locator('.MuiAvatar-root').filter({ hasText: member.firstName[0] }).last();
    expect((await avatar.boundingBox())?.width).toBe(96);
  });

  browserTest('the verification advice names the username once', async ({ page }) => {
    const newcomer = uniqueMember('ivy');
    await registerThroughApi(server, newcomer);
    await open(page, server, '/auth');
    await logInHere(page, newcomer);

    await page.getByRole('button', { name: 'Start Checking' }).waitFor();
    const screenText = (await page.locator('main').textContent()) ?? '';
    const mentions = screenText.split('Wrong Discord username?')[0].split(newcomer.username).length - 1;
    expect(mentions).toBe(1);
  });
});

describe('9. verification without a chat-server bot', () => {
  browserTest('the verification screen says an admin verifies accounts, and an admin verifies the member in one click', async ({ page }) => {
    const newcomer = uniqueMember('jay');
    await registerThroughApi(server, newcomer);
    await open(page, server, '/auth');
    await logInHere(page, newcomer);
    await page.getByText(/^An admin verifies MockPrep accounts here\./).waitFor();
    expect(await page.getByText(`/verify ${newcomer.username}`, { exact: true }).count()).toBe(0);

    // The admin, in the same browser after the member signs out.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('tab', { name: 'Login', selected: true }).waitFor();
    await logInHere(page, adminCredentials);
    await topBarItem(page, 'Directory').waitFor();
    await open(page, server, '/admin');
    const waiting = page.getByRole('list', { name: 'Waiting for verification' });
    await waiting.getByText(`@${newcomer.username}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Verify ${newcomer.username}` }).click();
    await page.getByText(`${newcomer.firstName} ${newcomer.lastName} (@${newcomer.username}) is verified.`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Verify ${newcomer.username}` }).waitFor({ state: 'detached' });

    // The member can now sign in straight to the member pages.
    const member = await ApiSession.signIn(server, newcomer);
    const profile = await member.get<{ groups: Array<{ name: string }> }>('/members/profile/');
    await member.dispose();
    expect(profile.groups).toContainEqual({ name: 'is_verified' });
  });
});
