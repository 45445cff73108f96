import { uniqueMember, type NewMember } from './support/api';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('admin-toasts');

const adminAccount: NewMember = uniqueMember('admin');

beforeAll(async () => {
  await manage(server, 'create_admin', adminAccount.username, adminAccount.email, '--password', adminAccount.password);
});

browserTest('typing a user id while the reports cannot be read shows one error toast, not one per keystroke', async ({ page }) => {
  await signIn(page, server, adminAccount);
  await page.route('**/reports/all/**', (request) =>
    request.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'The database is not answering.' }) }),
  );
  await open(page, server, '/reports');
  await page.getByText('Failed to get reports: The database is not answering.').waitFor();
  await page.getByRole('textbox', { name: 'User id' }).pressSequentially('4217', { delay: 50 });
  // Each keystroke refetched the list and failed again; SPEC's toast is on screen once.
  await page.waitForTimeout(500);
  expect(await page.getByText('Failed to fetch reports', { exact: true }).count()).toBe(1);
});
