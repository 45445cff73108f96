/**
 * The interview room as one screen (issue 28), two browsers as the pair: at 1280x800 and 1920x1080 the editor,
 * the question, the output and the call are all in view with no page scroll; the panes resize by keyboard and keep
 * each member's sizes; the partner's cursor is named without hovering (and its line is in the header); Ctrl+Enter
 * runs the code; "?" lists the shortcuts. On a 390 px phone the room is tabs, the call a tile that stays in view
 * while typing, and every control is at least 44x44 px.
 */
import type { Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { enterRoom as enterRoomAs, pairAnnAndBen, roomCode, roomEditor as editor, untilRoomCodeHas } from './support/room-pair';
import { serverForThisFile } from './support/server';

const server = serverForThisFile('room-workspace');

let ann: VerifiedMember;
let ben: VerifiedMember;
let interviewId: string;

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen: interviewId } = await pairAnnAndBen(server));
});

const enterRoom = (page: Page, member: VerifiedMember) => enterRoomAs(page, server, member, interviewId);
const call = (page: Page) => page.getByRole('region', { name: 'Call', exact: true });
const questionPane = (page: Page) => page.getByRole('region', { name: 'Question', exact: true });
const outputPane = (page: Page) => page.getByRole('region', { name: 'Run code' });
const questionDivider = (page: Page) => page.getByRole('separator', { name: 'Resize the question pane' });

/** Every part is wholly inside the window and the page itself does not scroll. */
async function expectOneScreen(page: Page, size: { width: number; height: number }): Promise<void> {
  for (const [name, part] of [['editor', editor(page)], ['question', questionPane(page)], ['output', outputPane(page)], ['call', call(page)]] as const) {
    const box = await part.boundingBox();
    const inside = box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
    expect({ name, box, inside }).toEqual({ name, box, inside: true });
  }
  const extent = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth }));
  expect(extent.scrollHeight).toBeLessThanOrEqual(size.height);
  expect(extent.scrollWidth).toBeLessThanOrEqual(size.width);
}

/** Visible controls in the room smaller than 44x44 px, described for the failure message. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(button, [role="tab"], [role="combobox"], a.MuiButtonBase-root)')]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ control, box }) => box.width > 0 && box.height > 0 && control.closest('[hidden]') === null)
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ control, box }) => `${control.getAttribute('aria-label') ?? control.textContent}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}

browserTest('one screen at 1280x800 and 1920x1080: resizable by keyboard, sizes kept, the named cursor, Ctrl+Enter and the shortcut list', async ({ page: annPage }) => {
  const benBrowser = await openBrowser({ width: 1920, height: 1080 });
  const benPage = benBrowser.page;
  try {
    await enterRoom(annPage, ann);
    await enterRoom(benPage, ben);
    await annPage.getByText('Ben is here').waitFor();
    await annPage.getByRole('heading', { name: 'Your questions' }).waitFor();
    await expectOneScreen(annPage, { width: 1280, height: 800 });
    await expectOneScreen(benPage, { width: 1920, height: 1080 });

    // Focus order: the question, then the editor, then the output.
    const order = await annPage.evaluate(() => {
      const stops = [...document.querySelectorAll<HTMLElement>('main [tabindex="0"], main button, main [contenteditable="true"], main [role="log"]')];
      const at = (element: Element | null) => stops.findIndex((stop) => stop === element);
      return [at(document.querySelector('section[aria-label="Question"]')), at(document.querySelector('.cm-content')), at(document.querySelector('[role="log"]'))];
    });
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);

    // Ben types: Ann sees his cursor named without hovering it, and the header says which line it is on.
    await editor(benPage).click();
    await benPage.keyboard.type('// first\n// second');
    await untilRoomCodeHas(annPage, ['// second']);
    await annPage.mouse.move(1, 1);
    const label = annPage.locator('.cm-ySelectionInfo', { hasText: 'Ben' });
    await label.waitFor();
    expect(await label.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await annPage.getByText("· Ben's cursor: line 2").waitFor();

    // The question pane widens by keyboard, and keeps its width for Ann after a reload.
    const divider = questionDivider(annPage);
    const before = Number(await divider.getAttribute('aria-valuenow'));
    const widthBefore = (await questionPane(annPage).boundingBox())?.width ?? 0;
    await divider.focus();
    for (let press = 0; press < 5; press += 1) await annPage.keyboard.press('ArrowRight');
    const after = Number(await divider.getAttribute('aria-valuenow'));
    expect(after).toBeGreaterThan(before);
    expect((await questionPane(annPage).boundingBox())?.width ?? 0).toBeGreaterThan(widthBefore + 20);
    await annPage.waitForTimeout(300);
    await annPage.reload();
    await editor(annPage).waitFor();
    expect(Number(await questionDivider(annPage).getAttribute('aria-valuenow'))).toBeCloseTo(after, 0);
    // Ben's sizes are his own.
    expect(Number(await questionDivider(benPage).getAttribute('aria-valuenow'))).toBeCloseTo(before, 0);

    // Ctrl+Enter in the editor runs the code (and adds no line).
    await editor(annPage).click();
    await annPage.keyboard.press('Control+A');
    await annPage.keyboard.press('Delete');
    await annPage.keyboard.type('console.log(6*7)');
    await annPage.keyboard.press('Control+Enter');
    await outputPane(annPage).getByLabel('Standard output').filter({ hasText: '42' }).waitFor();
    expect(await roomCode(annPage)).toBe('console.log(6*7)');

    // "?" lists the shortcuts.
    await annPage.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const dialog = annPage.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.getByText('Run the code, from anywhere in the room').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  } finally {
    await benBrowser.close();
  }
}, 180_000);

browserTest(
  'on a 390 px phone: tabs, the call tile in view while typing, every control at least 44 px',
  async ({ page }) => {
    await enterRoom(page, ben);
    const tabs = page.getByRole('tablist', { name: 'Room panes' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Question', 'Code', 'Output', 'Call']);
    expect(await tabs.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('true');

    await editor(page).click();
    await page.keyboard.type('const onPhone = 1;');
    const tile = await call(page).boundingBox();
    expect(tile !== null && tile.x >= 0 && tile.y >= 0 && tile.x + tile.width <= PHONE_VIEWPORT.width && tile.y + tile.height <= PHONE_VIEWPORT.height).toBe(true);
    expect(await smallControls(page)).toEqual([]);

    await tabs.getByRole('tab', { name: 'Output' }).click();
    await page.getByRole('button', { name: 'Run', exact: true }).waitFor();
    expect(await editor(page).isVisible()).toBe(false);
    expect(await smallControls(page)).toEqual([]);

    await tabs.getByRole('tab', { name: 'Question' }).click();
    await page.getByText('Ann has not shown you a question yet.').waitFor();

    await tabs.getByRole('tab', { name: 'Call' }).click();
    await call(page).getByRole('button', { name: 'Join call' }).waitFor();
    await page.getByRole('region', { name: 'Meeting link' }).getByRole('button', { name: 'Add meeting link' }).waitFor();
    expect(await call(page).count()).toBe(1);
    expect(await smallControls(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  },
  90_000,
  PHONE_VIEWPORT,
);
