import { adminSession, verifiedMember, type ApiSession } from './support/api-session';
import { browserTest } from './support/browser';
import { recordCspViolations } from './support/csp-violations';
import { solidPng } from './support/png';
import { serverForThisFile } from './support/server';
import { open, signIn, topBar } from './support/ui';

// Issue 8 item 5: the built SPA runs under the server's Content-Security-Policy without a violation.
const server = serverForThisFile('content-security-policy');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

describe('Content-Security-Policy', () => {
  browserTest('the home, sign-in and profile pages (picture preview and upload included) run without a CSP violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto(`${server.baseUrl}/#/home`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Never fail another interview').waitFor();
    expect(await violations()).toEqual([]);

    await open(page, server, '/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('tab', { name: 'Login' }).click();
    expect(await violations()).toEqual([]);

    const member = await verifiedMember(server, admin, 'csp');
    await signIn(page, server, member);
    await open(page, server, '/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Change Picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByLabel('Picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(16, [0, 150, 136]) });
    await dialog.getByRole('img', { name: 'Preview of your new picture' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Profile picture updated').waitFor();
    await topBar(page).locator('img[src*="/uploads/"]').evaluate((image: HTMLImageElement) => image.decode());

    // A full load of the signed-in profile, so the first render's styles are checked too.
    await page.reload();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await violations()).toEqual([]);
  });
});
