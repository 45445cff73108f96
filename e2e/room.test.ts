/**
 * The interview room (issue 19) in real Chromium, two browsers as the pair: both type at once and end with the
 * same code, each sees the other's named cursor, the interviewer shows a question and the interviewee's traffic
 * never carries its solution, a reload and a server restart keep the code (what was typed while the server was
 * down arrives once), Swap roles starts round 2. Outsiders
 * and signed-out visitors are kept out; the room works on a 390 px phone.
 */
import type { Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { enterRoom as enterRoomAs, pairAnnAndBen, roomCode as code, roomEditor as editor, untilRoomCodeHas, type RoomPair } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('room');

let pair: RoomPair;
let ann: VerifiedMember;
let ben: VerifiedMember;
let annInterviewsBen: string;
let annAsks: RoomPair['annAsks'];

beforeAll(async () => {
  pair = await pairAnnAndBen(server);
  ({ ann, ben, annInterviewsBen, annAsks } = pair);
  expect(annAsks.solution).toMatch(/^SOLUTION-OF-/);
});

const enterRoom = (page: Page, member: VerifiedMember) => enterRoomAs(page, server, member, annInterviewsBen);
const untilCodeHas = (page: Page, ...parts: string[]) => untilRoomCodeHas(page, parts);
const untilEditorHas = (page: Page, name: string, ...parts: string[]) => untilRoomCodeHas(page, parts, name);

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

    // So does a server restart. What Ben types while it is down reaches Ann once both reconnect by themselves,
    // exactly once; then they go on editing together.
    await server.restart(async () => {
      await benPage.getByText('Reconnecting…', { exact: true }).waitFor();
      // Ben's own connection is down: the room does not claim that Ann left.
      expect(await benPage.getByText('Waiting for Ann').count()).toBe(0);
      // The server closed the room's sockets with 1012 as it stopped: the page says why it reconnects.
      await benPage.getByRole('alert').filter({ hasText: 'Server restarting, reconnecting…' }).waitFor();
      await editor(benPage).click();
      await benPage.keyboard.press('Control+End');
      await benPage.keyboard.type('\n// typed offline');
    });
    for (const page of [annPage, benPage]) await page.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await untilCodeHas(annPage, 'const fromAnn = 1;', 'const fromBen = 2;', '// typed offline');
    expect((await code(annPage)).split('// typed offline')).toHaveLength(2);
    await editor(benPage).click();
    await benPage.keyboard.press('Control+End');
    await benPage.keyboard.type('\n// after the restart');
    await untilCodeHas(annPage, '// after the restart');
    expect(await code(benPage)).toBe(await code(annPage));

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
    await untilEditorHas(annPage, 'Round 1 code (read-only)', 'const fromAnn = 1;', '// typed offline', '// after the restart');
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
  await signIn(page, server, pair.outsider);
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
