/**
 * Accessibility (issue 20): axe-core over every route of the route table as a signed-out visitor, a member
 * waiting for verification, a member and an admin, in light and dark mode, on a desktop and a 390 px phone,
 * plus the main dialogs open and the phone menu; any serious or critical violation fails, and the counts are
 * printed. Also by keyboard: the skip link; and the first paint of a dark-mode member, and markdown links.
 *
 * One server for the file and one browser per role and colour scheme (signed in once), each walking its
 * states in a loop with the viewport switched between desktop and phone.
 */
import fs from 'node:fs';
import { getContrastRatio } from '@mui/system/colorManipulator';
import type { Page, ViewportSize } from 'playwright-core';
import { registerThroughApi, uniqueMember, type NewMember } from './support/api';
import { ApiSession, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { pairAnnAndBen } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin } from './support/ui';

const server = serverForThisFile('accessibility');

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0 and 2.1, A and AA; best practices too (heading order, one h1), reported but failing only when serious. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const DESKTOP: ViewportSize = { width: 1280, height: 800 };
const VIEWPORTS: Array<{ name: string; size: ViewportSize }> = [
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE_VIEWPORT },
];
const COLOR_SCHEMES = ['light', 'dark'] as const;
type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** One rule broken on one screen state. */
interface Finding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** A screen state: a route, optionally with something opened on it (a dialog, the phone menu). */
interface ScreenState {
  path: string;
  /** Opens the dialog or menu to be scanned; the state is scanned only after it resolves. */
  opened?: { name: string; open: (page: Page) => Promise<void>; onlyOn?: 'phone' };
}

const statesScanned: string[] = [];
/** Dialogs and menus the suite could not open: each is a state left unscanned, so the role's test fails. */
const unopened: string[] = [];
const findings: Finding[] = [];

let adminCredentials: NewMember;
let ann: VerifiedMember;
let ben: VerifiedMember;
let unverified: NewMember;
let annInterviewsBen: string;
let questionId: string;

/** A question whose markdown holds what the renderer must make accessible: a task list and a link. */
const MARKDOWN_PROMPT = [
  'Find the **shortest path** in an unweighted graph. See [breadth-first search](https://en.wikipedia.org/wiki/Breadth-first_search).',
  '',
  '- [x] Ask about the graph size',
  '- [ ] Mention the complexity',
].join('\n');

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen } = await pairAnnAndBen(server));
  adminCredentials = uniqueMember('admin');
  await manage(server, 'create_admin', adminCredentials.username, adminCredentials.email, '--password', adminCredentials.password);
  const admin = await ApiSession.signIn(server, adminCredentials);
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Graphs' });
    questionId = (
      await admin.send<{ question_id: string }>('POST', '/questions/technical/', {
        title: 'Shortest path', topic: topic.topic_id, prompt: MARKDOWN_PROMPT, solution: 'BFS from the start.', follow_ups: '- [ ] Weighted edges?', source: '',
      })
    ).question_id;
    await admin.send('POST', '/questions/behavioral/', { prompt: 'Tell me about a time you disagreed with a teammate and how you resolved it.' });
  } finally {
    await admin.dispose();
  }
  const annSession = await ApiSession.signIn(server, ann);
  try {
    await annSession.send('POST', '/reports/', { associated_id: ben.id, reporter_user_id: ann.id, type: 'member', reason: 'Did not show up to our interview.' });
  } finally {
    await annSession.dispose();
  }
  unverified = uniqueMember('newcomer');
  await registerThroughApi(server, unverified);
}, 120_000);

afterAll(() => {
  const byImpact = new Map<string, number>();
  for (const finding of findings) byImpact.set(finding.impact, (byImpact.get(finding.impact) ?? 0) + 1);
  const statesWithViolations = new Set(findings.map((finding) => finding.state)).size;
  const byRule = new Map<string, Set<string>>();
  for (const finding of findings) byRule.set(`${finding.rule} (${finding.impact})`, (byRule.get(`${finding.rule} (${finding.impact})`) ?? new Set()).add(finding.state));
  console.log(
    [
      `axe: ${statesScanned.length} screen states scanned, ${statesWithViolations} with violations`,
      `violations by impact: ${[...byImpact].map(([impact, count]) => `${impact} ${count}`).join(', ') || 'none'}`,
      ...[...byRule].map(([rule, states]) => `  ${rule}: ${states.size} states: ${[...states].join('; ')}`),
    ].join('\n'),
  );
});

/** Until the page's loaders and skeletons are gone (a page that never settles is scanned as it is after 10 s). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('main') && !document.querySelector('main [role="progressbar"], main .MuiSkeleton-root, #root:empty'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

async function scan(page: Page, state: string): Promise<void> {
  await settle(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the page's CSP allows no inline script, and an evaluation is not one.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
  statesScanned.push(state);
  findings.push(...violations.map((violation) => ({ state, ...violation })));
}

/** Scans each state in each colour scheme and viewport, with one browser per colour scheme signed in by `signInAs`. */
async function scanAll(role: string, states: ScreenState[], signInAs: (page: Page) => Promise<void>): Promise<void> {
  for (const scheme of COLOR_SCHEMES) {
    const browser = await openBrowser(DESKTOP, { colorScheme: scheme });
    try {
      await signInAs(browser.page);
      for (const viewport of VIEWPORTS) {
        await browser.page.setViewportSize(viewport.size);
        for (const state of states) {
          if (state.opened?.onlyOn && state.opened.onlyOn !== viewport.name) continue;
          const name = `${role} ${state.path}${state.opened ? ` + ${state.opened.name}` : ''} (${viewport.name}, ${scheme})`;
          await open(browser.page, server, state.path);
          await settle(browser.page);
          try {
            await state.opened?.open(browser.page);
          } catch (error) {
            unopened.push(`could not open ${name}: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          await scan(browser.page, name);
          if (state.opened) await browser.page.keyboard.press('Escape');
        }
      }
    } finally {
      await browser.close();
    }
  }
}

function seriousFindingsOf(role: string): string[] {
  const unscanned = unopened.filter((line) => line.startsWith(`could not open ${role} `));
  return unscanned.concat(findings
    .filter((finding) => finding.state.startsWith(`${role} `) && FAILING_IMPACTS.has(finding.impact))
    .map((finding) => `${finding.impact} ${finding.rule} on ${finding.state}: ${finding.help}; ${finding.targets.slice(0, 3).join(' | ')}${finding.targets.length > 3 ? ` (+${finding.targets.length - 3})` : ''}`));
}

const openDialog = (button: string | RegExp) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
};

const openPhoneMenu = {
  name: 'menu',
  onlyOn: 'phone' as const,
  open: async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await page.getByRole('presentation').last().waitFor();
    await page.waitForTimeout(300);
  },
};

describe('axe-core finds no serious or critical violation', () => {
  test('for a signed-out visitor', async () => {
    await scanAll('visitor', [
      { path: '/home' },
      { path: '/auth' },
      { path: '/auth', opened: { name: 'Register tab', open: async (page) => page.getByRole('tab', { name: 'Register' }).click() } },
      { path: '/join' },
      { path: '/password-reset-confirm/abc/def' },
      { path: '/no-such-page' },
      { path: '/home', opened: openPhoneMenu },
    ], async (page) => open(page, server, '/home'));
    expect(seriousFindingsOf('visitor')).toEqual([]);
  }, 300_000);

  test('for a member waiting for verification', async () => {
    await scanAll('unverified', [{ path: '/auth' }], async (page) => {
      await submitLogin(page, server, unverified.username, unverified.password);
      await page.getByRole('button', { name: /logout/i }).waitFor();
    });
    expect(seriousFindingsOf('unverified')).toEqual([]);
  }, 300_000);

  test('for a member', async () => {
    await scanAll('member', [
      { path: '/home' },
      { path: '/interview-signup' },
      { path: '/interviews' },
      { path: `/interviews/${annInterviewsBen}` },
      { path: `/interviews/${annInterviewsBen}`, opened: { name: 'report dialog', open: openDialog('Report Interview') } },
      { path: `/interviews/${annInterviewsBen}/room` },
      { path: '/directory' },
      { path: `/directory/${ben.id}` },
      { path: `/directory/${ben.id}`, opened: { name: 'report dialog', open: openDialog('Report User') } },
      { path: '/profile' },
      { path: '/profile', opened: { name: 'edit mode', open: async (page) => page.getByRole('main').getByRole('button', { name: /edit/i }).first().click() } },
      { path: '/home', opened: openPhoneMenu },
    ], async (page) => signIn(page, server, ann));
    expect(seriousFindingsOf('member')).toEqual([]);
  }, 400_000);

  test('for an admin', async () => {
    await scanAll('admin', [
      { path: '/admin' },
      { path: '/admin', opened: { name: 'import questions dialog', open: openDialog('Import questions') } },
      { path: '/signups' },
      { path: '/questions/technical' },
      { path: '/questions/technical', opened: { name: 'question details', open: async (page) => page.getByRole('button', { name: 'Show Details' }).first().click() } },
      { path: '/questions/technical/create' },
      { path: `/questions/technical/edit/${questionId}` },
      { path: '/questions/behavioral' },
      { path: '/questions/queue/technical' },
      { path: '/questions/queue/behavioral' },
      { path: '/pairing' },
      { path: '/pairing', opened: { name: 'pool toggle confirmation', open: async (page) => {
        await page.getByRole('main').getByRole('switch').or(page.getByRole('main').getByRole('checkbox')).first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
      } } },
      { path: '/reports' },
      { path: '/reports', opened: { name: 'handle dialog', open: openDialog('Handle') } },
      { path: '/admin/api-client' },
      { path: '/admin/console' },
    ], async (page) => signIn(page, server, adminCredentials));
    expect(seriousFindingsOf('admin')).toEqual([]);
  }, 400_000);
});

describe('keyboard and first paint', () => {
  browserTest('the first Tab on a page reaches "Skip to content", which shows itself and moves focus to the main content', async ({ page }) => {
    await signIn(page, server, ann);
    await open(page, server, '/directory');
    // A fresh load: the keyboard starts from the top of the document.
    await page.reload();
    await page.getByRole('heading', { name: 'Member Directory', level: 1 }).waitFor();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expectFocused(page, skipLink);
    const box = await skipLink.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(await page.evaluate(() => window.location.hash)).toBe('#/directory');
    // The next Tab goes into the page, past the top bar's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  browserTest("a member who chose dark mode gets a dark page from the first paint on reload, before the app's code runs", async ({ page }) => {
    await signIn(page, server, ann);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    // At DOMContentLoaded the parser is done and nothing of the app has rendered yet (it starts in later tasks).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        const html = getComputedStyle(document.documentElement).backgroundColor;
        const body = getComputedStyle(document.body).backgroundColor;
        (window as unknown as { firstPaint: object }).firstPaint = { appRendered: Boolean(root?.firstChild), background: html === 'rgba(0, 0, 0, 0)' ? body : html };
      });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { firstPaint: object }).firstPaint)).toEqual({ appRendered: false, background: 'rgb(18, 18, 18)' });
  }, undefined, DESKTOP, { colorScheme: 'light' });

  for (const scheme of COLOR_SCHEMES) {
    browserTest(`a success toast's text reads at WCAG AA (4.5:1) on its background in ${scheme} mode`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      await signIn(page, server, ann);
      await open(page, server, '/profile');
      await page.getByRole('button', { name: 'Copy email' }).click();
      const toast = page.locator('.notistack-MuiContent-success', { hasText: 'Copied' });
      await toast.waitFor();
      const { color, background } = await toast.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
      // notistack's own success green (#43a047) under white text is 3.3:1.
      expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }, undefined, DESKTOP, { colorScheme: scheme });
  }

  for (const [scheme, primary] of [['light', 'rgb(0, 121, 107)'], ['dark', 'rgb(77, 182, 172)']] as Array<[ColorScheme, string]>) {
    browserTest(`links in rendered markdown take the theme's link colour in ${scheme} mode`, async ({ page }) => {
      await signIn(page, server, adminCredentials);
      await open(page, server, '/questions/technical');
      const card = page.getByRole('main').getByRole('listitem', { name: 'Shortest path' });
      await card.getByRole('button', { name: 'Show Details' }).click();
      const link = card.getByRole('link', { name: 'breadth-first search' });
      await link.waitFor();
      expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe(primary);
    }, undefined, DESKTOP, { colorScheme: scheme });
  }
});

async function expectFocused(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  expect(await locator.evaluate((element) => element === document.activeElement)).toBe(true);
}
