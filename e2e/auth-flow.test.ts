import { registerThroughApi, uniqueMember } from './support/api';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { fillRegisterForm, open, signIn, SIGNED_IN_LINKS, submitLogin, topBar, topBarItem, waitForRoute } from './support/ui';

const server = serverForThisFile('auth-flow');

describe('signing up and signing in', () => {
  browserTest('a new member registers, is verified from the CLI and gets the member top bar', async ({ page }) => {
    const member = uniqueMember('alice');
    await open(page, server, '/auth');
    await fillRegisterForm(page, member);
    // No chat-server bot runs in the suite, so an admin verifies (the CLI below), and the message says so.
    await page.getByText(new RegExp(`Registration successful\\. An admin verifies .+ accounts: sign in, and ask an admin to verify ${member.username}\\.`)).waitFor();

    await submitLogin(page, server, member.username, member.password);
    const startChecking = page.getByRole('button', { name: 'Start Checking' });
    await startChecking.waitFor();
    expect(await page.getByRole('tab', { name: 'Login' }).count()).toBe(0);

    await manage(server, 'verify_member', member.username);
    await startChecking.click();
    await page.getByText('Verification Successful!').waitFor();
    await waitForRoute(page, '/home');

    for (const link of SIGNED_IN_LINKS) await topBarItem(page, link).waitFor();
    expect(await topBarItem(page, 'Admin Dashboard').count()).toBe(0);
    expect(await topBarItem(page, 'Join').count()).toBe(0);
    expect(await topBar(page).getByText(member.firstName, { exact: true }).count()).toBe(1);
  });

  browserTest('a member who is not an admin is sent from /admin back to the home page', async ({ page }) => {
    const member = uniqueMember('bob');
    await registerThroughApi(server, member);
    await manage(server, 'verify_member', member.username);
    await signIn(page, server, member);

    await open(page, server, '/admin');
    await waitForRoute(page, '/home');
    expect(await topBarItem(page, 'Admin Dashboard').count()).toBe(0);
  });

  browserTest('an admin created with the CLI sees the Admin Dashboard link', async ({ page }) => {
    const admin = { username: 'admin', password: 'admin-Passw0rd!' };
    await manage(server, 'create_admin', admin.username, 'admin@example.edu', '--password', admin.password);
    await signIn(page, server, admin);

    await topBarItem(page, 'Admin Dashboard').waitFor();
    for (const link of SIGNED_IN_LINKS) expect(await topBarItem(page, link).count()).toBe(1);
  });
});
