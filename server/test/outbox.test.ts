import { eq } from 'drizzle-orm';
import { noticeOutbox, notifications, type NoticeKind } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import type { MailMessage } from '../src/lib/mailer';
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { deliverOutbox } from '../src/modules/outbox/deliver';
import { enqueueNotices, type Notice } from '../src/modules/outbox/enqueue';
import { outboxDeliveryJob } from '../src/modules/outbox/job';
import { CLAIM_LEASE_MS } from '../src/modules/outbox/kinds';
import { poolMember } from './helpers/pairing-fixtures';
import { appForThisFile, createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { openSharedDatabase } from './helpers/test-database';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T20:00:00Z');
const test = appForThisFile({ clock });
const members: MemberRow[] = [];
let counter = 0;

beforeAll(async () => {
  for (let index = 0; index < 4; index++) members.push(await poolMember(test));
});

beforeEach(async () => {
  // Each test starts from an empty outbox; the mail it sends is all it sees.
  await test.ctx.db.delete(noticeOutbox);
  test.sentMail.length = 0;
});

function notice(kind: NoticeKind, member = members[0]): Notice {
  counter += 1;
  return { key: `${kind}:test-${counter}`, kind, memberId: member.id, mail: { to: member.email, subject: `Notice ${counter}`, text: `Body ${counter}` } };
}

const rowOf = async (key: string) => (await test.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.key, key)))[0];
const subjects = (mail: MailMessage[]) => mail.map((message) => message.subject).sort();
const outboxStatus = async () => (await runCommand(test.ctx, { name: 'outbox_status', args: [], kwargs: {}, actor: null, source: 'cli' })).output;

describe('queuing', () => {
  it('queues a key once however often it is queued, and sends it once', async () => {
    const first = notice('strike');
    expect(await enqueueNotices(test.ctx.db, [first], clock.now())).toEqual([first.key]);
    expect(await enqueueNotices(test.ctx.db, [{ ...first, mail: { ...first.mail, subject: 'Changed' } }], clock.now())).toEqual([]);
    await deliverOutbox(test.ctx);
    await deliverOutbox(test.ctx);
    expect(subjects(test.sentMail)).toEqual([first.mail.subject]);
  });

  it('queues nothing when the transaction that queued it rolls back', async () => {
    const lost = notice('unpaired');
    await expect(test.ctx.db.transaction(async (tx) => {
      await enqueueNotices(tx, [lost], clock.now());
      throw new Error('the change it announces failed');
    })).rejects.toThrow('the change it announces failed');
    await deliverOutbox(test.ctx);
    expect(test.sentMail).toEqual([]);
  });
});

describe('two processes delivering at once', () => {
  /** A second server process on the same database; on the embedded one (a single process) a second sender in it. */
  async function secondSender(): Promise<{ app: TestApp; close: () => Promise<void> }> {
    if (test.databaseUrl === 'memory://') {
      const sentMail: MailMessage[] = [];
      return { app: { ...test, sentMail, ctx: { ...test.ctx, mailer: { send: async (message) => void sentMail.push(message) } } }, close: async () => undefined };
    }
    const other = await createTestApp({ clock, sameDatabaseAs: test });
    return { app: other, close: () => other.close() };
  }

  it('send every notice once between them', async () => {
    const queued = Array.from({ length: 40 }, (_, index) => notice(index % 2 ? 'reminder' : 'pair', members[index % members.length]));
    await enqueueNotices(test.ctx.db, queued, clock.now());
    const second = await secondSender();
    try {
      // A slow mail server, so the two senders overlap for the whole run.
      const slow = (app: TestApp) => {
        const send = app.ctx.mailer.send;
        return { ...app.ctx, mailer: { send: async (message: MailMessage) => { await new Promise((resolve) => setTimeout(resolve, 5)); await send(message); } } };
      };
      const [mine, theirs] = await Promise.all([deliverOutbox(slow(test)), deliverOutbox(slow(second.app))]);
      expect(mine.sentKeys.length).toBeGreaterThan(0);
      expect(theirs.sentKeys.length).toBeGreaterThan(0);
      const all = [...test.sentMail, ...second.app.sentMail];
      expect(all).toHaveLength(queued.length);
      expect(subjects(all)).toEqual(subjects(queued.map((row) => row.mail as MailMessage)));
    } finally {
      await second.close();
    }
  });

  it('leave a notice another sender has claimed, within the lease, to that sender', async () => {
    const inFlight = notice('reminder');
    await enqueueNotices(test.ctx.db, [inFlight], clock.now());
    await test.ctx.db.update(noticeOutbox).set({ claimedAt: new Date(clock.now().getTime() - CLAIM_LEASE_MS + 60_000) });
    await deliverOutbox(test.ctx);
    expect(test.sentMail).toEqual([]);
  });
});

describe('the outbox job', () => {
  it('commits each claim before it sends: another connection sees the notice claimed while its email goes out', async () => {
    const watched = notice('pair');
    await enqueueNotices(test.ctx.db, [watched], clock.now());
    // Another process's connection on PostgreSQL; the embedded database has only the one.
    const other = test.databaseUrl === 'memory://' ? null : (await openSharedDatabase(test.databaseUrl)).database;
    const seenWhileSending: Array<Date | null> = [];
    const send = test.ctx.mailer.send;
    test.ctx.mailer.send = async (message) => {
      const [row] = await (other?.db ?? test.ctx.db).select().from(noticeOutbox).where(eq(noticeOutbox.key, watched.key));
      seenWhileSending.push(row.claimedAt);
      await send(message);
    };
    try {
      expect(await runJobOnce(test.ctx, outboxDeliveryJob)).toBe(true);
    } finally {
      test.ctx.mailer.send = send;
      await other?.close();
    }
    expect(seenWhileSending).toEqual([clock.now()]);
    expect((await rowOf(watched.key)).sentAt).toEqual(clock.now());
  });
});

describe('failures and crashes', () => {
  it('retries a failed email with backoff, and records the attempts and the error', async () => {
    const failing = notice('unpaired');
    await enqueueNotices(test.ctx.db, [failing], clock.now());
    const send = test.ctx.mailer.send;
    test.ctx.mailer.send = async () => {
      throw new Error('SMTP 451 try later');
    };
    try {
      expect((await deliverOutbox(test.ctx)).failed.unpaired).toBe(1);
      clock.advance(30_000);
      expect((await deliverOutbox(test.ctx)).failed.unpaired).toBe(0); // not due yet
      clock.advance(30_000);
      expect((await deliverOutbox(test.ctx)).failed.unpaired).toBe(1);
    } finally {
      test.ctx.mailer.send = send;
    }
    expect(await rowOf(failing.key)).toMatchObject({ attempts: 2, lastError: 'SMTP 451 try later', sentAt: null, claimedAt: null });
    expect((await rowOf(failing.key)).nextAttemptAt.getTime() - clock.now().getTime()).toBe(2 * 60_000);
    expect(await outboxStatus()).toContain(`- ${failing.key} to ${members[0].email}: 2 attempt(s)`);

    clock.advance(2 * 60_000);
    await deliverOutbox(test.ctx);
    expect(subjects(test.sentMail)).toEqual([failing.mail.subject]);
    expect((await rowOf(failing.key)).sentAt).not.toBeNull();
  });

  it('sends again an at-least-once notice whose sender died after claiming it (its lease passed)', async () => {
    const reminder = notice('reminder');
    await enqueueNotices(test.ctx.db, [reminder], clock.now());
    await test.ctx.db.update(noticeOutbox).set({ claimedAt: new Date(clock.now().getTime() - CLAIM_LEASE_MS - 1_000), attempts: 1 });
    await deliverOutbox(test.ctx);
    expect(subjects(test.sentMail)).toEqual([reminder.mail.subject]);
  });

  it('sends a partner notice cut off by a crash between claim and send once the lease passes, with a stable Message-ID; the bell shows it once', async () => {
    const partner = notice('pair', members[1]);
    await enqueueNotices(test.ctx.db, [partner], clock.now());
    // The crash: the claim committed (as the sender's UPDATE does), the process died before sending.
    await test.ctx.db.update(noticeOutbox).set({ claimedAt: clock.now(), attempts: 1 }).where(eq(noticeOutbox.key, partner.key));
    await deliverOutbox(test.ctx);
    expect(test.sentMail).toEqual([]);
    expect(await outboxStatus()).toContain(`Claimed, not confirmed sent (sent again with the same Message-ID 5 minutes after the claim): 1.\n- ${partner.key} to ${members[1].email}, claimed `);

    clock.advance(CLAIM_LEASE_MS + 1_000);
    await runJobOnce(test.ctx, outboxDeliveryJob);
    expect(test.sentMail).toEqual([expect.objectContaining({ to: members[1].email, subject: partner.mail.subject, messageId: expect.stringMatching(/^<notice\.[0-9a-f]{32}@[^>]+>$/) })]);
    const [{ messageId }] = test.sentMail;

    // Sent, then a crash before it was marked sent: the second copy has the same Message-ID, so the recipient keeps one.
    await test.ctx.db.update(noticeOutbox).set({ sentAt: null, claimedAt: new Date(clock.now().getTime() - CLAIM_LEASE_MS - 1_000) }).where(eq(noticeOutbox.key, partner.key));
    await deliverOutbox(test.ctx);
    expect(test.sentMail.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
    expect(await test.ctx.db.select().from(notifications).where(eq(notifications.key, partner.key))).toHaveLength(1);
  });

  it('gives each notice its own Message-ID', async () => {
    const [first, second] = [notice('pair', members[1]), notice('pair', members[2])];
    await enqueueNotices(test.ctx.db, [first, second], clock.now());
    await deliverOutbox(test.ctx);
    expect(new Set(test.sentMail.map((mail) => mail.messageId)).size).toBe(2);
  });

  it('gives up a notice that could not be sent while it mattered (a reminder after a day)', async () => {
    const stale = notice('reminder');
    await enqueueNotices(test.ctx.db, [stale], clock.now());
    clock.advance(24 * 60 * 60_000 + 1);
    await deliverOutbox(test.ctx);
    expect(test.sentMail).toEqual([]);
  });
});
