import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { browserTest } from './support/browser';
import { serverForThisFile } from './support/server';
import { adminSession, verifiedMember } from './support/api-session';
import { topBar, waitForRoute } from './support/ui';

// Issue 31, "First paint": /home paints from the HTML the server sends, before (and without) any script.
const server = serverForThisFile('prerendered-home');

const HEADLINE = 'Never fail another interview';
const DARK_BELOW = 0.2;
const LIGHT_ABOVE = 0.8;

/** Relative luminance (0 black … 1 white) of the body's computed background. */
async function bodyLuminance(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = (/rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour) ?? []).slice(1, 4).map((channel) => Number(channel) / 255);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});

afterAll(async () => {
  await browser?.close();
});

/** The page as served, JavaScript disabled: only the HTML and its styles. */
async function withoutJavaScript(options: BrowserContextOptions, check: (page: Page) => Promise<void>, hash = ''): Promise<void> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/${hash}`);
    await check(page);
  } finally {
    await context.close();
  }
}

describe('the landing page as served, before any script', () => {
  test('shows the landing content, the top bar for a signed-out visitor and the sign-in link', async () => {
    await withoutJavaScript({ colorScheme: 'light' }, async (page) => {
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      await page.getByText('Practice in a real interview scenario').waitFor();
      expect(await topBar(page).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('#/auth');
      expect(await topBar(page).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('#/join');
      expect(await page.getByText('MockPrep needs JavaScript to run.').count()).toBe(0);
      expect(await bodyLuminance(page)).toBeGreaterThan(LIGHT_ABOVE);
    });
  });

  test('is dark from the first frame when the system prefers dark, or when dark was chosen on a light system', async () => {
    await withoutJavaScript({ colorScheme: 'dark' }, async (page) => {
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      expect(await bodyLuminance(page)).toBeLessThan(DARK_BELOW);
    });
    const host = new URL(server.baseUrl).hostname;
    const chosen = (mode: string) => ({ name: 'mui-mode', value: mode, domain: host, path: '/' });
    const darkChoice = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: false });
    const lightChoice = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    try {
      await darkChoice.addCookies([chosen('dark')]);
      await lightChoice.addCookies([chosen('light')]);
      for (const [context, dark] of [[darkChoice, true], [lightChoice, false]] as const) {
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/`);
        await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
        if (dark) expect(await bodyLuminance(page)).toBeLessThan(DARK_BELOW);
        else expect(await bodyLuminance(page)).toBeGreaterThan(LIGHT_ABOVE);
      }
    } finally {
      await darkChoice.close();
      await lightChoice.close();
    }
  });
});

/** Every console warning and error, and uncaught error, the page reports from now on. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

describe('the sign-in page as served, before any script', () => {
  test("shows the login form at #/auth, and the landing page's Sign in link opens it", async () => {
    await withoutJavaScript(
      { colorScheme: 'light' },
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Sign in or register' }).waitFor();
        const form = page.getByRole('form', { name: 'Login' });
        await form.getByLabel(/^Username/).waitFor();
        await form.getByLabel(/^Password/).waitFor();
        // It cannot sign in without the app, and says so rather than sending the form.
        expect(await form.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
        expect(await form.getAttribute('method')).toBe('post');
        expect(await page.getByRole('heading', { level: 1, name: HEADLINE }).count()).toBe(0);
        // A keyboard's first stop, Skip to content, keeps the sign-in page (the landing page's main is another target).
        await page.getByRole('link', { name: 'Skip to content' }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.hash === '#/auth');
        await page.getByRole('heading', { level: 1, name: 'Sign in or register' }).waitFor();
        expect(await page.getByRole('heading', { level: 1, name: HEADLINE }).count()).toBe(0);
      },
      '#/auth',
    );
    await withoutJavaScript({ colorScheme: 'light' }, async (page) => {
      await topBar(page).getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in or register' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: HEADLINE }).count()).toBe(0);
    });
  });
});

describe('the landing page with JavaScript', () => {
  browserTest('hydrates the served page without a console warning, and the sign-in link leads to the sign-in page', async ({ page }) => {
    const messages = consoleProblems(page);
    // Before the app's (deferred) scripts run, keep the headline the HTML brought: hydration adopts it, a fresh render would replace it.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { servedHeadline: Element | null }).servedHeadline = document.querySelector('h1');
      });
    });
    await page.goto(`${server.baseUrl}/`);
    await waitForRoute(page, '/home');
    // The app has taken over once the top bar's colour-mode button works.
    await topBar(page).getByRole('button', { name: 'Switch to dark mode' }).click();
    await topBar(page).getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { servedHeadline: Element | null }).servedHeadline)).toBe(true);

    await topBar(page).getByRole('link', { name: 'Sign in' }).click();
    await waitForRoute(page, '/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(messages).toEqual([]);
  });

  browserTest(
    'hydrates without a console warning for a visitor whose system prefers dark, and the colour-mode button then offers light',
    async ({ page }) => {
      const messages = consoleProblems(page);
      await page.goto(`${server.baseUrl}/`);
      await waitForRoute(page, '/home');
      // Served (and hydrated) as "Switch to dark mode": the HTML cannot know the scheme; the running app does.
      await topBar(page).getByRole('button', { name: 'Switch to light mode' }).click();
      await topBar(page).getByRole('button', { name: 'Switch to dark mode' }).waitFor();
      expect(messages).toEqual([]);
    },
    undefined,
    undefined,
    { colorScheme: 'dark' },
  );

  browserTest('keeps what a member typed into the served sign-in form, and where they were typing, when the app takes over', async ({ page }) => {
    const messages = consoleProblems(page);
    const member = await verifiedMember(server, await adminSession(server), 'early');
    // The app's scripts wait until the member has typed half their password.
    let releaseScripts = () => undefined as void;
    const typed = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/#/auth`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel(/^Username/).fill(member.username);
    const half = Math.floor(member.password.length / 2);
    await form.getByLabel(/^Password/).pressSequentially(member.password.slice(0, half));
    releaseScripts();
    // The app has taken the page over once the served copy is gone (useTakeOverServedForm).
    await page.waitForFunction(() => document.getElementById('/auth') === null);
    // The focus and caret moved along: the rest of the password goes on where the member stopped.
    await page.keyboard.type(member.password.slice(half));
    expect(await form.getByLabel(/^Username/).inputValue()).toBe(member.username);
    await form.getByRole('button', { name: 'Login' }).click();
    await waitForRoute(page, '/home');
    await topBar(page).getByText('Directory', { exact: true }).waitFor();
    expect(messages).toEqual([]);
  });
});
