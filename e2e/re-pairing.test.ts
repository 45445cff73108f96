import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { mailsTo, waitForMail } from './support/outbox';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('re-pairing');

let admin: ApiSession;
let ann: VerifiedMember;
let ben: VerifiedMember;
let cal: VerifiedMember;

const SLOTS_PER_DAY = 48;
/** A week free only on `day`, slots [first, end) (slot 0 is 7:00 AM). */
function gridFreeOn(day: number, first: number, end: number): boolean[][] {
  return Array.from({ length: 7 }, (_, d) => Array.from({ length: SLOTS_PER_DAY }, (_, slot) => d === day && slot >= first && slot < end));
}

async function signUp(member: VerifiedMember, availability: boolean[][]): Promise<void> {
  const session = await ApiSession.signIn(server, member);
  try {
    await session.send('POST', '/interview/pool/', { userId: member.id, availability });
  } finally {
    await session.dispose();
  }
}

const PAIRING_SUBJECT = /^Subject: Your mock interview partner/m;
const UNPAIRED_SUBJECT = /^Subject: No mock interview partner/m;
/** A link to an interview (not the pair's room, which the mail links too: `…/room`). */
const INTERVIEW_LINK = /#(\/interviews\/[0-9a-f-]{36})(?!\/room)/g;
const pairingMailsTo = (member: VerifiedMember) => mailsTo(server, member.email).filter((text) => PAIRING_SUBJECT.test(text));

beforeAll(async () => {
  admin = await adminSession(server);
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
  const ids: string[] = [];
  for (const title of ['Two Sum', 'Merge Intervals', 'Rotate Array']) {
    const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` });
    ids.push(question.question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  ann = await verifiedMember(server, admin, 'ann');
  ben = await verifiedMember(server, admin, 'ben');
  cal = await verifiedMember(server, admin, 'cal');
  // Ann and Ben are both free Monday evening; Cal only on Wednesday morning, so nobody can be paired with him.
  await signUp(ann, gridFreeOn(1, 22, 26));
  await signUp(ben, gridFreeOn(1, 22, 26));
  await signUp(cal, gridFreeOn(3, 2, 6));
  await manage(server, 'pair', '--force-current-week');
});

afterAll(async () => {
  await admin?.dispose();
});

async function expectNotice(page: Page, text: string): Promise<void> {
  await page.getByRole('alert', { name: 'Your interview this week' }).filter({ hasText: text }).waitFor();
}

describe('re-pairing a week that was paired early', () => {
  browserTest('keeps the pair that did not change: the emailed link still opens the same interview, and nobody is mailed again', async ({ page }) => {
    const annMail = await waitForMail(server, ann.email, (text) => PAIRING_SUBJECT.test(text));
    const links = [...annMail.matchAll(INTERVIEW_LINK)].map((match) => match[1]);
    expect(links).toHaveLength(2);
    await waitForMail(server, cal.email, (text) => UNPAIRED_SUBJECT.test(text));

    const again = await manage(server, 'pair');
    expect(again).toContain('Kept 1 pair(s) of the previous pairing unchanged');
    expect(again).toContain(`Unpaired: ${cal.username}`);
    expect(pairingMailsTo(ann)).toHaveLength(1);
    expect(pairingMailsTo(ben)).toHaveLength(1);
    expect(mailsTo(server, cal.email)).toHaveLength(1);

    await signIn(page, server, ann);
    await open(page, server, links[0]);
    await page.getByText(/^(You interview Ben|Ben interviews you)$/).waitFor();
    expect(await page.getByText('Interview not found').count()).toBe(0);
  });

  browserTest('the paired member sees this week\'s interview next to the grid for the following week, and on My Interviews', async ({ page }) => {
    await signIn(page, server, ann);
    await open(page, server, '/interview-signup');
    await expectNotice(page, `You are paired with ${ben.firstName} ${ben.lastName}.`);
    const heading = page.getByText(/^Availability for the week of /);
    const notice = page.getByRole('alert', { name: 'Your interview this week' });
    const pairedWeek = ((await notice.textContent()) ?? '').match(/week of (\w+, \w+ \d+)/)?.[1];
    // Paired early, the week is closed: the grid is for the week after the interview.
    expect(await heading.textContent()).not.toContain(pairedWeek);

    await open(page, server, '/interviews');
    await expectNotice(page, `You are paired with ${ben.firstName} ${ben.lastName}.`);
    await notice.getByRole('link', { name: `You interview ${ben.firstName} ${ben.lastName}` }).click();
    await page.getByText(`You interview ${ben.firstName}`, { exact: true }).waitFor();
  });

  browserTest(
    'the member left unpaired is told they have priority next week, on the signup screen and My Interviews, on a phone',
    async ({ page }) => {
      // The phone's top bar folds its links into a menu, so the sign-in is confirmed by the redirect instead.
      await submitLogin(page, server, cal.username, cal.password);
      await waitForRoute(page, '/home');
      await open(page, server, '/interview-signup');
      await expectNotice(page, 'Not paired this week: you have priority next week.');
      await page.getByText(/^Availability for the week of /).waitFor();
      await open(page, server, '/interviews');
      await expectNotice(page, 'Not paired this week: you have priority next week.');
      const notice = await page.getByRole('alert', { name: 'Your interview this week' }).boundingBox();
      expect(notice?.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    },
    undefined,
    PHONE_VIEWPORT,
  );

  browserTest('after the pairing is undone, an old link says what happened and leads to My Interviews', async ({ page }) => {
    const [link] = [...(await waitForMail(server, ben.email, (text) => PAIRING_SUBJECT.test(text))).matchAll(INTERVIEW_LINK)].map((match) => match[1]);
    await admin.send('POST', '/interview/pair/', { signal: false, force_current_week: true });

    await signIn(page, server, ben);
    await open(page, server, link);
    await page.getByText("This interview was cancelled when the week's pairing was undone.", { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go to My Interviews' }).click();
    await waitForRoute(page, '/interviews');
  });
});
