/**
 * The interview room (issue 19) in real Chromium, two browsers as the pair: both type at once and end with the
 * same code, each sees the other's named cursor, the interviewer shows a question and the interviewee's traffic
 * never carries its solution, a reload and a server restart keep the code, Swap roles starts round 2. Outsiders
 * and signed-out visitors are kept out; the room works on a 390 px phone.
 */
import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('room');

const SLOTS_PER_DAY = 48;
const MONDAY_EVENING = Array.from({ length: 7 }, (_, day) => Array.from({ length: SLOTS_PER_DAY }, (_, slot) => day === 1 && slot >= 22 && slot < 26));

let ann: VerifiedMember;
let ben: VerifiedMember;
let outsider: VerifiedMember;
/** Ann interviews Ben in round 1 (Ann registered first: the lower id leads). */
let annInterviewsBen: string;
/** What Ann asks: its prompt may reach Ben once shown; its solution and follow-ups never. */
let annAsks: { title: string; prompt: string; solution: string; followUps: string };

interface InterviewJson {
  interview_id: string;
  interviewer: { id: number };
  technical_questions: Array<{ title: string; prompt: string; solution: string; follow_ups: string }>;
}

beforeAll(async () => {
  const admin = await adminSession(server);
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
    const ids: string[] = [];
    for (const title of ['Two Sum', 'Merge Intervals']) {
      const body = { title, topic: topic.topic_id, prompt: `Solve ${title} in linear time.`, solution: `SOLUTION-OF-${title.replace(' ', '-')}`, follow_ups: `FOLLOW-UP-OF-${title.replace(' ', '-')}` };
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', body)).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    ann = await verifiedMember(server, admin, 'ann');
    ben = await verifiedMember(server, admin, 'ben');
    outsider = await verifiedMember(server, admin, 'eve');
  } finally {
    await admin.dispose();
  }
  for (const member of [ann, ben]) {
    const session = await ApiSession.signIn(server, member);
    await session.send('POST', '/interview/pool/', { userId: member.id, availability: MONDAY_EVENING });
    await session.dispose();
  }
  await manage(server, 'pair', '--force-current-week');
  const session = await ApiSession.signIn(server, ann);
  try {
    const { interviews } = await session.get<{ interviews: InterviewJson[] }>('/interview/all/details');
    const mine = interviews.find((interview) => interview.interviewer.id === ann.id);
    if (!mine) throw new Error('Ann was not paired as an interviewer.');
    annInterviewsBen = mine.interview_id;
    const [question] = mine.technical_questions;
    annAsks = { title: question.title, prompt: question.prompt, solution: question.solution, followUps: question.follow_ups };
  } finally {
    await session.dispose();
  }
  expect(annAsks.solution).toMatch(/^SOLUTION-OF-/);
});

const editor = (page: Page, name = 'Shared code editor') => page.getByRole('textbox', { name });
/** The editor's text as its lines hold it, without the partner's cursor and name drawn in between. */
const code = (page: Page, name?: string) =>
  editor(page, name).evaluate((content) => {
    const copy = content.cloneNode(true) as HTMLElement;
    for (const widget of copy.querySelectorAll('.cm-ySelectionCaret, .cm-widgetBuffer')) widget.remove();
    return [...copy.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n').replace(/[\u200b\u2060]/g, '');
  });

async function enterRoom(page: Page, member: VerifiedMember): Promise<void> {
  // A phone's top bar folds its links into a menu, so the sign-in is confirmed by the redirect.
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, `/interviews/${annInterviewsBen}/room`);
  await editor(page).waitFor();
  await page.getByText('Connected', { exact: true }).waitFor();
}

async function untilCodeHas(page: Page, ...parts: string[]): Promise<void> {
  await untilEditorHas(page, 'Shared code editor', ...parts);
}

async function untilEditorHas(page: Page, name: string, ...parts: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await code(page, name);
    if (parts.every((part) => text.includes(part))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`"${name}" never held ${JSON.stringify(parts)}; it holds ${JSON.stringify(text)}.`);
}

browserTest('the pair codes together, shows a question, survives a reload and a restart, and swaps roles', async ({ page: annPage }) => {
  const benBrowser = await openBrowser({ width: 1280, height: 800 });
  const benPage = benBrowser.page;
  // Everything the interviewee's browser receives: the room's frames and every API answer.
  const benTraffic: string[] = [];
  // Yjs updates travel as base64: they are decoded so the text inside them can be searched.
  benPage.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      const message = JSON.parse(text) as { update?: string };
      benTraffic.push(text, message.update ? Buffer.from(message.update, 'base64').toString('utf8') : '');
    }),
  );
  benPage.on('response', (response) => {
    if (response.url().startsWith(server.baseUrl) && response.headers()['content-type']?.includes('json')) {
      void response.text().then((body) => benTraffic.push(body), () => undefined);
    }
  });
  try {
    await enterRoom(annPage, ann);
    await enterRoom(benPage, ben);
    await annPage.getByText('Ben is here').waitFor();
    await benPage.getByText('Ann is here').waitFor();
    await annPage.getByRole('heading', { name: /^Round 1: Ann interviews Ben/ }).waitFor();

    // Both type at the same moment.
    await editor(annPage).click();
    await editor(benPage).click();
    await Promise.all([
      annPage.keyboard.type('const fromAnn = 1;', { delay: 25 }),
      benPage.keyboard.type('const fromBen = 2;', { delay: 25 }),
    ]);
    await untilCodeHas(annPage, 'const fromAnn = 1;', 'const fromBen = 2;');
    await untilCodeHas(benPage, 'const fromAnn = 1;', 'const fromBen = 2;');
    expect(await code(benPage)).toBe(await code(annPage));
    // Each sees the other's cursor, named.
    await benPage.locator('.cm-ySelectionInfo', { hasText: 'Ann' }).waitFor({ state: 'attached' });
    await annPage.locator('.cm-ySelectionInfo', { hasText: 'Ben' }).waitFor({ state: 'attached' });

    // The interviewer shows the question; the interviewee gets its prompt, never its solution.
    await benPage.getByText('Ann has not shown you a question yet.').waitFor();
    await annPage.getByRole('button', { name: new RegExp(annAsks.title) }).click();
    await annPage.getByText(annAsks.solution).waitFor();
    await annPage.getByRole('button', { name: 'Show question to partner' }).click();
    await benPage.getByRole('heading', { name: annAsks.title }).waitFor();
    await benPage.getByText(annAsks.prompt).waitFor();
    await annPage.getByRole('button', { name: 'Shown to Ben' }).waitFor();

    // A reload keeps the code.
    await annPage.reload();
    await editor(annPage).waitFor();
    await untilCodeHas(annPage, 'const fromAnn = 1;', 'const fromBen = 2;');

    // So does a server restart; both reconnect by themselves and go on editing together.
    await server.restart();
    for (const page of [annPage, benPage]) await page.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await untilCodeHas(benPage, 'const fromAnn = 1;', 'const fromBen = 2;');
    await editor(benPage).click();
    await benPage.keyboard.press('Control+End');
    await benPage.keyboard.type('\n// after the restart');
    await untilCodeHas(annPage, '// after the restart');

    // Swap roles: both move to round 2's fresh editor; round 1's code stays readable.
    await annPage.getByRole('button', { name: 'Swap roles' }).click();
    await annPage.getByRole('dialog', { name: 'Swap roles?' }).getByRole('button', { name: 'Start round 2' }).click();
    for (const page of [annPage, benPage]) {
      await page.getByRole('heading', { name: /^Round 2: Ben interviews Ann/ }).waitFor();
      expect(await code(page)).not.toContain('fromAnn');
    }
    await benPage.getByRole('heading', { name: 'Your questions' }).waitFor();
    await annPage.getByText('Ben has not shown you a question yet.').waitFor();
    await annPage.getByRole('tab', { name: 'Round 1' }).click();
    await untilEditorHas(annPage, 'Round 1 code (read-only)', 'const fromAnn = 1;', '// after the restart');
    const roundOne = editor(annPage, 'Round 1 code (read-only)');
    expect(await roundOne.getAttribute('aria-readonly')).toBe('true');
    const before = await code(annPage, 'Round 1 code (read-only)');
    await roundOne.click();
    await annPage.keyboard.type('typed into round 1');
    expect(await code(annPage, 'Round 1 code (read-only)')).toBe(before);

    const wire = benTraffic.join('\n');
    expect(wire).toContain(annAsks.prompt);
    expect(wire).not.toContain(annAsks.solution);
    expect(wire).not.toContain(annAsks.followUps);
  } finally {
    await benBrowser.close();
  }
}, 180_000);

browserTest('a member who is not one of the pair cannot join, and a signed-out visitor is sent to sign in', async ({ page }) => {
  await open(page, server, `/interviews/${annInterviewsBen}/room`);
  await page.waitForURL((url) => url.hash.startsWith('#/auth'));
  await signIn(page, server, outsider);
  await open(page, server, `/interviews/${annInterviewsBen}/room`);
  await page.getByText('You cannot join this room.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Shared code editor' }).count()).toBe(0);
}, 60_000);

browserTest(
  'on a 390 px phone in dark mode the room fits the screen, the editor takes typing and its code stays readable',
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await enterRoom(page, ben);
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nconst onPhone = "yes";');
    await untilCodeHas(page, 'const onPhone = "yes";');
    // Syntax colours made for a dark background (One Dark's keyword violet), not the light default's dark purple.
    const keyword = page.locator('.cm-line span', { hasText: /^const$/ }).last();
    expect(await keyword.evaluate((span) => getComputedStyle(span).color)).toBe('rgb(198, 120, 221)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('timer').waitFor();
  },
  60_000,
  PHONE_VIEWPORT,
);
