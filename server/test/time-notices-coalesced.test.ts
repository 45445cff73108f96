/**
 * Repeated proposals mail the partner once (issue 30 notice): a proposal's notice waits a minute before it is sent,
 * and a newer one of the same kind for the same pair replaces it, mail and bell entry; another pair's notices and
 * the same pair's notices of another kind are untouched. A proposal withdrawn in that minute is never mailed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { interviews, notifications, poolEntries } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import type { MemberRow } from '../src/modules/members/dto';
import { enqueueNotices } from '../src/modules/outbox/enqueue';
import { outboxDeliveryJob } from '../src/modules/outbox/job';
import { weekStartInstant } from '../src/modules/pairing/weeks';
import { gridWith } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

// Monday 09:00 PDT of the week of April 12; each pair is set for Wednesday 7:00 PM and free Tuesday evening.
const WEEK = '2026-04-12';
const clock = fixedClock('2026-04-13T16:00:00Z');
const WEDNESDAY_7PM = '2026-04-16T02:00:00.000Z';
/** Tuesday 7:00 PM PDT plus `minutes`. */
const tuesdayEvening = (minutes: number) => new Date(Date.parse('2026-04-15T02:00:00Z') + minutes * 60_000).toISOString();

const test = appForThisFile({ clock });
type Name = 'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'fay';
const people = {} as Record<Name, { member: MemberRow; client: TestClient }>;
/** Each pair's lead interview (the lower interviewer id's), whose id the pair's time routes and notices use. */
const lead = {} as Record<string, string>;

async function pair(a: Name, b: Name): Promise<void> {
  const rows = ([[a, b], [b, a]] as Array<[Name, Name]>).map(([interviewer, interviewee]) => ({
    id: randomUUID(), weekStart: WEEK, interviewerId: people[interviewer].member.id, intervieweeId: people[interviewee].member.id,
    dateEffective: weekStartInstant(WEEK, test.ctx.config.communityTimeZone), proposedTime: new Date(WEDNESDAY_7PM), created: new Date('2026-04-13T06:00:00Z'),
  }));
  await test.ctx.db.insert(interviews).values(rows);
  lead[`${a}-${b}`] = rows.sort((x, y) => x.interviewerId - y.interviewerId)[0].id;
  for (const name of [a, b]) await test.ctx.db.insert(poolEntries).values({ weekStart: WEEK, memberId: people[name].member.id, grid: gridWith([2, 24, 28]) });
}

const propose = (name: Name, pairName: string, time: string) =>
  people[name].client.post(`/interview/${lead[pairName]}/time/proposal/`, { time, replaces: null });
const mailTo = (name: Name) => test.sentMail.filter((mail) => mail.to === people[name].member.email);
const bellOf = async (name: Name) => (await test.ctx.db.select().from(notifications)
  .where(and(eq(notifications.memberId, people[name].member.id), eq(notifications.kind, 'time_proposed'))));
/** The outbox job, a minute and a second later. */
async function aMinuteLater(): Promise<void> {
  clock.advance(61_000);
  await runJobOnce(test.ctx, outboxDeliveryJob);
}

beforeAll(async () => {
  for (const name of ['ada', 'bob', 'cy', 'dee', 'eve', 'fay'] as Name[]) {
    const capitalised = name[0].toUpperCase() + name.slice(1);
    people[name] = await signedInMember(test, { username: `co_${name}`, email: `${name}@example.edu`, firstName: capitalised, lastName: 'Tester' });
  }
  await pair('ada', 'bob');
  await pair('cy', 'dee');
  await pair('eve', 'fay');
});

describe('repeated proposals', () => {
  it('mail the partner once, the latest; another pair and another kind of notice lose nothing', async () => {
    // A notice of another kind for the same pair, to the same member, queued and not sent yet.
    const otherKind = `time:${lead['ada-bob']}:confirmed:${Date.parse(WEDNESDAY_7PM)}:${people.ada.member.id}:${people.bob.member.id}`;
    await enqueueNotices(test.ctx.db, [{
      key: otherKind, kind: 'time_confirmed', memberId: people.bob.member.id,
      mail: { to: people.bob.member.email, subject: 'Ada Tester confirmed the time', text: 'Confirmed.' },
    }], clock.now());

    for (let index = 1; index <= 8; index++) {
      expect((await propose('ada', 'ada-bob', tuesdayEvening(5 * index))).statusCode).toBe(201);
      if (index === 4) expect((await propose('cy', 'cy-dee', tuesdayEvening(30))).statusCode).toBe(201);
    }
    // Nothing mailed yet: each proposal waits a minute for a newer one. The bell shows the latest at once.
    expect(mailTo('bob')).toEqual([]);
    expect((await bellOf('bob')).map((entry) => entry.text)).toEqual([expect.stringContaining('7:40 PM')]);

    await aMinuteLater();
    const proposals = mailTo('bob').filter((mail) => mail.subject === 'Ada Tester proposes another time for your mock interview');
    expect(proposals).toHaveLength(1);
    expect(proposals[0].text).toContain('Tuesday, April 14, 2026, 7:40 PM PDT');
    expect(mailTo('bob').map((mail) => mail.subject)).toContain('Ada Tester confirmed the time');
    expect(mailTo('dee').map((mail) => mail.subject)).toEqual(['Cy Tester proposes another time for your mock interview']);
    expect(mailTo('dee')[0].text).toContain('7:30 PM PDT');
  });

  it('never mail a proposal withdrawn within the minute, nor leave it in the partner\'s bell', async () => {
    const time = tuesdayEvening(60);
    expect((await propose('eve', 'eve-fay', time)).statusCode).toBe(201);
    expect(await bellOf('fay')).toHaveLength(1);
    const withdrawn = await people.eve.client.request({ method: 'DELETE', url: `/interview/${lead['eve-fay']}/time/proposal/`, payload: { time } });
    expect(withdrawn.statusCode).toBe(200);
    await aMinuteLater();
    expect(mailTo('fay')).toEqual([]);
    expect(await bellOf('fay')).toEqual([]);
  });
});
