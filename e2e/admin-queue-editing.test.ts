import type { Locator, Page } from 'playwright-core';
import { ApiSession } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('admin-queue-editing');

const adminMember: NewMember = uniqueMember('admin');
const TOPIC = 'Queues';
/** Long enough that the end of the list is several screens below its top. */
const QUEUED = Array.from({ length: 24 }, (_, index) => `Queued ${String(index + 1).padStart(2, '0')}`);
const NEWCOMER = 'Newcomer';
const label = (title: string) => `${title} (${TOPIC})`;

beforeAll(async () => {
  await manage(server, 'create_admin', adminMember.username, adminMember.email, '--password', adminMember.password);
  const admin = await ApiSession.signIn(server, adminMember);
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: TOPIC });
  const ids: string[] = [];
  for (const title of [...QUEUED, NEWCOMER]) {
    ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids.slice(0, QUEUED.length) });
  await admin.dispose();
});

async function queueOrder(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Queue order' }).getByRole('listitem').locator('.MuiListItemText-primary').allTextContents();
}

/** A mouse drag from the handle to a point `fraction` of the way down the target (dnd-kit starts after a few pixels). */
async function dragWithMouse(page: Page, handle: Locator, target: Locator, fraction: number): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  if (!from) throw new Error('drag handle is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 5 });
  const to = await target.boundingBox();
  if (!to) throw new Error('drop target is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * fraction, { steps: 15 });
  await page.mouse.up();
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

browserTest('a question dragged into the technical queue lands where it is dropped; Remove keeps the focus; Save stays in sight', async ({ page }) => {
  await signIn(page, server, adminMember);
  await open(page, server, '/questions/queue/technical');
  await page.getByRole('button', { name: 'Edit queue' }).click();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await inViewport(page, save)).toBe(true);

  // Dropped on the upper half of the second entry: it goes second, not to the back.
  const second = page.getByRole('list', { name: 'Queue order' }).getByRole('listitem').nth(1);
  await dragWithMouse(page, page.getByRole('button', { name: `Drag ${label(NEWCOMER)} to the queue` }), second, 0.25);
  await page.getByText('Question added to queue', { exact: true }).waitFor();
  expect((await queueOrder(page)).slice(0, 3)).toEqual([label(QUEUED[0]), label(NEWCOMER), label(QUEUED[1])]);

  // Remove by keyboard: focus moves to the next entry's Remove button, so Enter again removes that one.
  await page.getByRole('button', { name: `Remove ${label(QUEUED[0])} from the queue` }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Remove ${label(NEWCOMER)} from the queue`);

  // At the far end of a long queue, Save is still on screen.
  await page.getByRole('button', { name: `Remove ${label(QUEUED[QUEUED.length - 1])} from the queue` }).scrollIntoViewIfNeeded();
  expect(await inViewport(page, save)).toBe(true);

  // A refused save says SPEC's 'Failed to update question queue' beside Save, with the reason.
  await page.route('**/questions/technical/queue/', (request) =>
    request.request().method() === 'PUT'
      ? request.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'The question queue contains unknown or duplicate ids.' }) })
      : request.continue(),
  );
  await save.click();
  await page.getByRole('region', { name: 'Save the queue' }).getByText('Failed to update question queue: The question queue contains unknown or duplicate ids.').waitFor();
  await page.unroute('**/questions/technical/queue/');

  await save.click();
  await page.getByText('Queue updated successfully', { exact: true }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Edit queue' }).waitFor();
  expect((await queueOrder(page)).slice(0, 2)).toEqual([label(NEWCOMER), label(QUEUED[1])]);
});

browserTest(
  'on a 390 px phone, Save stays on screen at the end of a long queue',
  async ({ page }) => {
    await submitLogin(page, server, adminMember.username, adminMember.password);
    await waitForRoute(page, '/home');
    await open(page, server, '/questions/queue/technical');
    await page.getByRole('button', { name: 'Edit queue' }).click();
    const last = page.getByRole('list', { name: 'Queue order' }).getByRole('listitem').last();
    await last.scrollIntoViewIfNeeded();
    expect(await inViewport(page, page.getByRole('button', { name: 'Save', exact: true }))).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  },
  undefined,
  PHONE_VIEWPORT,
);
