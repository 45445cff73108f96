/**
 * Accessibility (issue 20): axe-core over every route of the route table as a signed-out visitor, a member
 * waiting for verification, a member and an admin, in light and dark mode, on a desktop and a 390 px phone,
 * plus the main dialogs open, the popovers (a select, the time zone list, the bell) and the phone menu, and the
 * interview room with code, a run's output and a call, the interview's replay with notes, its time panel and its
 * dialogs (issue 30); any serious or critical violation fails, and the counts are printed. Also by keyboard: the skip link; and the first paint of a dark-mode member, and markdown links.
 *
 * One server for the file and one browser per role and colour scheme (signed in once), each walking its
 * states in a loop with the viewport switched between desktop and phone.
 */
import { blend, decomposeColor, getContrastRatio, recomposeColor } from '@mui/system/colorManipulator';
import type { Page, ViewportSize } from 'playwright-core';
import { registerThroughApi, uniqueMember, type NewMember } from './support/api';
import { ApiSession, type VerifiedMember } from './support/api-session';
import { AXE_TAGS, axeViolations, FAILING_IMPACTS } from './support/axe';
import { browserTest, openBrowser, PHONE_VIEWPORT, type BrowserOptions } from './support/browser';
import { manage } from './support/cli';
import { enterRoom, pairAnnAndBen, roomEditor } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin } from './support/ui';

const server = serverForThisFile('accessibility');

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
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: AXE_TAGS } });
  statesScanned.push(state);
  findings.push(...violations.map((violation) => ({ state, ...violation })));
}

/** Scans each state in each colour scheme and viewport, with one browser per colour scheme signed in by `signInAs`. */
async function scanAll(role: string, states: ScreenState[], signInAs: (page: Page) => Promise<void>, options: BrowserOptions = {}): Promise<void> {
  for (const scheme of COLOR_SCHEMES) {
    const browser = await openBrowser(DESKTOP, { ...options, colorScheme: scheme });
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
            unopened.push(`could not open ${name}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
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

const openProfileEditor = async (page: Page) => page.getByRole('main').getByRole('button', { name: /edit/i }).first().click();

/** Profile -> Edit with the list of the field labelled `label` open (a select's menu, an autocomplete's options). */
const openListOf = (label: string) => async (page: Page) => {
  await openProfileEditor(page);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').waitFor();
  await page.waitForTimeout(300);
};

const openNotifications = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: /notifications/i }).click();
  await page.getByRole('menu', { name: 'Notifications' }).waitFor();
  await page.waitForTimeout(300);
};

const call = (page: Page) => page.getByRole('region', { name: 'Call', exact: true });
/** A keyword on the line the cursor is on: the editor's active line in dark mode is where contrast failed. */
const ROOM_CODE = 'const answer = 40 + 2; console.log(answer)';
const ROOM_NOTE = 'Ben asked about an empty input first';

/** Ben proposes another of the pair's windows, so Ann's time panel shows a proposal to answer. */
async function benProposesAnotherTime(): Promise<void> {
  const session = await ApiSession.signIn(server, ben);
  try {
    const path = `/interview/${annInterviewsBen}/time/`;
    const time = await session.get<{ proposed_time: string | null; windows: string[] }>(path);
    const other = time.windows.find((window) => window !== time.proposed_time);
    if (!other) throw new Error(`the pair has no other window to propose: ${JSON.stringify(time)}`);
    await session.send('POST', `${path}proposal/`, { time: other, replaces: null });
  } finally {
    await session.dispose();
  }
}

/** On a phone the room is tabs ('Room panes'); on a desktop every pane shows at once. */
async function showPane(page: Page, pane: 'Question' | 'Code' | 'Output' | 'Call'): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Room panes' });
  if (await tabs.isVisible()) await tabs.getByRole('tab', { name: pane }).click();
}

/**
 * Ann in the room with code, its run's output, a note and a call with Ben; ends on the code, the cursor on its line.
 * The editor is focused, not clicked: on a phone the call's tile floats over it.
 */
async function annWorksInTheRoom(page: Page): Promise<void> {
  await page.getByText('Connected', { exact: true }).waitFor();
  await roomEditor(page).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(ROOM_CODE);
  await page.keyboard.press('Control+Enter');
  await showPane(page, 'Output');
  await page.getByRole('log', { name: 'Run output' }).getByLabel('Standard output').filter({ hasText: '42' }).waitFor();
  await showPane(page, 'Question');
  await page.getByRole('textbox', { name: 'Notes' }).fill(ROOM_NOTE);
  await showPane(page, 'Call');
  await call(page).getByRole('button', { name: 'Join call' }).click();
  await call(page).getByText('In the call with Ben').waitFor({ timeout: 30_000 });
  await showPane(page, 'Code');
  await roomEditor(page).focus();
  await page.keyboard.press('Control+End');
}

/** On a phone, the Output pane of a room whose code has run (the desktop shows it with the code). */
async function annReadsTheOutput(page: Page): Promise<void> {
  await page.getByText('Connected', { exact: true }).waitFor();
  await page.keyboard.press('Control+Enter');
  await showPane(page, 'Output');
  await page.getByRole('log', { name: 'Run output' }).getByLabel('Standard output').filter({ hasText: '42' }).waitFor();
}

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
      { path: '/profile', opened: { name: 'edit mode', open: openProfileEditor } },
      { path: '/profile', opened: { name: 'edit mode, a select open', open: openListOf('Interview focus') } },
      { path: '/profile', opened: { name: 'edit mode, the time zone list open', open: openListOf('Time zone') } },
      { path: '/home', opened: { name: 'notifications', open: openNotifications } },
      { path: '/home', opened: openPhoneMenu },
    ], async (page) => signIn(page, server, ann));
    expect(seriousFindingsOf('member')).toEqual([]);
  }, 400_000);

  test('in the interview room and on its page: code, output and a call; the replay with notes, the time panel and the cancel dialog', async () => {
    const room = `/interviews/${annInterviewsBen}/room`;
    const detail = `/interviews/${annInterviewsBen}`;
    const benBrowser = await openBrowser(DESKTOP, { fakeMedia: true });
    try {
      await enterRoom(benBrowser.page, server, ben, annInterviewsBen);
      await call(benBrowser.page).getByRole('button', { name: 'Join call' }).click();
      await benProposesAnotherTime();
      await scanAll('room', [
        { path: room, opened: { name: 'code, output and a call', open: annWorksInTheRoom } },
        { path: room, opened: { name: 'the output pane', open: annReadsTheOutput, onlyOn: 'phone' } },
        { path: detail, opened: { name: 'the replay with notes and a proposed time', open: async (page) => {
          await page.getByRole('region', { name: 'Interviewer notes' }).getByRole('button', { name: new RegExp(ROOM_NOTE) }).waitFor();
          await page.getByRole('button', { name: 'Accept' }).waitFor();
        } } },
        { path: detail, opened: { name: 'propose another time dialog', open: openDialog('Propose another time') } },
        { path: detail, opened: { name: 'cancel dialog', open: openDialog('Cancel this interview') } },
      ], async (page) => signIn(page, server, ann), { fakeMedia: true });
    } finally {
      await benBrowser.close();
    }
    expect(seriousFindingsOf('room')).toEqual([]);
  }, 900_000);

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

  for (const scheme of COLOR_SCHEMES) {
    browserTest(`the room editor's keywords on the line being edited read at WCAG AA (4.5:1) in ${scheme} mode`, async ({ page }) => {
      await enterRoom(page, server, ann, annInterviewsBen);
      await roomEditor(page).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nconst onThisLine = 1;');
      const colours = await page.evaluate(() => {
        const line = document.querySelector('.cm-activeLine');
        const keyword = [...(line?.querySelectorAll('span') ?? [])].find((span) => span.textContent === 'const');
        const editor = document.querySelector('.cm-editor');
        if (!line || !keyword || !editor) return null;
        return { text: getComputedStyle(keyword).color, line: getComputedStyle(line).backgroundColor, editor: getComputedStyle(editor).backgroundColor };
      });
      if (!colours) throw new Error('no keyword on the active line');
      // The active line's tint is translucent: what the text stands on is the tint over the editor's background.
      const { values } = decomposeColor(colours.line);
      const background = blend(colours.editor, recomposeColor({ type: 'rgb', values: [values[0], values[1], values[2]] }), values[3] ?? 1);
      expect(getContrastRatio(colours.text, background)).toBeGreaterThanOrEqual(4.5);
    }, 90_000, DESKTOP, { colorScheme: scheme });
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
