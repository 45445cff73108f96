/**
 * Issue 22, cancel and re-match: Ben (on a 390 px phone, dark mode) cancels his interviews with Ann well ahead,
 * after a dialog naming what happens; Ann (a second browser, desktop) finds Cat, the member the pairing left
 * over who shares a time with her, as her new partner, and sees who cancelled and why on the old interview.
 * Two members ask for a partner mid-week; Cat cancels hours before the time (a late cancellation the admins see)
 * and Ann is re-matched with Eve from the standby list.
 */
import { uniqueMember } from './support/api';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, signIn, submitLogin, waitForRoute } from './support/ui';

const server = serverForThisFile('cancel-rematch');

/** Free in the given [day, firstSlot, endSlot) ranges (slot 0 is 7:00 AM). */
const grid = (...ranges: Array<[number, number, number]>) =>
  Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => ranges.some(([d, first, end]) => d === day && slot >= first && slot < end)));

type PairingResult = { paired_interviews: Array<{ interview_id: string; interviewer: string; interviewee: string }>; unpaired_members: string[] };

let ann: VerifiedMember;
let ben: VerifiedMember;
let cat: VerifiedMember;
let benInterviewsAnn: string;
/** Ann's interview of Cat, her new partner after Ben cancelled. */
let annInterviewsCat: string;

beforeAll(async () => {
  const admin = await adminSession(server);
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Strings' });
    const ids: string[] = [];
    for (const title of ['Valid Anagram', 'Longest Palindrome', 'Group Anagrams', 'Decode Ways']) {
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    ann = await verifiedMember(server, admin, 'ann');
    ben = await verifiedMember(server, admin, 'ben');
    cat = await verifiedMember(server, admin, 'cat');
    // Ann and Ben share Monday 6–8 PM; Cat shares only Wednesday 6–7 PM with Ann: the pairing makes Ann–Ben and leaves Cat over.
    const grids = new Map([[ann, grid([1, 22, 26], [3, 22, 24])], [ben, grid([1, 22, 26])], [cat, grid([3, 22, 24])]]);
    for (const [member, availability] of grids) {
      const session = await ApiSession.signIn(server, member);
      await session.send('POST', '/interview/pool/', { availability });
      await session.dispose();
    }
    const result = await admin.send<PairingResult>('POST', '/interview/pair/', { signal: true, force_current_week: true });
    expect(result.unpaired_members).toEqual([cat.username]);
    const interview = result.paired_interviews.find((row) => row.interviewer === ben.username && row.interviewee === ann.username);
    if (!interview) throw new Error(`Ben and Ann were not paired: ${JSON.stringify(result)}`);
    benInterviewsAnn = interview.interview_id;
  } finally {
    await admin.dispose();
  }
}, 120_000);

describe('cancel and re-match', () => {
  browserTest('a member cancels early on a phone; the partner gets the member left over as a new partner at once', async ({ page }) => {
    // A phone's top bar folds its links: the redirect home confirms the sign-in.
    await submitLogin(page, server, ben.username, ben.password);
    await waitForRoute(page, '/home');
    await open(page, server, `/interviews/${benInterviewsAnn}`);
    await page.getByRole('button', { name: 'Cancel this interview' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel your interviews with ${ann.firstName} ${ann.lastName}?` });
    await dialog.getByText('Both interviews of your pair are cancelled', { exact: false }).waitFor();
    await dialog.getByText('cancelling is free of any mark', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: /reason/i }).fill('My team moved a release onto Monday evening.');
    await dialog.getByRole('button', { name: 'Cancel both interviews' }).click();
    await page.getByText('Both interviews are cancelled. Your partner was paired with someone else this week.').waitFor();
    const notice = page.getByRole('region', { name: 'Cancellation' });
    await notice.getByText(`Cancelled by ${ben.firstName} ${ben.lastName}`, { exact: false }).waitFor();
    await notice.getByText('Reason: My team moved a release onto Monday evening.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel this interview' }).count()).toBe(0);
    // Nothing spills sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    const annBrowser = await openBrowser({ width: 1280, height: 800 });
    try {
      await signIn(annBrowser.page, server, ann);
      const annApi = await ApiSession.signIn(server, ann);
      const { interviews } = await annApi.get<{ interviews: Array<{ interview_id: string; status: string; interviewer: { id: number }; interviewee: { id: number } }> }>('/interview/all/details');
      await annApi.dispose();
      const withCat = interviews.find((row) => row.status === 'pending' && row.interviewer.id === ann.id && row.interviewee.id === cat.id);
      if (!withCat) throw new Error(`Ann was not re-matched with Cat: ${JSON.stringify(interviews)}`);
      annInterviewsCat = withCat.interview_id;
      await open(annBrowser.page, server, `/interviews/${withCat.interview_id}`);
      await annBrowser.page.getByText(`${cat.firstName} ${cat.lastName}`, { exact: false }).first().waitFor();
      await annBrowser.page.getByRole('button', { name: 'Cancel this interview' }).waitFor();
      await open(annBrowser.page, server, `/interviews/${benInterviewsAnn}`);
      await annBrowser.page.getByRole('region', { name: 'Cancellation' }).getByText('Reason: My team moved a release onto Monday evening.').waitFor();
    } finally {
      await annBrowser.close();
    }
  }, 120_000, PHONE_VIEWPORT, { colorScheme: 'dark' });

  browserTest('two members ask for a partner mid-week and are paired with each other at once; a second practice is offered', async ({ page }) => {
    // Dan saves Monday evening (his signup goes to next week: this one is closed); Ben left this week by cancelling.
    const admin = await adminSession(server);
    const dan = await verifiedMember(server, admin, 'dan');
    await admin.dispose();
    const danApi = await ApiSession.signIn(server, dan);
    await danApi.send('POST', '/interview/pool/', { availability: grid([1, 22, 26]) });
    const waiting = await danApi.send<{ interview_ids: string[] }>('POST', '/interview/standby/', { availability: grid([1, 22, 26]) });
    expect(waiting.interview_ids).toEqual([]);
    await danApi.dispose();

    await submitLogin(page, server, ben.username, ben.password);
    await waitForRoute(page, '/home');
    await open(page, server, '/interviews');
    await page.getByRole('button', { name: 'Find me a partner this week' }).click();
    await page.getByText('You have a partner this week: see My Interviews (you were both emailed).').waitFor();
    await page.getByText(`${dan.firstName} ${dan.lastName}`, { exact: false }).first().waitFor();
    // The pool's panel refetches after the pairing: the button goes within a render of the partner's name appearing.
    await page.getByRole('button', { name: 'Find me a partner this week' }).waitFor({ state: 'detached' });
    // Paired, Ben may ask for a second practice, and take the request back in one click.
    await page.getByRole('button', { name: 'Ask for a second practice' }).click();
    await page.getByText("You are on this week's standby list for a second practice", { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Leave the standby list' }).click();
    await page.getByRole('button', { name: 'Ask for a second practice' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  }, 120_000, PHONE_VIEWPORT);

  browserTest('a member cancels hours before the time: warned, counted as late, and the partner gets a standby member', async ({ page }) => {
    // The pair agreed to meet three hours from now (recorded as an admin would).
    const soon = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    expect(await manage(server, 'reschedule_interview', annInterviewsCat, '--at', soon)).toContain('Rescheduled 2 interview(s)');
    // Eve waits on the standby list with Ann's Monday evening: nobody free shares it until Cat cancels.
    const admin = uniqueMember('admin');
    await manage(server, 'create_admin', admin.username, admin.email, '--password', admin.password);
    const adminApi = await ApiSession.signIn(server, admin);
    const eve = await verifiedMember(server, adminApi, 'eve');
    await adminApi.dispose();
    const eveApi = await ApiSession.signIn(server, eve);
    expect((await eveApi.send<{ interview_ids: string[] }>('POST', '/interview/standby/', { availability: grid([1, 22, 26]) })).interview_ids).toEqual([]);

    await submitLogin(page, server, cat.username, cat.password);
    await waitForRoute(page, '/home');
    await open(page, server, `/interviews/${annInterviewsCat}`);
    await page.getByRole('button', { name: 'Cancel this interview' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel your interviews with ${ann.firstName} ${ann.lastName}?` });
    await dialog.getByText('this is a late cancellation, which admins see. It is not a no-show strike.', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: /reason/i }).fill('A fever since this morning.');
    await dialog.getByRole('button', { name: 'Cancel both interviews' }).click();
    await page.getByText('Both interviews are cancelled (a late cancellation). Your partner was paired with someone else this week.').waitFor();
    await page.getByRole('region', { name: 'Cancellation' }).getByText('(late)', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    // Eve's My Interviews now names Ann, her partner from the standby list.
    const { interviews } = await eveApi.get<{ interviews: Array<{ status: string; interviewer: { id: number }; interviewee: { id: number } }> }>('/interview/all/details');
    await eveApi.dispose();
    expect(interviews.filter((row) => row.status === 'pending').map((row) => [row.interviewer.id, row.interviewee.id].sort())).toEqual([[ann.id, eve.id].sort(), [ann.id, eve.id].sort()]);

    const adminBrowser = await openBrowser({ width: 1280, height: 800 });
    try {
      await signIn(adminBrowser.page, server, admin);
      await open(adminBrowser.page, server, '/pairing');
      const outcomes = adminBrowser.page.getByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' });
      // Ben's early cancellation and Cat's late one, in the week they were paired in.
      await outcomes.getByRole('row').nth(1).getByRole('cell', { name: '2 (1 late)' }).waitFor();
    } finally {
      await adminBrowser.close();
    }
  }, 120_000, PHONE_VIEWPORT);
});
