import type { Page } from 'playwright-core';
import { ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('admin-pairing-reports-console');

let adminAccount: NewMember;
let admin: ApiSession;
let member: VerifiedMember;
let reportedMember: VerifiedMember;

beforeAll(async () => {
  adminAccount = uniqueMember('admin');
  await manage(server, 'create_admin', adminAccount.username, adminAccount.email, '--password', adminAccount.password);
  admin = await ApiSession.signIn(server, adminAccount);
  member = await verifiedMember(server, admin, 'member');
  reportedMember = await verifiedMember(server, admin, 'reported');
  // Demo questions in both queues and demo members signed up for the open week, with signups spread over two weeks.
  await manage(server, 'seed_demo');
});

afterAll(async () => {
  await admin?.dispose();
});

const ADMIN_ROUTES = ['/pairing', '/reports', '/signups/', '/admin/api-client', '/admin/console'];
// create_admin sets no name, so the SPA names the admin by username.
const adminName = () => adminAccount.username;

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, server, adminAccount);
}

browserTest('a member opening an admin route lands on the home page', async ({ page }) => {
  await signIn(page, server, member);
  for (const path of ADMIN_ROUTES) {
    await open(page, server, path);
    await waitForRoute(page, '/home');
  }
});

browserTest('an admin previews the pairing, pairs the seeded pool and opens an interview it made', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, server, '/pairing');

  // The last closed pool is empty: the preview says why it cannot pair.
  await page.getByRole('button', { name: 'Last closed pool' }).click();
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  await page.getByRole('alert').filter({ hasText: 'at least 2 are needed' }).waitFor();

  await page.getByRole('button', { name: 'Open pool' }).click();
  const status = page.getByRole('region', { name: 'Pool status' });
  await status.getByText(/PST|PDT/).first().waitFor();
  const signedUp = Number(await status.locator('dt:has-text("Signed up") + dd').textContent());
  expect(signedUp).toBeGreaterThanOrEqual(2);

  // The seeded pool (36 members) is previewed at once: the button's spinner does not wait on a worker thread starting.
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  const preview = page.getByRole('region', { name: 'Pairing preview' });
  await preview.waitFor();
  expect(Date.now() - clickedAt).toBeLessThan(1_000);
  const statistic = async (label: string) => Number(await preview.locator(`dt:text-is("${label}") + dd`).textContent());
  expect(await statistic('Pool size')).toBe(signedUp);
  expect(await statistic('Pairs without a shared hour')).toBe(0);
  expect(await statistic('Pairs')).toBeGreaterThanOrEqual(1);
  expect(await statistic('Repeat partners')).toBe(0);
  const plannedPairs = await statistic('Pairs');

  await page.getByRole('button', { name: 'Pair now' }).click();
  await page.getByText('Pair interview pool status updated').waitFor();
  const response = page.getByRole('region', { name: 'Response' });
  await response.getByRole('button', { name: 'Raw response' }).click();
  await response.getByText('"paired_interviews"').waitFor();
  await response.getByRole('button', { name: `Interviews (${2 * plannedPairs})` }).click();
  const interviewLinks = response.getByRole('list', { name: 'Paired interviews' }).getByRole('link');
  await interviewLinks.first().waitFor();
  expect(await interviewLinks.count()).toBe(2 * plannedPairs);

  const [interviewer, interviewee] = ((await interviewLinks.first().textContent()) ?? '').split(' interviews ');
  await interviewLinks.first().click();
  await page.getByRole('heading', { name: 'Interview', exact: true, level: 1 }).waitFor();
  const interviewId = new URL(page.url()).hash.split('/').pop() as string;
  const interview = await admin.get<{ interviewer: { username: string; first_name: string; last_name: string }; interviewee: { username: string; first_name: string; last_name: string } }>(
    `/interview/${interviewId}/`,
  );
  expect([interview.interviewer.username, interview.interviewee.username]).toEqual([interviewer, interviewee]);
  for (const person of [interview.interviewer, interview.interviewee]) {
    await page.getByText(`${person.first_name} ${person.last_name}`, { exact: true }).first().waitFor();
  }

  // Back on the dashboard, the week just paired is counted; nobody has given feedback, missed a meeting or cancelled yet.
  await open(page, server, '/pairing');
  const outcomes = page.getByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' });
  const newestWeek = outcomes.getByRole('row').nth(1);
  await newestWeek.waitFor();
  expect(await newestWeek.getByRole('cell').allTextContents()).toEqual([
    String(2 * plannedPairs),
    `0% (0 of ${2 * plannedPairs} interviews)`,
    `0% (0 of ${2 * plannedPairs} paired members)`,
    '0',
  ]);
});

browserTest("an admin handles a member's report; assignee and status stay after a reload", async ({ page }) => {
  const reporter = await ApiSession.signIn(server, member);
  await reporter.send('POST', '/reports/', { associated_id: reportedMember.id, reporter_user_id: member.id, type: 'member', reason: 'Missed our interview twice' });
  await reporter.dispose();

  await signInAsAdmin(page);
  await open(page, server, '/reports');
  const card = page.getByRole('article').filter({ hasText: 'Missed our interview twice' });
  await card.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).waitFor();
  const reported = card.getByRole('link', { name: `Member ${reportedMember.firstName} ${reportedMember.lastName}` });
  expect(await reported.getAttribute('href')).toBe(`#/directory/${reportedMember.id}`);

  // Types read as words: the filter offers "No-show", never the wire's no_show.
  await card.getByText('Member', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'No-show' }).waitFor();
  expect(await page.getByText('no_show').count()).toBe(0);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Handle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Handle report' });
  // The dialog shows what is being handled.
  const details = dialog.getByRole('region', { name: 'Report details' });
  await details.getByText('Missed our interview twice').waitFor();
  await details.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).waitFor();
  await details.getByRole('link', { name: `Member ${reportedMember.firstName} ${reportedMember.lastName}` }).waitFor();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Asked both for their side.');
  await dialog.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: adminName() }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'resolving' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Report updated').waitFor();

  await page.reload();
  const reloaded = page.getByRole('article').filter({ hasText: 'Missed our interview twice' });
  await reloaded.getByText(`Assignee: ${adminName()}`).waitFor();
  await reloaded.getByText('resolving', { exact: true }).waitFor();
  await reloaded.getByText('Notes: Asked both for their side.').waitFor();

  // The user id filter takes digits only and finds the report by its reporter.
  const userId = page.getByRole('textbox', { name: 'User id' });
  await userId.pressSequentially(`x${member.id}`);
  expect(await userId.inputValue()).toBe(String(member.id));
  await reloaded.waitFor();
});

browserTest('an admin runs help and pool_status in the console and recalls a command with Up', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, server, '/admin/console');
  await page.getByRole('list', { name: 'Available commands' }).getByText('pool_status [--force-current-week]').waitFor();
  const input = page.getByRole('textbox', { name: 'Command' });
  const log = page.getByRole('log', { name: 'Console output' });

  await input.fill('help');
  await input.press('Enter');
  await log.locator('[data-stream="output"]').filter({ hasText: 'seed_demo' }).waitFor();

  await input.fill('pool_status --force-current-week');
  await input.press('Enter');
  await log.locator('[data-stream="output"]').filter({ hasText: 'Signed up:' }).waitFor();
  expect(await input.inputValue()).toBe('');

  await input.press('ArrowUp');
  expect(await input.inputValue()).toBe('pool_status --force-current-week');
  await input.press('ArrowUp');
  expect(await input.inputValue()).toBe('help');
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  expect(await input.inputValue()).toBe('');
});

browserTest('an admin sends a PUT through the API client', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, server, '/admin/api-client');
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'PUT' }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill('/members/profile/');
  await page.getByRole('textbox', { name: 'Body (JSON, optional)' }).fill('{"bio": "Set from the API client"}');
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await response.getByRole('heading', { name: 'Status: 200' }).waitFor();
  await response.getByLabel('Response body').getByText('"bio": "Set from the API client"').waitFor();
  expect((await admin.get<{ bio: string }>('/members/profile/')).bio).toBe('Set from the API client');
});

browserTest('the signup heatmap shows the seeded signups', async ({ page }) => {
  const seeded = await admin.get<unknown[]>('/interview/signups/?days=14');
  expect(seeded.length).toBeGreaterThan(0);
  await signInAsAdmin(page);
  await open(page, server, '/signups/');
  await page.getByText(`${seeded.length} signups in the last 14 days`).waitFor();
  const grid = page.getByRole('group', { name: 'Signups per day' });
  const busyDays = grid.getByRole('button', { name: /: [1-9]\d* signups?$/ });
  await busyDays.first().waitFor();
  await busyDays.first().click();
  const dayView = page.getByRole('region', { name: 'Day view' });
  await dayView.getByRole('heading', { name: /: [1-9]\d* signups?$/ }).waitFor();
  const chart = dayView.locator('svg').first();
  await chart.waitFor();
  expect(Math.round((await chart.boundingBox())?.height ?? 0)).toBe(120);

  await page.getByRole('spinbutton', { name: 'Days' }).fill('0');
  await page.getByText('Enter a whole number from 1 to 365').waitFor();
});

browserTest(
  'the admin screens fit a phone 390 px wide',
  async ({ page }) => {
    // The phone's top bar folds its links into a menu, so the sign-in is confirmed by the redirect instead.
    await submitLogin(page, server, adminAccount.username, adminAccount.password);
    await waitForRoute(page, '/home');
    const headings: Record<string, string> = {
      '/pairing': 'Pairing', '/reports': 'Reports', '/signups/': 'Signups', '/admin/api-client': 'API Client', '/admin/console': 'Admin Console',
    };
    for (const [path, heading] of Object.entries(headings)) {
      await open(page, server, path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  },
  undefined,
  PHONE_VIEWPORT,
);
