/**
 * Issue 30, major 1, on the members' path: Ben and Cat are paired; Cat asks for a second practice in her browser;
 * Nina (a second browser) saves her availability on the signup page and clicks "Find me a partner this week". Nina
 * is paired with Cat, and Cat's two interviews are at different times, an hour and a half-hour gap apart at least,
 * never on top of each other (both were proposed for the same evening hour before).
 */
import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { dragAcross, gridCell, submitSignup } from './support/availability';
import { browserTest, openBrowser } from './support/browser';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('second-practice-overlap');
const ZONE = 'America/Los_Angeles';
const GAP_MS = 90 * 60_000;

/** Free every evening from the first slot to before the end one (slot 0 is 7:00 AM; 22 is 6:00 PM). */
const evenings = (first: number, end: number) => Array.from({ length: 7 }, () => Array.from({ length: 48 }, (_slot, slot) => slot >= first && slot < end));

type Detail = { interview_id: string; status: string; proposed_time: string | null; interviewer: { id: number }; interviewee: { id: number } };

let ben: VerifiedMember;
let cat: VerifiedMember;
let nina: VerifiedMember;

beforeAll(async () => {
  const admin = await adminSession(server);
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
    const ids: string[] = [];
    for (const title of ['Two Sum', 'Merge Intervals', 'Rotate Array', 'Jump Game', 'Product Except Self', 'Trapping Rain Water']) {
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    ben = await verifiedMember(server, admin, 'ben');
    cat = await verifiedMember(server, admin, 'cat');
    nina = await verifiedMember(server, admin, 'nina');
    // Ben is free 6–7 PM, Cat 6–9 PM: they are paired at 6:00 PM of the first evening ahead.
    for (const [member, availability] of [[ben, evenings(22, 24)], [cat, evenings(22, 28)]] as const) {
      const session = await ApiSession.signIn(server, member);
      await session.send('POST', '/interview/pool/', { availability });
      await session.dispose();
    }
    await admin.send('POST', '/interview/pair/', { signal: true, force_current_week: true });
  } finally {
    await admin.dispose();
  }
}, 120_000);

/** Cat's live interviews, as the API lists them. */
async function catsInterviews(): Promise<Detail[]> {
  const api = await ApiSession.signIn(server, cat);
  try {
    return (await api.get<{ interviews: Detail[] }>('/interview/all/details')).interviews.filter((row) => row.status === 'pending');
  } finally {
    await api.dispose();
  }
}

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: ZONE });

/** The time an interview's page shows under "Proposed time". */
async function shownTime(page: Page, interviewId: string): Promise<string> {
  await open(page, server, `/interviews/${interviewId}`);
  const card = page.locator('.MuiPaper-root').filter({ has: page.getByText('Proposed time', { exact: true }) }).first();
  await card.waitFor();
  return card.innerText();
}

describe('a second practice', () => {
  browserTest("is proposed at a time apart from the member's first interview", async ({ page }) => {
    await signIn(page, server, cat);
    await open(page, server, '/interviews');
    await page.getByRole('button', { name: 'Ask for a second practice' }).click();
    await page.getByText("You are on this week's standby list for a second practice", { exact: false }).first().waitFor();

    const ninaBrowser = await openBrowser({ width: 1280, height: 900 }, { timezoneId: ZONE });
    try {
      const ninaPage = ninaBrowser.page;
      await signIn(ninaPage, server, nina);
      // Nina saves every evening 6–9 PM on the signup page (as free as Cat), then asks for a partner this week.
      await open(ninaPage, server, '/interview-signup');
      await dragAcross(ninaPage, gridCell(ninaPage, 'Sunday', '6:00 PM'), gridCell(ninaPage, 'Saturday', '8:30 PM'));
      await submitSignup(ninaPage);
      await open(ninaPage, server, '/interviews');
      await ninaPage.getByRole('button', { name: 'Find me a partner this week' }).click();
      await ninaPage.getByText('You have a partner this week: see My Interviews (you were both emailed).').waitFor();
    } finally {
      await ninaBrowser.close();
    }

    const interviews = await catsInterviews();
    const withPartner = (id: number) => interviews.find((row) => row.interviewer.id === cat.id && row.interviewee.id === id);
    const withBen = withPartner(ben.id);
    const withNina = withPartner(nina.id);
    if (!withBen?.proposed_time || !withNina?.proposed_time) throw new Error(`Cat lacks a pair with a time: ${JSON.stringify(interviews)}`);
    expect(Math.abs(Date.parse(withBen.proposed_time) - Date.parse(withNina.proposed_time))).toBeGreaterThanOrEqual(GAP_MS);

    // Cat's own pages show the two times, and they differ.
    await page.reload();
    const benTime = await shownTime(page, withBen.interview_id);
    const ninaTime = await shownTime(page, withNina.interview_id);
    expect(benTime).toContain(clockTime(withBen.proposed_time));
    expect(ninaTime).toContain(clockTime(withNina.proposed_time));
    expect(benTime).not.toEqual(ninaTime);
  }, 180_000, undefined, { timezoneId: ZONE });
});
