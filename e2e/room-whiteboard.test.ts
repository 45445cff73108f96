/**
 * The room's whiteboard (issue 29) in real Chromium, two browsers as the pair of a system design round: the room
 * opens on the whiteboard for both; Ann draws a rectangle and an arrow with Excalidraw's keys and the mouse, and
 * Ben sees both shapes and Ann's pointer by name and exports them as SVG and PNG; a reload and a server restart keep
 * the drawing; Ben draws on a 390 px phone with a finger; the replay shows the board with two shapes before the
 * phone's third; axe finds no serious or critical violation in the room with the whiteboard open in dark mode; text on
 * the board is drawn in Excalidraw's own font from our server, and nothing is fetched elsewhere or refused by the CSP.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { AXE_TAGS, axeViolations, FAILING_IMPACTS } from './support/axe';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { recordCspViolations } from './support/csp-violations';
import { pairAnnAndBen } from './support/room-pair';
import { serverForThisFile } from './support/server';
import { open, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('room-whiteboard');

let ann: VerifiedMember;
let ben: VerifiedMember;
let room: string;

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen: room } = await pairAnnAndBen(server, { topic: 'System Design' }));
});

/** Signs in and opens the room; it opens on the whiteboard (a system design round), so the editor is not waited for. */
async function enterRoom(page: Page, member: VerifiedMember): Promise<void> {
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, `/interviews/${room}/room`);
  await page.getByText('Connected', { exact: true }).waitFor();
}

const whiteboardTab = (page: Page) => page.getByRole('tablist', { name: 'Surfaces' }).getByRole('tab', { name: 'Whiteboard' });
const canvas = (page: Page) => page.locator('.excalidraw canvas.interactive');
const shapesLine = (page: Page, shapes: number) => page.getByRole('status').filter({ hasText: `${shapes} shape${shapes === 1 ? '' : 's'} on the whiteboard` });

async function boardBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  await canvas(page).waitFor();
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('The whiteboard has no size.');
  return box;
}

/** Picks a tool by its Excalidraw key and drags on the canvas from one point to another (relative to the canvas). */
async function drawWithMouse(page: Page, key: string, from: [number, number], to: [number, number]): Promise<void> {
  const box = await boardBox(page);
  await page.keyboard.press(key);
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 10 });
  await page.mouse.up();
}

/** A one-finger drag, as a touch screen sends it (Chromium turns the touches into pointer events). */
async function dragWithFinger(page: Page, target: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to touch.');
  const cdp = await page.context().newCDPSession(page);
  const point = ([x, y]: [number, number]) => [{ x: box.x + x, y: box.y + y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 10; step += 1) {
    const at: [number, number] = [from[0] + ((to[0] - from[0]) * step) / 10, from[1] + ((to[1] - from[1]) * step) / 10];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Axe's serious and critical findings in the page (injected by evaluation: the CSP allows no inline script). */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: AXE_TAGS } });
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact)).map((violation) => `${violation.rule}: ${violation.targets.join(', ')}`);
}

browserTest('the pair draws together; the drawing survives a reload and a restart, is replayed, and a phone draws by touch', async ({ page: annPage }) => {
  const benBrowser = await openBrowser({ width: 1280, height: 800 });
  const benPage = benBrowser.page;
  try {
    await enterRoom(annPage, ann);
    await enterRoom(benPage, ben);

    // A system design round opens on the whiteboard for both: Ann's browser knows the question, Ben's reads the room.
    for (const page of [annPage, benPage]) {
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]#surface-tab-whiteboard'));
      expect(await whiteboardTab(page).getAttribute('aria-selected')).toBe('true');
      await shapesLine(page, 0).waitFor();
    }

    // Ann draws a box and an arrow: Excalidraw's R and A keys, then a drag each.
    await canvas(annPage).click({ position: { x: 600, y: 80 } });
    await drawWithMouse(annPage, 'r', [220, 160], [400, 280]);
    await drawWithMouse(annPage, 'a', [420, 220], [600, 220]);
    await shapesLine(annPage, 2).waitFor();
    await shapesLine(benPage, 2).waitFor();

    // Ann's pointer shows on Ben's board with her name (Excalidraw draws it on the canvas; the line beside says it).
    const annBox = await boardBox(annPage);
    await annPage.mouse.move(annBox.x + 500, annBox.y + 400, { steps: 5 });
    await benPage.getByText('Ann pointing at it').waitFor();

    // Either member exports the drawing: Ben saves it as SVG and PNG.
    const [svg] = await Promise.all([benPage.waitForEvent('download'), benPage.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('whiteboard-round-1.svg');
    expect(fs.readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const [png] = await Promise.all([benPage.waitForEvent('download'), benPage.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('whiteboard-round-1.png');
    expect(fs.readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');

    // A reload keeps the drawing; so does a server restart (Ann reloads once it is back: the stored board).
    await benPage.reload();
    await shapesLine(benPage, 2).waitFor({ timeout: 30_000 });
    await server.restart();
    for (const page of [annPage, benPage]) await page.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await annPage.reload();
    await shapesLine(annPage, 2).waitFor({ timeout: 30_000 });

    // Later, Ben on a phone draws a third shape with a finger.
    await annPage.waitForTimeout(2_500);
    const phone = await openBrowser(PHONE_VIEWPORT, { hasTouch: true });
    try {
      await enterRoom(phone.page, ben);
      await whiteboardTab(phone.page).tap();
      await shapesLine(phone.page, 2).waitFor();
      // The tool's icon covers its radio button: a finger taps the icon.
      await phone.page.getByRole('radio', { name: /^Rectangle/ }).tap({ force: true });
      await dragWithFinger(phone.page, canvas(phone.page), [80, 200], [260, 320]);
      await shapesLine(phone.page, 3).waitFor();
      await shapesLine(annPage, 3).waitFor();
    } finally {
      await phone.close();
    }

    // The replay opens on the end (three shapes) and, scrubbed back, shows the board before the phone's shape.
    await open(annPage, server, `/interviews/${room}`);
    await annPage.getByRole('heading', { name: 'Replay of the interview room' }).waitFor();
    await annPage.getByRole('tablist', { name: 'Surfaces' }).getByRole('tab', { name: 'Whiteboard' }).click();
    await annPage.getByRole('img', { name: 'The whiteboard at this moment: 3 shapes' }).waitFor();
    await annPage.getByRole('slider', { name: 'Replay time' }).focus();
    const earlier = annPage.getByRole('img', { name: 'The whiteboard at this moment: 2 shapes' });
    for (let presses = 0; presses < 60 && !(await earlier.isVisible()); presses += 1) {
      await annPage.keyboard.press('ArrowLeft');
      await annPage.waitForTimeout(100);
    }
    await earlier.waitFor();
  } finally {
    await benBrowser.close();
  }
}, 240_000);

browserTest(
  'the room with the whiteboard open in dark mode has no serious or critical axe violation',
  async ({ page }) => {
    await enterRoom(page, ann);
    const shapes = page.getByRole('status').filter({ hasText: /shapes? on the whiteboard/ });
    await shapes.waitFor();
    // The board follows the app's dark mode.
    await page.locator('.excalidraw.theme--dark').waitFor();
    // A board with shapes can be exported once Excalidraw is up: scan the export buttons enabled, as members see them.
    if (!/^0 shapes/.test((await shapes.textContent()) ?? '')) await page.getByRole('button', { name: 'Export PNG' }).and(page.locator(':enabled')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  },
  120_000,
  { width: 1280, height: 800 },
  { colorScheme: 'dark' },
);

browserTest('text on the whiteboard is drawn in Excalidraw\'s font from our server; nothing is fetched elsewhere or refused by the CSP', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const ours = new URL(server.baseUrl).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== ours) elsewhere.push(request.url());
  });
  const handwriting = page.waitForResponse((response) => /\/excalidraw\/[^/]+\/fonts\/Excalifont\/[^/]+\.woff2$/.test(response.url()) && response.status() === 200);
  await enterRoom(page, ann);

  // Ann writes on the board: Excalidraw's T key, a click, the words, Escape.
  const box = await boardBox(page);
  await canvas(page).click({ position: { x: 600, y: 80 } });
  await page.keyboard.press('t');
  await page.mouse.click(box.x + 300, box.y + 150);
  await page.locator('textarea.excalidraw-wysiwyg').waitFor();
  await page.keyboard.type('Load balancer');
  await page.keyboard.press('Escape');
  await page.locator('textarea.excalidraw-wysiwyg').waitFor({ state: 'detached' });

  // The words are in Excalifont, Excalidraw's hand-drawn font, which came from our server.
  expect(new URL((await handwriting).url()).origin).toBe(ours);
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Excalifont' && face.status === 'loaded'));
  // A PNG export draws the text again, with the same font.
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);

  expect(elsewhere).toEqual([]);
  expect(await violations()).toEqual([]);
}, 120_000);
