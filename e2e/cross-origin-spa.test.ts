import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { adminSession, verifiedMember, type ApiSession } from './support/api-session';
import { gridCell, submitSignup } from './support/availability';
import { browserTest } from './support/browser';
import { freePort, serverForThisFile, type RunningServer } from './support/server';
import { buildSpaFor } from './support/spa-build';
import { serveStaticSite } from './support/static-site';
import { open, signIn, topBar } from './support/ui';
import { solidPng } from './support/png';

// Issue 8 item 11: the SPA hosted on another origin (listed in CORS_ORIGINS) saves a profile and deletes a signup.
const BUILD_TIMEOUT_MS = 300_000;
let spaPort = 0;
let spaBuildDir = '';
let site: http.Server | undefined;
let admin: ApiSession;

beforeAll(async () => {
  spaPort = await freePort();
});

const api = serverForThisFile('cross-origin-spa', { extraEnv: () => ({ CORS_ORIGINS: `http://127.0.0.1:${spaPort}` }) });
/** The SPA's own origin: the browser opens pages here; every API call goes to `api`. */
const spa: RunningServer = { ...api, baseUrl: '' };

beforeAll(async () => {
  spaBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-spa-elsewhere-'));
  buildSpaFor(api.baseUrl, spaBuildDir);
  site = await serveStaticSite(fs.realpathSync(spaBuildDir), spaPort);
  spa.baseUrl = `http://127.0.0.1:${spaPort}`;
  admin = await adminSession(api);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await admin?.dispose();
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
  if (spaBuildDir) fs.rmSync(spaBuildDir, { recursive: true, force: true });
});

describe('the SPA served from another origin', () => {
  browserTest('signs in, saves the profile, uploads a picture, and signs up then deletes the signup', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(api.baseUrl)) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const member = await verifiedMember(api, admin, 'remote');
    await signIn(page, spa, member);
    expect(new URL(page.url()).origin).toBe(spa.baseUrl);

    const major = `Remote Engineering ${Date.now() % 100_000}`;
    await open(page, spa, '/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Major' }).fill(major);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Details' }).getByText(major, { exact: true }).waitFor();

    // The picture URL is absolute on the API's origin, so it loads on this one.
    await page.getByRole('button', { name: 'Change Picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByLabel('Picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(20, [0, 150, 136]) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Profile picture updated').waitFor();
    const picture = topBar(page).locator(`img[src^="${api.baseUrl}/uploads/"]`);
    expect(await picture.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBe(20);

    await open(page, spa, '/interview-signup');
    await gridCell(page, 'Wednesday', '9:00 AM').click();
    await submitSignup(page);
    await page.reload();
    await page.getByRole('button', { name: 'Delete Signup' }).click();
    await page.getByRole('dialog', { name: 'Delete your signup?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Your signup was deleted', { exact: true }).waitFor();
    expect((await admin.get<{ members: string[] }>('/interview/status?force_current_week=true')).members).not.toContain(member.username);

    expect(apiCalls).toEqual(expect.arrayContaining(['POST /auth/login/', 'PUT /members/profile/', 'POST /interview/pool/', 'DELETE /interview/pool/']));
  }, 120_000);
});
