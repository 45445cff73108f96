/**
 * The interview room's replay and the interviewer's notes (issue 19) in real Chromium: Ann writes code in the room
 * in two steps with a private note between them; the replay on the interview detail page shows the earlier state
 * when scrubbed back (and when the note is clicked), her partner's browser never receives the unshared note, her
 * notes prefill her feedback, and the replay fits a 390 px phone.
 */
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { ApiSession, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { enterRoom, pairAnnAndBen, roomEditor as editor } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('room-replay');

const STEP_ONE = 'const first = 1;';
const STEP_TWO = 'const second = 2;';
const PRIVATE_NOTE = 'ANN-PRIVATE: Ben skipped the empty input';

let ann: VerifiedMember;
let ben: VerifiedMember;
/** Ann interviews Ben in round 1 (Ann registered first: the lower id leads). */
let annInterviewsBen: string;

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen } = await pairAnnAndBen(server));
});

const replayCode = (page: Page) => page.getByLabel(/^Round 1 code at /);
const replayText = async (page: Page) => ((await replayCode(page).textContent()) ?? '').trim();

async function signInAs(page: Page, member: VerifiedMember): Promise<void> {
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
}

/** Waits until `check` holds for what the server has stored, read through Ann's own session. */
async function untilServer(what: string, check: (session: ApiSession) => Promise<boolean>): Promise<void> {
  const session = await ApiSession.signIn(server, ann);
  try {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (await check(session)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server never stored ${what}.`);
  } finally {
    await session.dispose();
  }
}

/** Round 1's code as the room stored it: the history's updates applied to a fresh document, as the replay does. */
async function storedCode(session: ApiSession): Promise<string> {
  const history = await session.get<{ updates: Array<{ update: string }> }>(`/interview/${annInterviewsBen}/room/history/`);
  const doc = new Y.Doc();
  for (const { update } of history.updates) Y.applyUpdate(doc, new Uint8Array(Buffer.from(update, 'base64')));
  return doc.getText('round-1').toString();
}

const untilStored = (text: string) => untilServer(JSON.stringify(text), async (session) => (await storedCode(session)).includes(text));

async function openReplay(page: Page): Promise<void> {
  await open(page, server, `/interviews/${annInterviewsBen}`);
  await page.getByRole('heading', { name: 'Replay of the interview room' }).waitFor();
  await replayCode(page).waitFor();
}

browserTest('the replay shows an earlier state when scrubbed back, and the notes stay the interviewer\'s', async ({ page }) => {
  await enterRoom(page, server, ann, annInterviewsBen);

  // Step one, then a private note, a pause, and step two.
  await editor(page).click();
  await page.keyboard.type(STEP_ONE, { delay: 20 });
  await untilStored(STEP_ONE);
  await page.waitForTimeout(1500);
  await page.getByRole('textbox', { name: 'Notes' }).fill(PRIVATE_NOTE);
  await untilServer('the note', async (session) => (await session.get<{ text: string }>(`/interview/${annInterviewsBen}/room/notes/`)).text === PRIVATE_NOTE);
  await page.waitForTimeout(2500);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(`\n${STEP_TWO}`, { delay: 20 });
  await untilStored(STEP_TWO);

  // The replay opens on what the code came to.
  await openReplay(page);
  const deadline = Date.now() + 10_000;
  while (!(await replayText(page)).includes(STEP_TWO) && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await replayText(page)).toContain(STEP_TWO);

  // Scrubbed back a second at a time by keyboard, it comes to the moment between the two steps.
  const slider = page.getByRole('slider', { name: 'Replay time' });
  await slider.focus();
  let text = await replayText(page);
  for (let presses = 0; presses < 60 && !text.endsWith(STEP_ONE); presses += 1) {
    await page.keyboard.press('ArrowLeft');
    text = await replayText(page);
  }
  expect(text).toContain(STEP_ONE);
  expect(text).not.toContain('second');
  expect(await slider.getAttribute('aria-valuetext')).toMatch(/into the session$/);

  // The note, pinned to when it was written, jumps there too.
  await page.keyboard.press('End');
  await page.getByRole('region', { name: 'Interviewer notes' }).getByRole('button', { name: new RegExp(PRIVATE_NOTE) }).click();
  expect(await replayText(page)).toContain(STEP_ONE);
  expect(await replayText(page)).not.toContain('second');

  // Ben's browser gets the code, never Ann's unshared note, on the detail page or anywhere else.
  const benBrowser = await openBrowser(PHONE_VIEWPORT);
  const benTraffic: string[] = [];
  benBrowser.page.on('response', (response) => {
    if (response.url().startsWith(server.baseUrl)) void response.text().then((body) => benTraffic.push(body), () => undefined);
  });
  try {
    await signInAs(benBrowser.page, ben);
    await openReplay(benBrowser.page);
    const benDeadline = Date.now() + 10_000;
    while (!(await replayText(benBrowser.page)).includes(STEP_TWO) && Date.now() < benDeadline) await benBrowser.page.waitForTimeout(100);
    expect(await replayText(benBrowser.page)).toContain(STEP_TWO);
    expect(await benBrowser.page.getByRole('region', { name: 'Interviewer notes' }).count()).toBe(0);
    // On a 390 px phone the replay fits the screen and its controls are there.
    await benBrowser.page.getByRole('button', { name: 'Play' }).waitFor();
    const overflow = await benBrowser.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(benTraffic.some((body) => body.includes('"updates"'))).toBe(true);
    expect(benTraffic.join('\n')).not.toContain('ANN-PRIVATE');
  } finally {
    await benBrowser.close();
  }

  // Once the feedback window opens, Ann's feedback for Ben starts from her notes.
  expect(await manage(server, 'reschedule_interview', annInterviewsBen)).toContain('Rescheduled 2 interview(s)');
  // A fresh load: the page asks for the interview and its feedback window again.
  await open(page, server, `/interviews/${annInterviewsBen}`);
  await page.reload();
  const form = page.getByRole('form', { name: `Feedback for ${ben.firstName} ${ben.lastName}` });
  await form.getByText('Prefilled from your notes in the interview room.', { exact: false }).waitFor();
  expect(await form.getByRole('textbox', { name: 'Comments' }).inputValue()).toBe(PRIVATE_NOTE);
}, 180_000);
