import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { artifactsDir } from './paths';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

const DESKTOP_VIEWPORT: ViewportSize = { width: 1280, height: 800 };
/** A phone held upright: the SPA's mobile layouts apply below 768 px. */
export const PHONE_VIEWPORT: ViewportSize = { width: 390, height: 844 };

/** Chromium's stand-ins for a camera and microphone (a test pattern and a beep), allowed without asking. */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export interface BrowserOptions {
  /** A fake camera and microphone that pages may use without a permission prompt (the room's call). */
  fakeMedia?: boolean;
  colorScheme?: 'light' | 'dark';
  /** The IANA zone the browser reports (Intl, Luxon's local zone); the machine's when absent. */
  timezoneId?: string;
  /** A touch screen (the room's whiteboard drawn with a finger). */
  hasTouch?: boolean;
}

/**
 * One Chromium per set of launch arguments for the test file, closed after its last test. Each test gets its own
 * context in it, which has its own cookies, storage and cache like a fresh profile; a new context costs ~0.2 s where
 * a new Chromium (launchPersistentContext on a new profile directory) cost ~0.6 s, on each of ~170 browsers a run.
 */
const launched = new Map<string, Promise<Browser>>();

function chromiumWith(args: string[]): Promise<Browser> {
  const key = args.join(' ');
  let browser = launched.get(key);
  if (!browser) {
    browser = chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args });
    launched.set(key, browser);
  }
  return browser;
}

afterAll(async () => {
  const browsers = [...launched.values()];
  launched.clear();
  await Promise.all(browsers.map(async (browser) => (await browser).close()));
});

/**
 * A fresh browser: signed out, nothing in local storage, light colour scheme (a context of its own; see chromiumWith).
 * Tests that need two people at once (the interview room) open a second one themselves and close it.
 */
export async function openBrowser(viewport: ViewportSize, options: BrowserOptions = {}): Promise<BrowserSession & { close(): Promise<void> }> {
  const browser = await chromiumWith(options.fakeMedia ? [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] : CHROMIUM_ARGS);
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId,
    hasTouch: options.hasTouch,
    viewport,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
    },
  };
}

function artifactName(testName: string): string {
  return testName.replace(/[^a-zA-Z0-9-]+/g, '_').slice(0, 150);
}

/** Jest prints the stack, which already holds the original message: the note goes in both, before the frames. */
function mentionInReport(error: Error, note: string): void {
  error.message += `\n(${note})`;
  if (error.stack) error.stack = error.stack.replace(/\n\s+at /, (frames) => `\n(${note})${frames}`);
}

/**
 * A jest test with its own browser (a desktop window unless `viewport` says otherwise, launched with `options`);
 * on failure it saves a full-page screenshot to e2e/.artifacts before failing.
 */
export function browserTest(
  name: string,
  body: (session: BrowserSession) => Promise<void>,
  timeoutMs?: number,
  viewport: ViewportSize = DESKTOP_VIEWPORT,
  options: BrowserOptions = {},
): void {
  test(
    name,
    async () => {
      const browser = await openBrowser(viewport, options);
      try {
        await body(browser);
      } catch (error) {
        const file = path.join(artifactsDir, `${artifactName(expect.getState().currentTestName ?? name)}.png`);
        fs.mkdirSync(artifactsDir, { recursive: true });
        await browser.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        if (error instanceof Error) mentionInReport(error, `screenshot: ${path.relative(process.cwd(), file)}; page: ${browser.page.url()}`);
        throw error;
      } finally {
        await browser.close();
      }
    },
    timeoutMs,
  );
}
