/**
 * Issue 30: a member whose profile zone is Europe/Berlin reads the interview's time in the bell on Berlin's clock,
 * the clock their interview page shows, not the community's Pacific time.
 */
import { DateTime } from 'luxon';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { serverForThisFile } from './support/server';
import { open, submitLogin, topBar, waitForRoute } from './support/ui';

const server = serverForThisFile('bell-time-zone');
/** Free only on Monday from 6:00 PM Pacific for two hours (slot 0 is 7:00 AM): the small hours of Tuesday in Berlin. */
const MONDAY_EVENING = Array.from({ length: 7 }, (_, day) => Array.from({ length: 48 }, (_, slot) => day === 1 && slot >= 22 && slot < 26));

let berliner: VerifiedMember;
let interview: { interview_id: string; proposed_time: string };

beforeAll(async () => {
  const admin = await adminSession(server);
  let partner: VerifiedMember;
  try {
    // Pairing draws two technical questions per pair.
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
    const ids: string[] = [];
    for (const title of ['Two Sum', 'Merge Intervals']) {
      const body = { title, topic: topic.topic_id, prompt: `Solve ${title}.`, solution: 'A hash map.', follow_ups: '' };
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', body)).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    berliner = await verifiedMember(server, admin, 'ute');
    partner = await verifiedMember(server, admin, 'pat');
  } finally {
    await admin.dispose();
  }
  for (const member of [berliner, partner]) {
    const session = await ApiSession.signIn(server, member);
    if (member === berliner) await session.send('PUT', '/members/profile/', { time_zone: 'Europe/Berlin' });
    await session.send('POST', '/interview/pool/', { userId: member.id, availability: MONDAY_EVENING });
    await session.dispose();
  }
  await manage(server, 'pair', '--force-current-week');
  const session = await ApiSession.signIn(server, berliner);
  try {
    const { interviews } = await session.get<{ interviews: Array<{ interview_id: string; proposed_time: string; interviewer: { id: number } }> }>('/interview/all/details');
    interview = interviews.find((row) => row.interviewer.id === berliner.id) ?? interviews[0];
  } finally {
    await session.dispose();
  }
});

browserTest(
  "the partner notice in the bell gives the time on the Berlin member's clock, as the interview page does",
  async ({ page }) => {
    await submitLogin(page, server, berliner.username, berliner.password);
    await waitForRoute(page, '/home');
    const berlin = DateTime.fromISO(interview.proposed_time, { zone: 'Europe/Berlin' }).setLocale('en-US');
    const pacific = DateTime.fromISO(interview.proposed_time, { zone: 'America/Los_Angeles' }).setLocale('en-US');
    const zoneName = berlin.toFormat('ZZZZ');

    await topBar(page).getByRole('button', { name: 'Notifications, 1 unread', exact: true }).click();
    const notice = page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: /^Unread: / });
    const text = await notice.textContent();
    expect(text).toContain(`Proposed time: ${berlin.toFormat('ccc, LLL d, h:mm a')} ${zoneName}`);
    expect(text).not.toContain(pacific.toFormat('h:mm a'));
    await page.keyboard.press('Escape');

    await open(page, server, `/interviews/${interview.interview_id}`);
    await page.getByText(`${berlin.toFormat('h:mm a')} ${zoneName}`).first().waitFor();
  },
  undefined,
  undefined,
  { timezoneId: 'Europe/Berlin' },
);
