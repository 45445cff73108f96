import { registerThroughApi, uniqueMember } from './support/api';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { waitForResetLink } from './support/outbox';
import { serverForThisFile } from './support/server';
import { open, submitLogin, topBarItem } from './support/ui';

const server = serverForThisFile('password-reset');

describe('password reset', () => {
  browserTest('a member resets a forgotten password from the emailed link', async ({ page }) => {
    const member = uniqueMember('carol');
    await registerThroughApi(server, member);
    await manage(server, 'verify_member', member.username);
    const newPassword = 'second-Passw0rd!';

    await open(page, server, '/auth');
    await page.getByText('Forgot password?', { exact: true }).click();
    const emailField = page.getByRole('textbox', { name: /^Email/ });
    await emailField.fill(member.email);
    await emailField.press('Enter');

    const resetLink = await waitForResetLink(server, member.email);
    await open(page, server, resetLink.replace(/^\/#/, ''));
    await page.getByLabel(/^New password/i).fill(newPassword);
    await page.getByLabel(/^Confirm (new )?password/i).fill(newPassword);
    await page.getByRole('button', { name: /reset password|submit/i }).click();
    await page.getByText('Password has been successfully reset!').waitFor();

    await submitLogin(page, server, member.username, member.password);
    await page.getByText('Invalid username or password.').waitFor();

    await submitLogin(page, server, member.username, newPassword);
    await topBarItem(page, 'Directory').waitFor();
  });
});
