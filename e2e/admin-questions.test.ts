import type { Locator, Page } from 'playwright-core';
import { ApiSession, verifiedMember } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, route, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('admin-questions');

const suffix = Date.now() % 100_000;
const adminMember: NewMember = uniqueMember('admin');
let admin: ApiSession;
/** Already at the head of the technical queue before the test: the new question must be put before it. */
const seededTitle = `Seeded question ${suffix}`;
const behavioralPrompts = [`Tell me about a conflict you resolved ${suffix}.`, `Why do you want this role ${suffix}?`];

beforeAll(async () => {
  await manage(server, 'create_admin', adminMember.username, adminMember.email, '--password', adminMember.password);
  admin = await ApiSession.signIn(server, adminMember);
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: `Seed topic ${suffix}` });
  const seeded = await admin.send<{ question_id: string }>('POST', '/questions/technical/', {
    title: seededTitle,
    topic: topic.topic_id,
    prompt: 'Seeded prompt.',
  });
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: [seeded.question_id] });
  for (const prompt of behavioralPrompts) await admin.send('POST', '/questions/behavioral/', { prompt });
});

afterAll(async () => {
  await admin?.dispose();
});

/** The queue's entries, head first, by their visible names. */
async function queueOrder(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Queue order' }).getByRole('listitem').locator('.MuiListItemText-primary').allTextContents();
}

async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or drop target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Several steps: dnd-kit starts a pointer drag only after a few pixels of travel.
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

describe('admin question screens', () => {
  browserTest(
    'an admin writes a question with markdown, edits it, and orders both queues by mouse drag and by keyboard',
    async ({ page }) => {
      const topicName = `Graphs ${suffix}`;
      const title = `Shortest path ${suffix}`;
      await signIn(page, server, adminMember);

      await open(page, server, '/admin');
      await page.getByRole('listitem', { name: 'Technical Questions' }).getByRole('link', { name: 'Manage questions' }).click();
      await waitForRoute(page, '/questions/technical/');
      await page.getByRole('link', { name: 'Create new' }).click();
      await waitForRoute(page, '/questions/technical/create');

      // A new topic, appended to the dropdown and chosen.
      await page.getByRole('textbox', { name: 'New topic' }).fill(topicName);
      await page.getByRole('button', { name: 'Create topic' }).click();
      await page.getByText('Topic created.', { exact: true }).waitFor();
      await expectText(page.getByRole('combobox', { name: /Topic/ }), topicName);

      await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} draft`);
      await page
        .getByRole('textbox', { name: /^Prompt/ })
        .fill(
          'Find the **shortest path** in a weighted graph.\n\n<script>window.__pwned = "script"</script>\n\n<img src="x" onerror="window.__pwned = \'onerror\'">\n\n- Dijkstra\n- Bellman-Ford',
        );
      const preview = page.getByRole('region', { name: 'Prompt preview' });
      await preview.locator('strong', { hasText: 'shortest path' }).waitFor();
      await page.getByRole('textbox', { name: 'Source' }).fill('https://en.wikipedia.org/wiki/Shortest_path_problem');

      await page.getByRole('button', { name: 'Create question' }).click();
      await page.getByText('Question created successfully', { exact: true }).waitFor();
      await page.waitForURL((url) => url.hash.startsWith('#/questions/technical/edit/'));

      // Update mode at the question's own address; edit and save again.
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.getByRole('button', { name: 'Update question' }).click();
      await page.getByText('Question updated successfully', { exact: true }).waitFor();

      // The list shows the edited question; its details render the markdown with the raw HTML left out.
      await page.getByRole('link', { name: 'Back to questions' }).click();
      await waitForRoute(page, '/questions/technical/');
      await page.getByRole('searchbox', { name: 'Search' }).fill(title.toUpperCase());
      await page.getByText('showing 1 of 2 questions', { exact: true }).waitFor();
      const card = page.getByRole('listitem', { name: title });
      await card.getByRole('button', { name: 'Show Details' }).click();
      await card.locator('strong', { hasText: 'shortest path' }).waitFor();
      await expectText(card.getByRole('list').first(), 'Dijkstra');
      expect(await card.locator('script, img, [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

      // Technical queue: the new question dragged in with the mouse, then moved to the head.
      await open(page, server, '/questions/queue/technical');
      await page.getByRole('button', { name: 'Edit queue' }).click();
      const saveButton = page.getByRole('button', { name: 'Save', exact: true });
      expect(await saveButton.isDisabled()).toBe(true);
      const label = `${title} (${topicName})`;
      // Dropped on the queue's heading, not on an entry, the question goes to the back.
      await dragWithMouse(page, page.getByRole('button', { name: `Drag ${label} to the queue` }), page.getByRole('heading', { name: 'Queue', exact: true }));
      await page.getByText('Question added to queue', { exact: true }).waitFor();
      expect(await queueOrder(page)).toEqual([`${seededTitle} (Seed topic ${suffix})`, label]);
      await page.getByRole('button', { name: `Move ${label} up` }).click();
      await saveButton.click();
      await page.getByText('Queue updated successfully', { exact: true }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Edit queue' }).waitFor();
      expect(await queueOrder(page)).toEqual([label, `${seededTitle} (Seed topic ${suffix})`]);

      // Behavioral queue: both questions added with the keyboard only (dnd-kit's keyboard sensor).
      await open(page, server, '/questions/queue/behavioral');
      await page.getByText('The queue is empty.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Edit queue' }).click();
      for (const prompt of [behavioralPrompts[1], behavioralPrompts[0]]) {
        // dnd-kit's keyboard sensor starts listening for keys a timer tick after the drag starts, which can
        // come after the pick-up announcement; a key pressed in between is lost. So, like a user whose key
        // did nothing, press Space again until the question lands (at most a few times).
        await page.getByRole('button', { name: `Drag ${prompt} to the queue` }).focus();
        await page.keyboard.press('Space');
        await page
          .getByText(`Picked up ${prompt}.`, { exact: true })
          .or(page.getByText(`${prompt} is over the queue.`, { exact: true }))
          .waitFor({ state: 'attached' });
        await page.keyboard.press('ArrowLeft');
        const queued = page.getByRole('list', { name: 'Queue order' }).getByText(prompt, { exact: true });
        for (let attempt = 1; ; attempt++) {
          await page.keyboard.press('Space');
          const landed = await queued.waitFor({ timeout: 2_000 }).then(() => true, () => false);
          if (landed) break;
          if (attempt === 4) throw new Error(`${prompt} did not land in the queue after ${attempt} presses of Space`);
        }
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Queue updated successfully', { exact: true }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Edit queue' }).waitFor();
      expect(await queueOrder(page)).toEqual([behavioralPrompts[1], behavioralPrompts[0]]);
    },
    180_000,
  );

  browserTest(
    'the queue editor fits a 390 px phone screen',
    async ({ page }) => {
      // On a phone the top bar's links sit in the menu drawer: wait for the login to leave /auth instead.
      await submitLogin(page, server, adminMember.username, adminMember.password);
      await waitForRoute(page, '/home');
      await open(page, server, '/questions/queue/behavioral');
      await page.getByRole('button', { name: 'Edit queue' }).click();
      await page.getByRole('heading', { name: 'Questions not in the queue' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
    120_000,
    PHONE_VIEWPORT,
  );

  browserTest('a member opening /questions/technical/ lands on the home page', async ({ page }) => {
    const member = await verifiedMember(server, admin, 'member');
    await signIn(page, server, member);
    await open(page, server, '/questions/technical/');
    await waitForRoute(page, '/home');
    expect(route(page)).toBe('/home');
    expect(await page.getByRole('heading', { name: 'Technical Questions' }).count()).toBe(0);
  });
});

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor();
}
