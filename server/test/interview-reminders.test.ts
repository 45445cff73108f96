import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { interviews, type InterviewStatus } from '../src/db/schema';
import { runJobOnce, startJobs } from '../src/lib/jobs';
import type { MailMessage } from '../src/lib/mailer';
import type { MemberRow } from '../src/modules/members/dto';
import { updateMember } from '../src/modules/members/repository';
import { weekStartInstant } from '../src/modules/pairing/weeks';
import { setDirectMessageSender } from '../src/modules/pairing/notifications';
import { interviewRemindersJob } from '../src/modules/reminders/job';
import { fixedClock, signedInMember, appForThisFile, type TestClient } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

// America/Los_Angeles (the default community zone), PDT = UTC-7 all through this week.
const WEEK = '2026-04-12';
const PAIRED_AT = '2026-04-13T06:00:00Z'; // Sunday 23:00 PDT, the week's cutoff
const clock = fixedClock('2026-04-13T07:00:00Z'); // Monday 00:00 PDT
const WEDNESDAY_7PM = new Date('2026-04-16T02:00:00Z');
const THURSDAY_7PM = new Date('2026-04-17T02:00:00Z');

const test = appForThisFile({ clock, config: { publicUrl: 'https://mock.example.edu' } });
type Name = 'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'fay' | 'gus' | 'hal';
const people = {} as Record<Name, { member: MemberRow; client: TestClient }>;
/** Interview ids by "interviewer>interviewee". */
const interviewIds: Record<string, string> = {};
const directMessages: Array<{ discordId: string; text: string }> = [];

async function pair(a: Name, b: Name, proposedTime: Date | null, statuses: [InterviewStatus, InterviewStatus] = ['pending', 'pending']) {
  const directions: Array<[Name, Name]> = [[a, b], [b, a]];
  for (const [index, [interviewer, interviewee]] of directions.entries()) {
    const id = randomUUID();
    interviewIds[`${interviewer}>${interviewee}`] = id;
    await test.ctx.db.insert(interviews).values({
      id,
      weekStart: WEEK,
      interviewerId: people[interviewer].member.id,
      intervieweeId: people[interviewee].member.id,
      dateEffective: weekStartInstant(WEEK, test.ctx.config.communityTimeZone),
      proposedTime,
      status: statuses[index],
      created: new Date(PAIRED_AT),
    });
  }
}

beforeAll(async () => {
  const names: Name[] = ['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'];
  for (const [index, name] of names.entries()) {
    const capitalised = name[0].toUpperCase() + name.slice(1);
    people[name] = await signedInMember(test, { username: name, email: `${name}@example.edu`, firstName: capitalised, lastName: 'Tester' });
    people[name].member = await updateMember(test.ctx.db, people[name].member.id, { discordId: `10000000000000000${index}` });
  }
  await pair('ada', 'bob', WEDNESDAY_7PM);
  await pair('cy', 'dee', null);
  await pair('eve', 'fay', THURSDAY_7PM);
  // Gus and Hal already held one of their interviews: they have been in touch.
  await pair('gus', 'hal', THURSDAY_7PM, ['completed', 'pending']);
  setDirectMessageSender(async (discordId, text) => void directMessages.push({ discordId, text }));
});

afterAll(() => {
  setDirectMessageSender(undefined);
});

const runJob = () => runJobOnce(test.ctx, interviewRemindersJob);
const recipients = (mail: MailMessage[]) => mail.map((message) => message.to.replace('@example.edu', '')).sort();
const mailSince = (count: number) => test.sentMail.slice(count);
const link = (direction: string) => `https://mock.example.edu/#/interviews/${interviewIds[direction]}`;

describe('the reminders setting in the profile', () => {
  it('is on by default, and a member turns it off with PUT /members/profile/', async () => {
    const fay = people.fay.client;
    expect((await fay.get('/members/profile/')).json()).toMatchObject({ username: 'fay', reminders_enabled: true });

    const saved = await fay.put('/members/profile/', { reminders_enabled: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ username: 'fay', reminders_enabled: false });
    expect((await fay.get('/members/profile/')).json()).toMatchObject({ reminders_enabled: false });
  });

  it('keeps the setting when other fields are saved, and refuses a value that is not a boolean', async () => {
    const fay = people.fay.client;
    expect((await fay.put('/members/profile/', { bio: 'Hello' })).json()).toMatchObject({ bio: 'Hello', reminders_enabled: false });
    const refused = await fay.put('/members/profile/', { reminders_enabled: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect((await fay.get('/members/profile/')).json()).toMatchObject({ reminders_enabled: false });
  });

  it('is not shown on other members\' profiles', async () => {
    const seen = (await people.ada.client.get(`/directory/${people.fay.member.id}/`)).json();
    expect(seen.username).toBe('fay');
    expect(seen).not.toHaveProperty('reminders_enabled');
  });
});

describe('the start-of-week reminder', () => {
  it('goes out on Monday from 09:00 to members whose pair has not held an interview yet, with reminders on, once', async () => {
    clock.set('2026-04-13T15:59:00Z'); // Monday 08:59 PDT
    await runJob();
    expect(test.sentMail).toHaveLength(0);

    clock.set('2026-04-13T16:00:00Z'); // Monday 09:00 PDT
    await runJob();
    // Fay turned reminders off; Gus and Hal already held an interview.
    expect(recipients(test.sentMail)).toEqual(['ada', 'bob', 'cy', 'dee', 'eve']);

    const toAda = test.sentMail.find((message) => message.to === 'ada@example.edu') as MailMessage;
    expect(toAda.subject).toBe('This week: your mock interview with Bob Tester');
    expect(toAda.text).toContain('If you have not contacted Bob yet, reach out today to confirm the time.');
    expect(toAda.text).toContain('Proposed time: Wednesday, April 15, 2026, 7:00 PM PDT (2026-04-16 02:00 UTC).');
    expect(toAda.text).toContain(`You interview Bob: ${link('ada>bob')}`);
    expect(toAda.text).toContain(`Bob interviews you: ${link('bob>ada')}`);
    expect(toAda.text).toContain(`Open the interview room: ${link('ada>bob')}/room`);
    const toCy = test.sentMail.find((message) => message.to === 'cy@example.edu') as MailMessage;
    expect(toCy.text).toContain('Proposed time: none yet, so agree on one with your partner.');

    // The chat bot runs: each reminder is also a DM.
    expect(directMessages.map((message) => message.discordId).sort()).toEqual(
      (['ada', 'bob', 'cy', 'dee', 'eve'] as Name[]).map((name) => people[name].member.discordId).sort(),
    );
    expect(directMessages.find((message) => message.discordId === people.ada.member.discordId)?.text).toContain(link('ada>bob'));

    clock.set('2026-04-13T23:00:00Z');
    await runJob();
    expect(test.sentMail).toHaveLength(5);
  });

  it('is not sent after Monday, nor for a pair made after Monday 09:00', async () => {
    const before = test.sentMail.length;
    // Cy and Dee are paired again (their old interviews, and the record of their reminders, go).
    await test.ctx.db.delete(interviews).where(inArray(interviews.id, [interviewIds['cy>dee'], interviewIds['dee>cy']]));
    await pair('cy', 'dee', null);
    clock.set('2026-04-14T07:30:00Z'); // Tuesday 00:30 PDT
    await runJob();
    expect(mailSince(before)).toEqual([]);

    await test.ctx.db.update(interviews).set({ created: new Date('2026-04-13T17:00:00Z') }) // Monday 10:00 PDT
      .where(inArray(interviews.id, [interviewIds['cy>dee'], interviewIds['dee>cy']]));
    clock.set('2026-04-13T19:00:00Z'); // Monday 12:00 PDT
    await runJob();
    expect(mailSince(before)).toEqual([]);
  });
});

describe('the day-before reminder', () => {
  it('goes out 24 hours before the proposed time, to both partners, once, also after a restart', async () => {
    const before = test.sentMail.length;
    clock.set(new Date(WEDNESDAY_7PM.getTime() - 24 * 3_600_000 - 60_000));
    await runJob();
    expect(mailSince(before)).toEqual([]);

    clock.set(new Date(WEDNESDAY_7PM.getTime() - 24 * 3_600_000));
    await runJob();
    const sent = mailSince(before);
    expect(recipients(sent)).toEqual(['ada', 'bob']);
    const toBob = sent.find((message) => message.to === 'bob@example.edu') as MailMessage;
    expect(toBob.subject).toBe('Reminder: your mock interview with Ada Tester');
    expect(toBob.text).toContain('is proposed for Wednesday, April 15, 2026, 7:00 PM PDT (2026-04-16 02:00 UTC), for one hour.');
    expect(toBob.text).toContain(`Ada interviews you: ${link('ada>bob')}`);
    expect(toBob.text).toContain('You can turn interview reminders off in your profile: https://mock.example.edu/#/profile');

    await runJob();
    clock.advance(3 * 3_600_000);
    await runJob();
    // A restarted process: a new context (its own mailer) on the same database; the job runs as the jobs start.
    const afterRestart: MailMessage[] = [];
    const stop = startJobs({ ...test.ctx, mailer: { send: async (message) => void afterRestart.push(message) } }, [interviewRemindersJob]);
    await stop();
    expect(afterRestart).toEqual([]);
    expect(mailSince(before)).toHaveLength(2);
  });

  it('goes out again when the proposed time moves after the reminder', async () => {
    const before = test.sentMail.length;
    const friday = new Date('2026-04-18T01:00:00Z'); // Friday 18:00 PDT
    await test.ctx.db.update(interviews).set({ proposedTime: friday }).where(inArray(interviews.id, [interviewIds['ada>bob'], interviewIds['bob>ada']]));
    clock.set(new Date(friday.getTime() - 23 * 3_600_000));
    await runJob();
    const sent = mailSince(before).filter((message) => message.to !== 'eve@example.edu');
    expect(recipients(sent)).toEqual(['ada', 'bob']);
    expect(sent[0].text).toContain('Friday, April 17, 2026, 6:00 PM PDT');
    await runJob();
    expect(mailSince(before).filter((message) => message.to !== 'eve@example.edu')).toHaveLength(2);
  });

  it('is not sent to a member who turned reminders off, and a failed email is retried by the next run', async () => {
    await test.ctx.db.update(interviews).set({ proposedTime: new Date('2026-04-18T20:00:00Z') })
      .where(inArray(interviews.id, [interviewIds['eve>fay'], interviewIds['fay>eve']]));
    const before = test.sentMail.length;
    const send = test.ctx.mailer.send;
    test.ctx.mailer.send = async () => {
      throw new Error('SMTP connection lost');
    };
    clock.set('2026-04-17T21:00:00Z');
    try {
      await runJob();
    } finally {
      test.ctx.mailer.send = send;
    }
    expect(mailSince(before)).toEqual([]);

    clock.advance(60_000);
    await runJob();
    expect(recipients(mailSince(before))).toEqual(['eve']);
    await runJob();
    expect(recipients(mailSince(before))).toEqual(['eve']);
  });

  it('is not sent for a pair made less than a day before its time (the pairing notice just named it), nor for a cancelled one', async () => {
    const before = test.sentMail.length;
    const saturday = new Date('2026-04-19T02:00:00Z'); // Saturday 19:00 PDT
    await test.ctx.db.update(interviews).set({ proposedTime: saturday, created: new Date(saturday.getTime() - 10 * 3_600_000) })
      .where(inArray(interviews.id, [interviewIds['gus>hal'], interviewIds['hal>gus']]));
    // Ada and Bob's week was called off: a new time would otherwise be due for a reminder.
    await test.ctx.db.update(interviews).set({ status: 'cancelled', proposedTime: saturday })
      .where(inArray(interviews.id, [interviewIds['ada>bob'], interviewIds['bob>ada']]));
    clock.set(new Date(saturday.getTime() - 5 * 3_600_000));
    await runJob();
    expect(mailSince(before)).toEqual([]);
  });
});
