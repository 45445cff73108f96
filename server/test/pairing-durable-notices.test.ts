import { and, eq } from 'drizzle-orm';
import { noticeOutbox, poolEntries } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import type { MemberRow } from '../src/modules/members/dto';
import { pairWeekAndNotify } from '../src/modules/pairing/actions';
import { outboxDeliveryJob } from '../src/modules/outbox/job';
import { pairingNoticesJob } from '../src/modules/pairing/notices-job';
import { gridWith, interviewsOfWeek, seedQueues } from './helpers/pairing-fixtures';
import { signUpForOpenPool } from '../src/modules/interviews/pool-service';
import { fixedClock, signedInMember, appForThisFile, type TestClient } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T20:00:00Z'); // Wednesday; the open pool is the week of March 8
const WEEK = '2026-03-08';
const PAIRING_SUBJECT = 'Your mock interview partner for the week of March 8';

const test = appForThisFile({ clock });
const people: Record<'ada' | 'bob' | 'cy' | 'dee' | 'eve', { member: MemberRow; client: TestClient }> = {} as never;

// Ada and Bob share Monday; Cy shares four Wednesday slots with Dee and two with Eve, so Eve is left over.
const GRIDS = {
  ada: gridWith([1, 22, 26]),
  bob: gridWith([1, 22, 26]),
  cy: gridWith([3, 10, 16]),
  dee: gridWith([3, 10, 14]),
  eve: gridWith([3, 14, 16]),
};

beforeAll(async () => {
  await seedQueues(test, { technical: 10, behavioral: 0 });
  for (const name of Object.keys(GRIDS) as Array<keyof typeof GRIDS>) {
    people[name] = await signedInMember(test, { username: name, email: `${name}@example.edu`, firstName: name.toUpperCase() });
    await signUpForOpenPool(test.ctx.db, people[name].member.id, GRIDS[name], clock.now(), test.ctx.config.communityTimeZone);
  }
});

const runNoticesJob = () => runJobOnce(test.ctx, pairingNoticesJob);
const runOutboxJob = () => runJobOnce(test.ctx, outboxDeliveryJob);
const mailSince = (count: number) => test.sentMail.slice(count);
const recipients = (mail: typeof test.sentMail) => mail.map((message) => message.to).sort();
const pairingMailTo = (name: keyof typeof GRIDS) => test.sentMail.filter((message) => message.to === people[name].member.email && message.subject === PAIRING_SUBJECT);

function partnersOf(rows: Awaited<ReturnType<typeof interviewsOfWeek>>): string[] {
  const nameOf = (id: number) => Object.entries(people).find(([, person]) => person.member.id === id)?.[0];
  return rows.map((row) => `${nameOf(row.interviewerId)}>${nameOf(row.intervieweeId)}`).sort();
}

describe('notices survive a mail failure mid-way', () => {
  it('sends what failed when the notices job runs again (after a restart), everyone exactly once', async () => {
    const send = test.ctx.mailer.send;
    let calls = 0;
    test.ctx.mailer.send = async (message) => {
      calls += 1;
      if (calls > 2) throw new Error('SMTP connection lost');
      return send.call(test.ctx.mailer, message);
    };
    try {
      const { run, notifications } = await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
      expect(run.stats).toMatchObject({ pairs: 2, unpaired: 1 });
      expect(notifications).toMatchObject({ emails: 2, failures: 3 });
    } finally {
      test.ctx.mailer.send = send;
    }
    expect(test.sentMail).toHaveLength(2);

    // Retried a minute later (the first retry's backoff), by the outbox job as after a restart.
    await runOutboxJob();
    expect(test.sentMail).toHaveLength(2);
    clock.advance(60_000);
    expect(await runOutboxJob()).toBe(true);
    expect(recipients(test.sentMail)).toEqual(['ada@example.edu', 'bob@example.edu', 'cy@example.edu', 'dee@example.edu', 'eve@example.edu']);
    expect(test.sentMail.find((message) => message.to === 'eve@example.edu')?.text).toContain('you will have priority next week');

    await runOutboxJob();
    await runNoticesJob();
    expect(test.sentMail).toHaveLength(5);
  });

  it('does not send notices of a week that is over', async () => {
    const mailBefore = test.sentMail.length;
    // Eve's notice as if her week had been paired before the outbox existed: never told, nothing queued.
    await test.ctx.db.update(poolEntries).set({ unpairedNotifiedAt: null }).where(eq(poolEntries.weekStart, WEEK));
    await test.ctx.db.delete(noticeOutbox).where(eq(noticeOutbox.kind, 'unpaired'));
    clock.set('2026-03-15T08:00:00Z'); // Sunday March 15: the week of March 8 is over
    await runNoticesJob();
    expect(mailSince(mailBefore)).toEqual([]);
    clock.set('2026-03-05T20:00:00Z');
    await runNoticesJob();
    expect(recipients(mailSince(mailBefore))).toEqual(['eve@example.edu']);
  });
});

describe('GET /interview/pool/ after the open week was paired early', () => {
  it("gives the next week's grid and the member's interviews of the week just paired, with the partner", async () => {
    const answer = (await people.ada.client.get('/interview/pool/')).json();
    expect(answer).toMatchObject({ sign_up: false, week_start: '2026-03-15' });
    const rows = await interviewsOfWeek(test, WEEK);
    const adaLeads = rows.find((row) => row.interviewerId === people.ada.member.id);
    const bobLeads = rows.find((row) => row.interviewerId === people.bob.member.id);
    expect(answer.last_pairing).toEqual({
      week_start: WEEK,
      outcome: 'paired',
      pairs: [{
        partner: { id: people.bob.member.id, username: 'bob', first_name: 'BOB', last_name: people.bob.member.lastName },
        interviews: expect.arrayContaining([
          { interview_id: adaLeads?.id, role: 'interviewer' },
          { interview_id: bobLeads?.id, role: 'interviewee' },
        ]),
      }],
    });
  });

  it('tells the member left over that they were not paired', async () => {
    expect((await people.eve.client.get('/interview/pool/')).json().last_pairing).toEqual({ week_start: WEEK, outcome: 'unpaired', pairs: [] });
  });

  it('says nothing to a member who was not in that pool', async () => {
    const { client } = await signedInMember(test, { username: 'newcomer', email: 'newcomer@example.edu' });
    expect((await client.get('/interview/pool/')).json().last_pairing).toBeNull();
  });
});

describe('re-pairing a week', () => {
  it('keeps every interview of an unchanged pool and tells nobody again', async () => {
    const before = await interviewsOfWeek(test, WEEK);
    const mailBefore = test.sentMail.length;
    const { run } = await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
    expect(run).toMatchObject({ keptPairs: 2, replacedInterviews: 0 });
    expect(run.unpaired.map((member) => member.username)).toEqual(['eve']);
    const after = await interviewsOfWeek(test, WEEK);
    const byId = (rows: typeof after) => [...rows].sort((x, y) => x.id.localeCompare(y.id));
    expect(byId(after)).toEqual(byId(before));
    expect(mailSince(mailBefore)).toEqual([]);
  });

  it('tells only the members whose partner changed, and old links to a replaced interview say so', async () => {
    const before = await interviewsOfWeek(test, WEEK);
    const cyAndDee = before.filter((row) => row.interviewerId === people.dee.member.id || row.intervieweeId === people.dee.member.id);
    const adaAndBob = before.filter((row) => row.interviewerId === people.ada.member.id || row.intervieweeId === people.ada.member.id);
    // Dee drops out of the closed week, so Cy is paired with Eve instead.
    await test.ctx.db.delete(poolEntries).where(and(eq(poolEntries.weekStart, WEEK), eq(poolEntries.memberId, people.dee.member.id)));
    const mailBefore = test.sentMail.length;

    const { run } = await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
    expect(run).toMatchObject({ keptPairs: 1, replacedInterviews: 2 });
    const after = await interviewsOfWeek(test, WEEK);
    expect(partnersOf(after)).toEqual(['ada>bob', 'bob>ada', 'cy>eve', 'eve>cy']);
    expect(after.filter((row) => adaAndBob.some((old) => old.id === row.id))).toHaveLength(2);
    expect(recipients(mailSince(mailBefore))).toEqual(['cy@example.edu', 'eve@example.edu']);
    expect(pairingMailTo('eve')).toHaveLength(1);
    expect(pairingMailTo('ada')).toHaveLength(1);

    for (const old of cyAndDee) {
      const asCy = await people.cy.client.get(`/interview/${old.id}/`);
      expect(asCy.statusCode).toBe(410);
      expect(asCy.json()).toMatchObject({ detail: 'This interview was replaced when the week was re-paired.' });
      expect((await people.ada.client.get(`/interview/${old.id}/`)).statusCode).toBe(404);
    }
    expect((await people.ada.client.get(`/interview/${adaAndBob[0].id}/`)).statusCode).toBe(200);
  });

  it('tells a member the re-pairing leaves over, once', async () => {
    // Eve drops out too: Cy is left over and hears so; nobody else hears anything.
    await test.ctx.db.delete(poolEntries).where(and(eq(poolEntries.weekStart, WEEK), eq(poolEntries.memberId, people.eve.member.id)));
    const mailBefore = test.sentMail.length;
    await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
    await runNoticesJob();
    expect(recipients(mailSince(mailBefore))).toEqual(['cy@example.edu']);
    expect(mailSince(mailBefore)[0].text).toContain('you will have priority next week');
  });
});

describe('a notice whose interview is gone before it could be sent', () => {
  it('is not sent once a re-pairing replaced the interview it announces', async () => {
    // Fay joins and is paired with Cy, but the mail server is down: their partner notices wait for a retry.
    const fay = await signedInMember(test, { username: 'fay', email: 'fay@example.edu', firstName: 'FAY' });
    await test.ctx.db.insert(poolEntries).values({ weekStart: WEEK, memberId: fay.member.id, grid: GRIDS.cy });
    const send = test.ctx.mailer.send;
    test.ctx.mailer.send = async () => {
      throw new Error('SMTP connection lost');
    };
    try {
      const { run, notifications } = await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
      expect(run.pairs.map((pair) => [pair.a.username, pair.b.username].sort().join('+')).sort()).toEqual(['ada+bob', 'cy+fay']);
      expect(notifications).toMatchObject({ emails: 0, failures: 2 });
    } finally {
      test.ctx.mailer.send = send;
    }
    // Fay leaves before the retry; the re-pairing replaces Cy and Fay's interviews and leaves Cy over.
    await test.ctx.db.delete(poolEntries).where(and(eq(poolEntries.weekStart, WEEK), eq(poolEntries.memberId, fay.member.id)));
    const mailBefore = test.sentMail.length;
    await pairWeekAndNotify(test.ctx, { weekStart: WEEK });
    clock.advance(10 * 60_000);
    await runOutboxJob();
    expect(mailSince(mailBefore).map((message) => `${message.to}: ${message.subject}`)).toEqual([
      'cy@example.edu: No mock interview partner for the week of March 8',
    ]);
  });
});
