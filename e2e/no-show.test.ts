/**
 * Issue 12, no-shows: a member with one confirmed no-show is reported by their partner from the interview page,
 * an admin confirms it on /reports, and the member's signup screen then says until when and why they cannot
 * sign up instead of showing the grid.
 *
 * Interviews can only be reported once they were due, so the server starts four weeks in the past (its clock is
 * shifted, support/server-clock.ts): two weeks are paired there, then the clock comes back to the present.
 */
import type { Page } from 'playwright-core';
import { uniqueMember, type NewMember } from './support/api';
import { ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { DAY_MS, movableServerClock } from './support/server-clock';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const clock = movableServerClock(-28 * DAY_MS);
const server = serverForThisFile('no-show', { extraEnv: clock.extraEnv });

type PairingResult = { week: string; paired_interviews: Array<{ interview_id: string; interviewer: string; interviewee: string }> };

let adminMember: NewMember;
let admin: ApiSession;
let ann: VerifiedMember;
let ben: VerifiedMember;
/** Ben interviews Ann in the second paired week: the interview Ben reports in the browser. */
let secondWeekInterview: string;

/** Monday and Tuesday, 6:00 to 8:00 PM: both members are free then, so they are paired. */
const availability = Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => (day === 1 || day === 2) && slot >= 22 && slot < 26));

async function queueTwoTechnicalQuestions(): Promise<void> {
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Graphs' });
  const ids: string[] = [];
  for (const title of ['Course Schedule', 'Clone Graph']) {
    const question = await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` });
    ids.push(question.question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
}

/** Both sign up for the open week and the admin pairs it at once (closing it: the next signup goes to the week after). */
async function pairAnnAndBen(sessions: ApiSession[]): Promise<PairingResult> {
  for (const session of sessions) await session.send('POST', '/interview/pool/', { availability });
  return admin.send<PairingResult>('POST', '/interview/pair/', { signal: true, force_current_week: true });
}

const benInterviewsAnn = (result: PairingResult) => {
  const interview = result.paired_interviews.find((row) => row.interviewer === ben.username && row.interviewee === ann.username);
  if (!interview) throw new Error(`Ben and Ann were not paired: ${JSON.stringify(result)}`);
  return interview.interview_id;
};

beforeAll(async () => {
  adminMember = uniqueMember('admin');
  await manage(server, 'create_admin', adminMember.username, adminMember.email, '--password', adminMember.password);
  admin = await ApiSession.signIn(server, adminMember);
  await queueTwoTechnicalQuestions();
  ann = await verifiedMember(server, admin, 'ann');
  ben = await verifiedMember(server, admin, 'ben');
  const annApi = await ApiSession.signIn(server, ann);
  const benApi = await ApiSession.signIn(server, ben);
  try {
    const firstWeekInterview = benInterviewsAnn(await pairAnnAndBen([annApi, benApi]));
    // A week later: until its cutoff, the open pool's pair call means the week just paired (docs/decisions.md, issue 20).
    await clock.setOffset(-21 * DAY_MS);
    secondWeekInterview = benInterviewsAnn(await pairAnnAndBen([annApi, benApi]));
    await clock.setOffset(0);

    // Ann's earlier no-show, reported and confirmed through the API: one strike, no suspension yet.
    const { report } = await benApi.send<{ report: { report_id: string } }>('POST', '/reports/', {
      type: 'no_show', associated_id: firstWeekInterview, reason: 'Ann did not come in the first week.',
    });
    await admin.send('POST', `/reports/${report.report_id}/confirm-no-show/`);
    expect((await annApi.get<{ suspension: unknown }>('/interview/pool/')).suspension).toBeNull();
  } finally {
    await annApi.dispose();
    await benApi.dispose();
  }
}, 240_000);

afterAll(async () => {
  await admin?.dispose();
});

/** Another member in the same browser: no cookies, and a fresh load of the app (a query string makes it a real navigation). */
async function signInAs(page: Page, member: { username: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.baseUrl}/?as=${member.username}#/auth`);
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await signIn(page, server, member);
}

describe('no-shows', () => {
  browserTest('a confirmed second no-show blocks the next signup with a message saying until when and why', async ({ page }) => {
    // Ben reports from the interview page.
    await signInAs(page, ben);
    await open(page, server, `/interviews/${secondWeekInterview}`);
    await page.getByRole('button', { name: 'My partner did not show' }).click();
    const dialog = page.getByRole('dialog', { name: 'My partner did not show' });
    await dialog.getByText(`Report that ${ann.firstName} ${ann.lastName} did not come to this interview?`).waitFor();
    await dialog.getByRole('button', { name: 'Report no-show' }).click();
    await page.getByText('Report submitted!').waitFor();
    await page.getByText(`You reported that ${ann.firstName} ${ann.lastName} did not show. An admin will look into it.`).waitFor();

    // An admin confirms it on /reports.
    await signInAs(page, adminMember);
    await open(page, server, '/reports');
    const card = page.getByRole('article', { name: `Report ${ann.firstName} ${ann.lastName} did not show up for our interview.` });
    await card.getByText('Not confirmed yet: no strike.').waitFor();
    await card.getByRole('button', { name: 'Confirm no-show' }).click();
    await page.getByRole('dialog', { name: 'Confirm no-show?' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('No-show confirmed').waitFor();
    await card.getByRole('alert').filter({ hasText: /cannot sign up until .*: two confirmed no-shows in eight weeks\.$/ }).waitFor();

    // Ann's signup screen says until when and why, instead of the grid.
    await signInAs(page, ann);
    await open(page, server, '/interview-signup');
    const notice = page.getByRole('alert', { name: 'Signups suspended' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/You cannot sign up until \w+ \d{1,2}, \d{4}\b.* \d{1,2}:\d{2} [AP]M P[SD]T: two confirmed no-shows in eight weeks\./);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  });
});
