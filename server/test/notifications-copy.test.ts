/**
 * What the bell shows for every notice kind (issue 22): a short title, a sentence or two of its own (not the email's
 * subject again, no raw address) and a link inside the SPA. The real flows queue them where a test can drive them;
 * a kind added to NOTICE_KINDS without a scenario here (and so, likely, without in-app copy) fails.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { noticeOutbox, notifications, poolEntries, type NoticeKind } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import type { MemberRow } from '../src/modules/members/dto';
import { signUpForOpenPool } from '../src/modules/interviews/pool-service';
import { queueStrikeNotice } from '../src/modules/no-shows/strike-notice';
import { deliverOutbox } from '../src/modules/outbox/deliver';
import { NOTICE_KINDS } from '../src/modules/outbox/kinds';
import { pairWeekAndNotify } from '../src/modules/pairing/actions';
import { interviewRemindersJob } from '../src/modules/reminders/job';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
type Person = { member: MemberRow; client: TestClient };

/** What a member saw in the bell, and the email subject of the same notice. */
interface Shown { memberId: number; title: string; text: string; link: string; subject: string }
const shown = new Map<NoticeKind, Shown[]>();

const SPA_LINK = /^\/(interviews(\/[0-9a-f-]{36})?|interview-signup|profile)$/;

async function collectFromTheBell(): Promise<void> {
  const rows = await test.ctx.db
    .select({ kind: notifications.kind, memberId: notifications.memberId, title: notifications.title, text: notifications.text, link: notifications.link, mail: noticeOutbox.mail })
    .from(notifications)
    .innerJoin(noticeOutbox, eq(noticeOutbox.key, notifications.key));
  for (const { mail, ...row } of rows) shown.set(row.kind, [...(shown.get(row.kind) ?? []), { ...row, subject: mail.subject }]);
}

let ada: Person;
let dan: Person;

beforeAll(async () => {
  await seedQueues(test, { technical: 8, behavioral: 0 });
  const person = (firstName: string) => signedInMember(test, { firstName, lastName: 'Tester' });
  ada = await person('Ada');
  const bob = await person('Bob');
  const eve = await person('Eve');
  const fay = await person('Fay');
  const gus = await person('Gus');
  dan = await person('Dan');
  const mondayLate = gridWith([1, 22, 26]);
  const tuesdayEarly = gridWith([2, 0, 4]);
  const timeZone = test.ctx.config.communityTimeZone;
  for (const [who, grid] of [[ada, mondayLate], [bob, mondayLate], [eve, tuesdayEarly], [fay, tuesdayEarly], [gus, gridWith([5, 40, 48])]] as const) {
    await signUpForOpenPool(test.ctx.db, who.member.id, grid, clock.now(), timeZone);
  }
  // pair (Ada-Bob, Eve-Fay) and unpaired (Gus).
  await pairWeekAndNotify(test.ctx, { weekStart: OPEN_WEEK, minimumPoolSize: 2 });

  // A re-pairing changes Ada's partner: Bob left the pool, Dan (free when Ada is) joined.
  await test.ctx.db.delete(poolEntries).where(eq(poolEntries.memberId, bob.member.id));
  await test.ctx.db.insert(poolEntries).values({ weekStart: OPEN_WEEK, memberId: dan.member.id, grid: mondayLate });
  await pairWeekAndNotify(test.ctx, { weekStart: OPEN_WEEK, minimumPoolSize: 2 });

  // cancellation: Eve cancels on Fay.
  const eveInterview = (await interviewsOfWeek(test, OPEN_WEEK)).find((row) => row.interviewerId === eve.member.id && row.status === 'pending');
  expect((await eve.client.post(`/interview/${eveInterview?.id}/cancel/`, { reason: 'A job interview moved onto Tuesday.' })).statusCode).toBe(200);

  // time_confirmed (one, then both), time_proposed, and the agreement on it: Ada and Dan through the routes.
  const dansFirst = (await interviewsOfWeek(test, OPEN_WEEK)).find((row) => row.interviewerId === dan.member.id && row.status === 'pending');
  const firstTime = (dansFirst?.proposedTime as Date).toISOString();
  const timeRoute = (what: string) => `/interview/${dansFirst?.id}/time/${what}/`;
  expect((await dan.client.post(timeRoute('confirm'), { time: firstTime })).statusCode).toBe(200);
  expect((await ada.client.post(timeRoute('confirm'), { time: firstTime })).statusCode).toBe(200);
  const dayLater = new Date(new Date(firstTime).getTime() + 24 * 60 * 60_000).toISOString();
  expect((await ada.client.post(timeRoute('proposal'), { time: dayLater, replaces: null })).statusCode).toBe(201);
  // The outbox job a minute later sends it (a proposal's mail waits that long for a newer one), then Dan accepts.
  await deliverOutbox(test.ctx, { retryNow: true });
  expect((await dan.client.post(timeRoute('accept'), { time: dayLater })).statusCode).toBe(200);

  // reminder: the day before Ada and Dan's (agreed) time.
  const dansInterview = (await interviewsOfWeek(test, OPEN_WEEK)).find((row) => row.interviewerId === dan.member.id && row.status === 'pending');
  const proposed = dansInterview?.proposedTime as Date;
  expect(proposed.toISOString()).toBe(dayLater);
  clock.set(new Date(proposed.getTime() - 12 * 60 * 60_000).toISOString());
  await runJobOnce(test.ctx, interviewRemindersJob);

  // feedback: after the interview, Dan gives his on Ada.
  clock.set(new Date(proposed.getTime() + 2 * 60 * 60_000).toISOString());
  const feedback = { problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2 };
  expect((await dan.client.post(`/interview/${dansInterview?.id}/feedback/`, feedback)).statusCode).toBe(201);

  // strike: what an admin's confirmation of a no-show queues.
  await test.ctx.db.transaction((tx) => queueStrikeNotice({ ...test.ctx, db: tx }, { strikeId: randomUUID(), memberId: gus.member.id, occurredAt: proposed }));

  await collectFromTheBell();
});

describe.each(NOTICE_KINDS)('the bell\'s copy of a "%s" notice', (kind) => {
  it('has a title, a text of its own without raw addresses, and a link inside the SPA', () => {
    const entries = shown.get(kind) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.title).not.toBe(entry.subject);
      expect(entry.text.trim()).not.toBe('');
      expect(entry.text).not.toBe(entry.subject);
      expect(entry.text).not.toMatch(/https?:\/\//);
      expect(entry.link).toMatch(SPA_LINK);
    }
  });
});

describe('a partner who changed', () => {
  it('is said plainly, to the member who had been told of another partner, and only to them', () => {
    const pairs = shown.get('pair') ?? [];
    const adas = pairs.filter((entry) => entry.memberId === ada.member.id).map((entry) => entry.title);
    expect(adas).toEqual(expect.arrayContaining(['You have a partner: Bob Tester', 'Your partner changed']));
    const changed = pairs.find((entry) => entry.title === 'Your partner changed');
    expect(changed?.text).toMatch(/^Dan Tester is your new partner for the week of March 8\./);
    // Dan was told of nobody before: his is an ordinary partner notice.
    expect(pairs.filter((entry) => entry.memberId === dan.member.id).map((entry) => entry.title)).toEqual(['You have a partner: Ada Tester']);
  });
});
