/** Issue 22, item 4: a member chooses the interview focus, difficulty and language on the profile, on a desktop and on a phone. */
import { adminSession, type ApiSession, verifiedMember } from './support/api-session';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('preferences');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

const DESKTOP = { width: 1280, height: 800 };

describe('interview preferences', () => {
  for (const [device, viewport, name] of [['a desktop', DESKTOP, 'pref_desk'], ['a 390 px phone', PHONE_VIEWPORT, 'pref_phone']] as const) {
    browserTest(
      `a member chooses system design, hard, Python on the profile, on ${device}, and finds them after a reload`,
      async ({ page }) => {
        const member = await verifiedMember(server, admin, name);
        // Not signIn: it waits for the desktop top bar's links, which a phone folds into a menu.
        await submitLogin(page, server, member.username, member.password);
        await waitForRoute(page, '/home');
        await open(page, server, '/profile');
        await page.getByRole('button', { name: 'Edit', exact: true }).click();

        const focus = page.getByRole('combobox', { name: 'Interview focus' });
        expect(await focus.textContent()).toContain('Mixed');
        await focus.click();
        await page.getByRole('option', { name: 'System design' }).click();
        await page.getByRole('combobox', { name: 'Difficulty' }).click();
        await page.getByRole('option', { name: 'Hard' }).click();
        // The language by keyboard: open the list, go down to Python, choose it.
        await page.getByRole('combobox', { name: 'Preferred language' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('option', { name: 'No preference' }).waitFor();
        for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        // Nothing sticks out sideways on the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Profile updated', { exact: true }).waitFor();

        await page.reload();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        expect(await page.getByRole('combobox', { name: 'Interview focus' }).textContent()).toContain('System design');
        expect(await page.getByRole('combobox', { name: 'Difficulty' }).textContent()).toContain('Hard');
        expect(await page.getByRole('combobox', { name: 'Preferred language' }).textContent()).toContain('Python');
      },
      undefined,
      viewport,
    );
  }
});
