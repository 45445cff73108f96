/**
 * Running code in the interview room (issue 19), in real Chromium with the pair in two browsers: JavaScript
 * runs in a sandboxed worker (an endless loop is stopped after 5 seconds and the page stays responsive),
 * Python runs with Pyodide loaded from our own server, and each run's output reaches the partner.
 */
import type { Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { recordCspViolations } from './support/csp-violations';
import { enterRoom as enterRoomAs, pairAnnAndBen, roomEditor } from './support/room-pair';
import { serverForThisFile } from './support/server';

const server = serverForThisFile('room-run-code');

const STOP_MESSAGE = 'Stopped after 5 seconds: the code ran too long. Is there an infinite loop?';

let ann: VerifiedMember;
let ben: VerifiedMember;
let interviewId: string;

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen: interviewId } = await pairAnnAndBen(server));
});

const output = (page: Page) => page.getByRole('log', { name: 'Run output' });
const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
/** The text of the output's 'Standard output' or 'Error output' block. */
const text = (page: Page, block: 'Standard output' | 'Error output') => output(page).getByLabel(block).textContent();

const enterRoom = (page: Page, member: VerifiedMember) => enterRoomAs(page, server, member, interviewId);

/** Replaces the shared code with `code`, typed as a member would (one line: the editor indents new lines itself). */
async function setCode(page: Page, code: string): Promise<void> {
  const editor = roomEditor(page);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code);
  // The editor closes brackets as they are typed: what it holds must be what was meant.
  await page.waitForFunction((expected) => document.querySelector('.cm-content')?.textContent === expected, code);
}

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** When the run the output shows ended (its <time>): a new run changes it. */
const lastRunAt = (page: Page) => page.evaluate(() => document.querySelector('[role="log"][aria-label="Run output"] time')?.getAttribute('datetime') ?? null);

/** Clicks Run (or presses it with `press`) and waits for that run's outcome, whose summary must match `summary`; returns how long it took. */
async function run(page: Page, summary: string | RegExp, timeout = 15_000, press?: () => Promise<void>): Promise<number> {
  const before = await lastRunAt(page);
  const startedAt = Date.now();
  await (press ? press() : runButton(page).click());
  await page.waitForFunction(
    (previous) => {
      const at = document.querySelector('[role="log"][aria-label="Run output"] time')?.getAttribute('datetime');
      return at !== undefined && at !== previous;
    },
    before,
    { timeout },
  );
  const took = Date.now() - startedAt;
  await output(page).getByText(summary).first().waitFor({ timeout: 1_000 });
  return took;
}

browserTest('runs JavaScript (an endless loop is stopped) and Python, and the partner sees each run', async ({ page: annPage }) => {
  const benBrowser = await openBrowser({ width: 1280, height: 800 }, { colorScheme: 'dark' });
  const benPage = benBrowser.page;
  try {
    const violations = await recordCspViolations(annPage);
    await enterRoom(annPage, ann);
    await enterRoom(benPage, ben);

    // JavaScript: console.log's output, for both members.
    await setCode(annPage, 'console.log(1+1)');
    await run(annPage, /^Ran in (under )?\d+ ms$/);
    expect(await text(annPage, 'Standard output')).toBe('2\n');
    await output(benPage).getByText('Ann ran this', { exact: false }).waitFor();
    expect(await text(benPage, 'Standard output')).toBe('2\n');

    // An endless loop: stopped after 5 seconds with a clear message, while the page answers and can be typed in.
    await setCode(annPage, 'while(true){}');
    const loopStartedAt = Date.now();
    await runButton(annPage).click();
    await annPage.getByRole('button', { name: 'Stop' }).waitFor();
    await annPage.getByRole('status').filter({ hasText: 'Running JavaScript…' }).waitFor();
    const frameAt = Date.now();
    await annPage.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - frameAt).toBeLessThan(1_000);
    await annPage.getByRole('textbox', { name: 'Shared code editor' }).press('End');
    await annPage.keyboard.type(' // still typing');
    await output(annPage).getByText(STOP_MESSAGE).waitFor({ timeout: 10_000 });
    const stoppedAfter = Date.now() - loopStartedAt;
    expect(stoppedAfter).toBeGreaterThanOrEqual(4_900);
    expect(stoppedAfter).toBeLessThan(9_000);
    await output(benPage).getByText(STOP_MESSAGE).waitFor();
    expect(await annPage.locator('.cm-content').textContent()).toBe('while(true){} // still typing');

    // Output printed before an error or a stop is kept; errors are labelled as such, with the line.
    await setCode(annPage, 'console.log("start"); console.error("careful"); null.x');
    await run(annPage, /^Ended with an error (after|in)/);
    expect(await text(annPage, 'Standard output')).toBe('start\n');
    expect(await text(annPage, 'Error output')).toContain('careful\nTypeError: Cannot read properties of null');
    expect(await text(annPage, 'Error output')).toContain('(line 1, column');
    await output(annPage).getByText('Errors (stderr)').waitFor();

    // The sandbox: no network and no way to load code; eval works (the worker's own CSP, not the page's).
    await setCode(
      annPage,
      "console.log([typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof importScripts, typeof indexedDB].join(' '), eval('6*7'))",
    );
    await run(annPage, /^Ran in/);
    expect(await text(annPage, 'Standard output')).toBe('undefined undefined undefined undefined undefined 42\n');
    expect(await violations()).toEqual([]);
    await setCode(annPage, "await import('/auth/session/').then(() => console.log('loaded'), () => console.log('import refused'))");
    await run(annPage, /^Ran in/);
    expect(await text(annPage, 'Standard output')).toBe('import refused\n');

    // Python: loaded once from our server (the first run says so), kept for the next runs.
    await chooseLanguage(annPage, 'Python');
    await setCode(annPage, 'print(sum(range(10)))');
    const firstPythonRunMs = await run(annPage, /^Ran in/, 90_000, async () => {
      await runButton(annPage).click();
      await annPage.getByText('Loading Python… (first run takes a few seconds)').waitFor();
    });
    expect(await text(annPage, 'Standard output')).toBe('45\n');
    await output(benPage).getByText('Ann ran this · Python', { exact: false }).waitFor();
    expect(await text(benPage, 'Standard output')).toBe('45\n');

    // Python's `js` module is an empty object, not the worker's globals.
    await setCode(annPage, 'import js; print(hasattr(js, "fetch"), hasattr(js, "XMLHttpRequest"), hasattr(js, "location"))');
    await run(annPage, /^Ran in/);
    expect(await text(annPage, 'Standard output')).toBe('False False False\n');

    await setCode(annPage, 'print("again"); 1/0');
    const secondPythonRunMs = await run(annPage, /^Ended with an error (after|in)/);
    expect(await text(annPage, 'Standard output')).toBe('again\n');
    expect(await text(annPage, 'Error output')).toContain('File "main.py", line 1');
    expect(await text(annPage, 'Error output')).toContain('ZeroDivisionError: division by zero');
    expect(secondPythonRunMs).toBeLessThan(firstPythonRunMs);

    // Python's endless loop is stopped too, and the next run loads a fresh interpreter.
    await setCode(annPage, 'while True: pass');
    await run(annPage, STOP_MESSAGE, 15_000);
    await setCode(annPage, 'print("fresh")');
    await run(annPage, /^Ran in/, 90_000);
    expect(await text(annPage, 'Standard output')).toBe('fresh\n');
    expect(await violations()).toEqual([]);
    console.log(`First Python run (loading Pyodide): ${firstPythonRunMs} ms; second run: ${secondPythonRunMs} ms.`);
    // Nor can Python evaluate JavaScript through Pyodide (and the worker's policy allows WebAssembly, not eval).
    await setCode(annPage, 'from pyodide.code import run_js; print(run_js("typeof fetch"))');
    await run(annPage, /^Ended with an error/);
    expect(await text(annPage, 'Error output')).toContain("ImportError: cannot import name 'eval' from 'js'");

    // A language the browser cannot run: Run is off and says why.
    await chooseLanguage(benPage, 'Java');
    expect(await runButton(benPage).isDisabled()).toBe(true);
    await benPage.getByText(/^Java cannot run here: code runs in your browser, which runs JavaScript, TypeScript,? and Python\./).waitFor();
  } finally {
    await benBrowser.close();
  }
}, 300_000);

browserTest(
  'runs TypeScript on a phone, by keyboard, and the output fits the screen',
  async ({ page }) => {
    await enterRoom(page, ben);
    await chooseLanguage(page, 'TypeScript');
    await setCode(page, 'const total: number = [1, 2, 3].reduce((sum: number, n: number) => sum + n, 0); console.log({ total })');
    // A phone shows one pane at a time: the output has its own tab.
    await page.getByRole('tab', { name: 'Output' }).click();
    await run(page, /^Ran in/, 15_000, async () => {
      await runButton(page).focus();
      await page.keyboard.press('Enter');
    });
    expect(await text(page, 'Standard output')).toBe('{ total: 6 }\n');

    await page.getByRole('tab', { name: 'Code' }).click();
    await setCode(page, 'let x: = 1');
    await page.getByRole('tab', { name: 'Output' }).click();
    await run(page, 'Did not run');
    expect(await text(page, 'Error output')).toContain('SyntaxError');
    expect(await text(page, 'Error output')).toContain('line 1');

    const panel = page.getByRole('region', { name: 'Run code' });
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  },
  120_000,
  PHONE_VIEWPORT,
);
