import type { Locator, Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { solidPng } from './support/png';
import { serverForThisFile } from './support/server';
import { open, signIn, topBar, waitForRoute } from './support/ui';

const server = serverForThisFile('members');

let admin: ApiSession;

beforeAll(async () => {
  admin = await adminSession(server);
});

afterAll(async () => {
  await admin?.dispose();
});

const PAGE_SIZE = 20;
const PICTURE_SIZE = 24;

const fullName = (member: VerifiedMember) => `${member.firstName} ${member.lastName}`;
const uniqueSuffix = () => String(Date.now() % 100_000);

/** Waits for the picture to have loaded (decode() rejects for a broken image) and returns its width in pixels. */
async function loadedWidth(picture: Locator): Promise<number> {
  return picture.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return image.naturalWidth;
  });
}

async function searchDirectory(page: Page, text: string): Promise<void> {
  await open(page, server, '/directory');
  await page.getByPlaceholder('Search members...').fill(text);
  // The search starts after its debounce; until then the unfiltered listing is on screen (and shows at once now
  // that results are not held back a second), so wait for the query in the URL and the listing to go.
  await page.waitForURL((url) => url.hash.includes(`q=${encodeURIComponent(text)}`));
}

/** Waits until every card on the page is a member whose name holds `name` (the search's answer, not the listing). */
async function untilEveryCardNames(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const cards = [...document.querySelectorAll('article')];
      return cards.length > 0 && cards.every((card) => card.textContent?.includes(expected));
    },
    name,
  );
}

/** The member ids the directory's cards link to, read from their 'View Full Profile' links. */
async function profileIdsOnCards(page: Page): Promise<number[]> {
  const links = page.getByRole('article').getByRole('link', { name: /View Full Profile/ });
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return targets.map((target) => Number(/\/directory\/(\d+)$/.exec(target)?.[1]));
}

/** Sets profile fields through the member's own API session (setup for a test whose subject is another screen). */
async function updateProfileThroughApi(member: VerifiedMember, fields: object): Promise<void> {
  const session = await ApiSession.signIn(server, member);
  try {
    await session.send('PUT', '/members/profile/', fields);
  } finally {
    await session.dispose();
  }
}

describe('members', () => {
  browserTest('a member edits their profile, turns interview reminders off, and sees the changes after a reload', async ({ page }) => {
    const eve = await verifiedMember(server, admin, 'eve');
    const suffix = uniqueSuffix();
    const major = `Computer Engineering ${suffix}`;
    const bio = `I like graphs and dynamic programming (${suffix}).`;
    const github = `eve-codes-${suffix}`;
    await signIn(page, server, eve);
    await open(page, server, '/profile');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Major' }).fill(major);
    await page.getByRole('textbox', { name: 'Bio' }).fill(bio);
    await page.getByRole('textbox', { name: 'GitHub' }).fill(github);
    const reminders = page.getByRole('switch', { name: 'Interview reminders' });
    expect(await reminders.isChecked()).toBe(true);
    await reminders.click();
    expect(await reminders.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('region', { name: 'Details' }).getByText(major, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Bio' }).getByText(bio, { exact: true }).waitFor();
    const githubLink = page.getByRole('region', { name: 'External Links' }).getByRole('link', { name: /^GitHub:/ });
    expect(await githubLink.getAttribute('href')).toBe(`https://github.com/${github}`);
    // One setting, one switch (issue 30): the notice emails offer no second reminders switch to disagree with it.
    await page.getByRole('region', { name: 'Email me about' }).getByText('Interview reminders are turned on or off under Edit → Notifications.').waitFor();
    expect(await page.getByRole('region', { name: 'Email me about' }).getByRole('switch', { name: 'Interview reminders' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await page.getByRole('switch', { name: 'Interview reminders' }).isChecked()).toBe(false);
  });

  browserTest('an uploaded picture shows in the top bar and on the directory card', async ({ page }) => {
    const finn = await verifiedMember(server, admin, 'finn');
    await signIn(page, server, finn);
    await open(page, server, '/profile');

    await page.getByRole('button', { name: 'Change Picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByLabel('Picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(PICTURE_SIZE, [0, 150, 136]) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The toast's title ('Success') and message share one element.
    await page.getByText('Profile picture updated').waitFor();

    const topBarPicture = topBar(page).locator('img[src*="/uploads/"]');
    await topBarPicture.waitFor();
    expect(await loadedWidth(topBarPicture)).toBe(PICTURE_SIZE);

    await searchDirectory(page, finn.username);
    const card = page.getByRole('article', { name: fullName(finn) });
    const cardPicture = card.getByRole('img', { name: fullName(finn) });
    await cardPicture.waitFor();
    expect(await cardPicture.getAttribute('src')).toBe(await topBarPicture.getAttribute('src'));
    expect(await loadedWidth(cardPicture)).toBe(PICTURE_SIZE);
  });

  browserTest(
    'a member searches the directory, pages through the results, opens a profile and reports that member',
    async ({ page }) => {
      // One more than a page: the search must spread over two pages.
      const found: VerifiedMember[] = [];
      for (let count = 0; count <= PAGE_SIZE; count++) found.push(await verifiedMember(server, admin, 'zebra'));
      const gina = await verifiedMember(server, admin, 'gina');
      await signIn(page, server, gina);

      await searchDirectory(page, 'zebra');
      await untilEveryCardNames(page, 'Zebra');
      await page.getByText('Page 1 of 2', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Results' }).waitFor();
      const cards = page.getByRole('article');
      const listedIds = await profileIdsOnCards(page);
      expect(listedIds).toHaveLength(PAGE_SIZE);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Page 2 of 2', { exact: true }).waitFor();
      await cards.first().waitFor();
      await untilEveryCardNames(page, 'Zebra');
      const secondPage = await profileIdsOnCards(page);
      expect(secondPage).toHaveLength(1);
      listedIds.push(...secondPage);
      // Every match exactly once over the two pages.
      const byNumber = (a: number, b: number) => a - b;
      expect(listedIds.sort(byNumber)).toEqual(found.map((member) => member.id).sort(byNumber));

      await cards.first().getByRole('link', { name: /View Full Profile/ }).click();
      await waitForRoute(page, `/directory/${secondPage[0]}`);
      await page.getByRole('heading', { level: 1, name: fullName(found[0]) }).waitFor();

      const reason = `Did not show up to our mock interview (${uniqueSuffix()}).`;
      await page.getByRole('button', { name: 'Report User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report User' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByText('Report submitted!', { exact: true }).waitFor();

      const { reports } = await admin.get<{ reports: { type: string; reason: string; status: string; associated_id: string | number; reporter: { username: string } }[] }>(
        '/reports/all/?type=member',
      );
      const stored = reports.filter((report) => report.reason === reason);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ type: 'member', status: 'pending', reporter: { username: gina.username } });
      expect(String(stored[0].associated_id)).toBe(String(secondPage[0]));
    },
  );

  browserTest("a member's private GitHub link is hidden from other members, a public one is shown", async ({ page }) => {
    const suffix = uniqueSuffix();
    const hidden = await verifiedMember(server, admin, 'quokkapriv');
    const shown = await verifiedMember(server, admin, 'quokkapub');
    const hiddenGithub = `private-gh-${suffix}`;
    const shownGithub = `public-gh-${suffix}`;
    await updateProfileThroughApi(hidden, { github: { username: hiddenGithub, isPrivate: true } });
    await updateProfileThroughApi(shown, { github: { username: shownGithub, isPrivate: false } });
    const viewer = await verifiedMember(server, admin, 'hal');
    await signIn(page, server, viewer);

    await open(page, server, `/directory/${hidden.id}`);
    await page.getByRole('heading', { level: 1, name: fullName(hidden) }).waitFor();
    await page.getByRole('region', { name: 'External Links' }).getByText('No links yet.', { exact: true }).waitFor();
    expect(await page.locator(`a[href*="github.com/${hiddenGithub}"]`).count()).toBe(0);

    await searchDirectory(page, 'quokka');
    const shownCard = page.getByRole('article', { name: fullName(shown) });
    const hiddenCard = page.getByRole('article', { name: fullName(hidden) });
    const shownLink = shownCard.getByRole('link', { name: 'GitHub', exact: true });
    await shownLink.waitFor();
    expect(await shownLink.getAttribute('href')).toBe(`https://github.com/${shownGithub}`);
    await hiddenCard.waitFor();
    expect(await hiddenCard.getByRole('link', { name: 'GitHub', exact: true }).count()).toBe(0);
    expect(await page.locator(`a[href*="github.com/${hiddenGithub}"]`).count()).toBe(0);
  });
});
