/**
 * Issue 22: a member's time zone, which interview times are also shown in to the partner. A member whose zone
 * is not known yet finds the browser's offered on the profile, and picks another by keyboard on a 390 px phone.
 */
import { adminSession, type ApiSession, verifiedMember } from './support/api-session';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('profile-time-zone');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

describe('the time zone on the profile', () => {
  browserTest(
    "a member without a stored zone is offered the browser's, and chooses São Paulo by keyboard on a phone",
    async ({ page }) => {
      // Registered through the API, which sends no zone: the stored one is unknown ('').
      const member = await verifiedMember(server, admin, 'zone');
      await submitLogin(page, server, member.username, member.password);
      await waitForRoute(page, '/home');
      await open(page, server, '/profile');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();

      const timeZone = page.getByRole('combobox', { name: 'Time zone' });
      expect(await timeZone.inputValue()).toBe('Europe/Lisbon');
      await page.getByText('Interview times are also shown to your partner in this zone.').waitFor();

      await timeZone.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('sao paulo');
      await page.getByRole('option', { name: 'America/Sao_Paulo' }).waitFor();
      await page.keyboard.press('Enter');
      expect(await timeZone.inputValue()).toBe('America/Sao_Paulo');
      // Nothing sticks out sideways on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated', { exact: true }).waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('America/Sao_Paulo');
    },
    undefined,
    PHONE_VIEWPORT,
    { timezoneId: 'Europe/Lisbon' },
  );
});
