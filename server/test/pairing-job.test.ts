import { eq } from 'drizzle-orm';
import { interviews, members, noticeOutbox, pairingWeeks } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { updateMember } from '../src/modules/members/repository';
import { cutoffPairingJob } from '../src/modules/pairing/job';
import { setDirectMessageSender } from '../src/modules/pairing/notifications';
import { gridWith, interviewsOfWeek, poolMember, seedQueues } from './helpers/pairing-fixtures';
import { fixedClock, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T20:00:00Z'); // Wednesday; the open pool is the week of March 8
const WEEK = '2026-03-08';
const test = appForThisFile({ clock });
let ada: MemberRow;
let grace: MemberRow;
let loner: MemberRow;
const directMessages: Array<{ discordId: string; text: string }> = [];

const runJob = () => runJobOnce(test.ctx, cutoffPairingJob);

beforeAll(async () => {
  await seedQueues(test, { technical: 4, behavioral: 2 });
  ada = await poolMember(test, gridWith([1, 22, 26]), { firstName: 'Ada', lastName: 'Lovelace' });
  grace = await poolMember(test, gridWith([1, 20, 24]), { firstName: 'Grace', lastName: 'Hopper', discordUsername: 'amazing_grace' });
  loner = await poolMember(test, gridWith([4, 0, 2]));
  ada = await updateMember(test.ctx.db, ada.id, { discordId: '111222333444555666' });
  setDirectMessageSender(async (discordId, text) => void directMessages.push({ discordId, text }));
});

afterAll(() => {
  setDirectMessageSender(undefined);
});

const mailTo = (member: MemberRow) => test.sentMail.filter((message) => message.to === member.email);

describe('the cutoff job', () => {
  it('leaves the pool alone until Sunday 23:00', async () => {
    clock.set('2026-03-09T05:59:00Z'); // Sunday March 8, 22:59 PDT
    expect(await runJob()).toBe(true);
    expect(await interviewsOfWeek(test, WEEK)).toEqual([]);
    expect(test.sentMail).toEqual([]);
  });

  it('pairs the week at the cutoff exactly once, even when several runs see it', async () => {
    clock.set('2026-03-09T06:00:00Z'); // 23:00 PDT
    await Promise.all([runJob(), runJob()]);
    clock.advance(60_000);
    await runJob();

    const rows = await interviewsOfWeek(test, WEEK);
    expect(rows.map((row) => [row.interviewerId, row.intervieweeId]).sort()).toEqual([[ada.id, grace.id], [grace.id, ada.id]].sort());
    expect(rows[0].proposedTime?.toISOString()).toBe('2026-03-10T01:00:00.000Z'); // Monday 18:00 PDT, both free
    const [weekRow] = await test.ctx.db.select().from(pairingWeeks).where(eq(pairingWeeks.weekStart, WEEK));
    expect(weekRow.pairedAt?.toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(test.sentMail).toHaveLength(3);
  });

  it("emails each partner the other's name, contacts, the proposed time, the links and an invite", async () => {
    const rows = await interviewsOfWeek(test, WEEK);
    const [toAda] = mailTo(ada);
    expect(toAda.subject).toBe('Your mock interview partner for the week of March 8');
    expect(toAda.text).toContain(`Grace Hopper (@${grace.username})`);
    expect(toAda.text).toContain(`Email: ${grace.email}`);
    expect(toAda.text).toContain('Discord: amazing_grace');
    expect(toAda.text).toContain('Monday, March 9, 2026, 6:00 PM PDT (2026-03-10 01:00 UTC)');
    for (const row of rows) expect(toAda.text).toContain(`${test.ctx.config.publicUrl}/#/interviews/${row.id}`);

    const invite = toAda.attachments?.[0].content ?? '';
    expect(invite).toContain('BEGIN:VEVENT\r\n');
    expect(invite).toContain('DTSTART:20260310T010000Z\r\n');
    expect(invite).toContain('DTEND:20260310T020000Z\r\n');

    const [toGrace] = mailTo(grace);
    expect(toGrace.text).toContain(`Ada Lovelace (@${ada.username})`);
    expect(toGrace.attachments).toHaveLength(1);
    for (const row of rows) expect(row.notifiedAt?.toISOString()).toBe('2026-03-09T06:00:00.000Z');
  });

  it('also sends a chat message to members with a chat id while the bot runs', () => {
    expect(directMessages.filter((message) => message.discordId === ada.discordId)).toEqual([
      { discordId: '111222333444555666', text: expect.stringContaining('Grace Hopper') },
    ]);
  });

  it('tells the member left over that they have priority next week', async () => {
    const [toLoner] = mailTo(loner);
    expect(toLoner.text).toContain('We could not find a partner for you this week; you will have priority next week.');
    const priorities = await test.ctx.db.select({ id: members.id, priority: members.pairingPriority }).from(members);
    const priorityOf = (member: MemberRow) => priorities.find((row) => row.id === member.id)?.priority;
    expect([priorityOf(loner), priorityOf(ada), priorityOf(grace)]).toEqual([1, 0, 0]);
  });

  it('waits, without writing anything, while the technical queue is too short, and pairs once it is filled', async () => {
    clock.set('2026-03-12T20:00:00Z'); // Thursday; the open pool is the week of March 15
    const first = await poolMember(test, gridWith([3, 0, 4]));
    const second = await poolMember(test, gridWith([3, 0, 4]));
    await seedQueues(test, { technical: 1, behavioral: 0 });
    clock.set('2026-03-16T06:00:00Z'); // Sunday March 15, 23:00 PDT
    await runJob();
    expect(await interviewsOfWeek(test, '2026-03-15')).toEqual([]);
    expect(mailTo(first)).toEqual([]);

    await seedQueues(test, { technical: 2, behavioral: 0 });
    clock.advance(60_000);
    await runJob();
    expect(await interviewsOfWeek(test, '2026-03-15')).toHaveLength(2);
    expect(mailTo(second)).toHaveLength(1);
  });
});

describe('send_pairing_notifications', () => {
  beforeAll(() => clock.set('2026-03-10T20:00:00Z')); // Tuesday of the week of March 8: its notices still matter

  /** The week's pairs as if paired before the outbox existed: never told, nothing queued. */
  async function forgetTheWeeksNotices(): Promise<void> {
    await test.ctx.db.delete(noticeOutbox).where(eq(noticeOutbox.kind, 'pair'));
    await test.ctx.db.update(interviews).set({ notifiedAt: null }).where(eq(interviews.weekStart, WEEK));
  }

  it('sends nothing twice: an interview marked untold again is not told again', async () => {
    await test.ctx.db.update(interviews).set({ notifiedAt: null }).where(eq(interviews.weekStart, WEEK));
    const mailBefore = test.sentMail.length;
    const result = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(result).toEqual({ success: true, output: 'Notified 0 pair(s): 0 email(s), 0 chat message(s).', error: '' });
    expect(test.sentMail.slice(mailBefore)).toEqual([]);
  });

  it('queues and sends the notices of pairs never queued (paired before the outbox), and only those', async () => {
    await forgetTheWeeksNotices();
    const mailBefore = test.sentMail.length;
    const result = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(result).toEqual({ success: true, output: 'Notified 1 pair(s): 2 email(s), 1 chat message(s).', error: '' });
    expect(test.sentMail.slice(mailBefore).map((message) => message.to).sort()).toEqual([ada.email, grace.email].sort());

    const again = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(again.output).toBe('Notified 0 pair(s): 0 email(s), 0 chat message(s).');
  });

  it('keeps a notice whose email failed, lists it in outbox_status, and sends it when asked without waiting for its retry', async () => {
    await forgetTheWeeksNotices();
    const send = test.ctx.mailer.send;
    test.ctx.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const failed = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
      expect(failed.output).toContain('2 failed');
    } finally {
      test.ctx.mailer.send = send;
    }
    const status = await runCommand(test.ctx, { name: 'outbox_status', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(status.output).toContain('Retrying: 2.');
    expect(status.output).toContain(`to ${ada.email}: 1 attempt(s), next 2026-03-10T20:01:00.000Z, last error: SMTP down`);
    const retried = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(retried.output).toContain('Notified 1 pair(s): 2 email(s)');
    expect((await runCommand(test.ctx, { name: 'outbox_status', args: [], kwargs: {}, actor: null, source: 'cli' })).output).toContain('Retrying: 0.');
  });
});
