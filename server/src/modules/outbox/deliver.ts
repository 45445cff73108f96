/**
 * The outbox sender: delivers each queued notice at least once (kinds.ts). One row at a time: claim it with a
 * committed UPDATE (`FOR UPDATE SKIP LOCKED`, so two processes never take the same row), send it with its stable
 * Message-ID, then mark it sent. The claim must commit before the send, so this never runs inside a transaction
 * (nor a job's advisory-lock transaction): a rolled-back claim would send the notice again at once.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { members, noticeOutbox, type NoticeKind } from '../../db/schema';
import { emailTurnedOff } from '../notifications/email-preferences';
import { directMessageSender, isBotInAnotherProcess, type DirectMessage } from './direct-messages';
import { CLAIM_LEASE_MS, GIVE_UP_AFTER_MS, NOTICE_KINDS, retryDelayMs } from './kinds';

export type OutboxContext = Pick<AppContext, 'db' | 'mailer' | 'clock' | 'logger'> & { config: Pick<AppContext['config'], 'publicUrl'> };

export interface DeliveryReport {
  sent: Record<NoticeKind, number>;
  failed: Record<NoticeKind, number>;
  directMessages: number;
  /** The keys this run sent, in order (those sent without their email included). */
  sentKeys: string[];
  /** The keys whose email was left out: the member turned that kind's email off (the in-app notification stays). */
  emailSkippedKeys: string[];
  /** Nothing was sent here: the chat bot runs in another server process, whose outbox job sends them with their DMs. */
  leftToBotProcess: boolean;
}

export interface DeliveryOptions {
  /** Only these kinds (e.g. the pairing's kick sends pairing notices, not reminders due for the job). */
  kinds?: readonly NoticeKind[];
  /** Only these keys (what one request queued). */
  keys?: readonly string[];
  /** Also notices waiting for their retry time: an admin asked to send now. */
  retryNow?: boolean;
  directMessage?: DirectMessage;
}

const perKind = (): Record<NoticeKind, number> => Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, 0])) as Record<NoticeKind, number>;

type OutboxRow = typeof noticeOutbox.$inferSelect;

/**
 * The notice's Message-ID, `<notice.<hash of its key>@<the site's host>>`: the same on every try, so a copy sent
 * again after a crash is dropped by the recipient's mail system. The key is hashed: it holds colons, which a
 * Message-ID may not.
 */
export function noticeMessageId(key: string, publicUrl: string): string {
  return `<notice.${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(publicUrl).hostname}>`;
}

/** Claims the next due row; the UPDATE commits on its own before anything is sent. */
async function claimNext(ctx: OutboxContext, options: DeliveryOptions, failedKeys: string[], now: Date): Promise<OutboxRow | undefined> {
  const staleClaim = new Date(now.getTime() - CLAIM_LEASE_MS);
  const conditions: Array<SQL | undefined> = [
    isNull(noticeOutbox.sentAt),
    options.retryNow ? undefined : lte(noticeOutbox.nextAttemptAt, now),
    or(isNull(noticeOutbox.claimedAt), lt(noticeOutbox.claimedAt, staleClaim)),
    or(...NOTICE_KINDS.map((kind) => and(eq(noticeOutbox.kind, kind), gt(noticeOutbox.created, new Date(now.getTime() - GIVE_UP_AFTER_MS[kind]))))),
    options.kinds ? inArray(noticeOutbox.kind, [...options.kinds]) : undefined,
    options.keys ? inArray(noticeOutbox.key, [...options.keys]) : undefined,
    // Tried and failed in this run already (retryNow would otherwise take it again at once).
    failedKeys.length > 0 ? notInArray(noticeOutbox.key, failedKeys) : undefined,
  ];
  const next = ctx.db
    .select({ key: noticeOutbox.key })
    .from(noticeOutbox)
    .where(and(...conditions))
    .orderBy(asc(noticeOutbox.nextAttemptAt), asc(noticeOutbox.key))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await ctx.db
    .update(noticeOutbox)
    .set({ claimedAt: now, attempts: sql`${noticeOutbox.attempts} + 1` })
    .where(inArray(noticeOutbox.key, next))
    .returning();
  return row;
}

async function sendDirectMessage(ctx: OutboxContext, row: OutboxRow, send: DirectMessage | undefined): Promise<boolean> {
  if (!send || !row.directMessage) return false;
  const [member] = await ctx.db.select({ discordId: members.discordId }).from(members).where(eq(members.id, row.memberId));
  if (!member?.discordId) return false;
  try {
    await send(member.discordId, row.directMessage);
    return true;
  } catch (error) {
    // The email is the notice of record; a DM is best effort and never resent.
    ctx.logger.warn({ err: error, memberId: row.memberId, key: row.key }, 'notice chat message failed');
    return false;
  }
}

/** Delivers every due notice (or those the options select) and returns what it sent; safe in several processes at once. */
export async function deliverOutbox(ctx: OutboxContext, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: perKind(), failed: perKind(), directMessages: 0, sentKeys: [], emailSkippedKeys: [], leftToBotProcess: false };
  if (options.keys?.length === 0) return report;
  if (isBotInAnotherProcess() && !options.directMessage) return { ...report, leftToBotProcess: true };
  const send = options.directMessage ?? directMessageSender();
  const failedKeys: string[] = [];
  for (;;) {
    const now = ctx.clock.now();
    const row = await claimNext(ctx, options, failedKeys, now);
    if (!row) break;
    // Read at sending time, not queuing time: a member who turns a kind off stops its queued emails too.
    const skipEmail = await emailTurnedOff(ctx.db, row.memberId, row.kind);
    try {
      if (skipEmail) report.emailSkippedKeys.push(row.key);
      else await ctx.mailer.send({ ...row.mail, messageId: noticeMessageId(row.key, ctx.config.publicUrl) });
    } catch (error) {
      failedKeys.push(row.key);
      report.failed[row.kind] += 1;
      ctx.logger.error({ err: error, key: row.key, memberId: row.memberId, attempts: row.attempts }, 'notice email failed; retried later');
      await ctx.db
        .update(noticeOutbox)
        .set({ claimedAt: null, lastError: String((error as Error)?.message ?? error).slice(0, 1000), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(noticeOutbox.key, row.key));
      continue;
    }
    await ctx.db.update(noticeOutbox).set({ sentAt: ctx.clock.now(), lastError: null }).where(eq(noticeOutbox.key, row.key));
    report.sent[row.kind] += 1;
    report.sentKeys.push(row.key);
    if (await sendDirectMessage(ctx, row, send)) report.directMessages += 1;
  }
  return report;
}

