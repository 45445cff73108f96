/** Writing notices into the outbox, inside the transaction of the change they announce. */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noticeOutbox, type NoticeKind } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { recordNotifications, withdrawNotifications, type InAppNotice } from '../notifications/in-app';
import { COALESCE_MS } from './kinds';

export interface Notice {
  key: string;
  kind: NoticeKind;
  memberId: number;
  mail: MailMessage;
  /** Sent beside the email while the chat bot runs. */
  directMessage?: string | null;
  /** What the header's bell shows; every part has a fallback (notifications/in-app.ts), so it may be left out. */
  inApp?: InAppNotice;
}

/** What a notice is about, for coalescing and withdrawing: the second part of its key (an interview, a pair's lead one). */
const subjectOf = (key: string) => key.split(':')[1] ?? '';
const subjectColumn = sql<string>`split_part(${noticeOutbox.key}, ':', 2)`;

// An outbox row binds 8 parameters; PostgreSQL takes at most 65,535 per statement.
const INSERT_CHUNK_ROWS = 1_000;

/**
 * Queues the notices (`insert ... on conflict do nothing`: a key already queued or sent is not queued again)
 * and writes their in-app notifications in the same transaction; returns the keys queued now. `now` is the
 * app's clock, so a notice is due at once even under a test clock.
 */
export async function enqueueNotices(db: DbOrTx, notices: readonly Notice[], now: Date): Promise<string[]> {
  const queued: string[] = [];
  for (let start = 0; start < notices.length; start += INSERT_CHUNK_ROWS) {
    const rows = await db
      .insert(noticeOutbox)
      .values(notices.slice(start, start + INSERT_CHUNK_ROWS).map((notice) => ({
        key: notice.key,
        kind: notice.kind,
        memberId: notice.memberId,
        mail: notice.mail,
        directMessage: notice.directMessage ?? null,
        created: now,
        nextAttemptAt: new Date(now.getTime() + (COALESCE_MS[notice.kind] ?? 0)),
      })))
      .onConflictDoNothing()
      .returning({ key: noticeOutbox.key });
    const queuedNow = new Set(rows.map((row) => row.key));
    for (const notice of notices.slice(start, start + INSERT_CHUNK_ROWS)) {
      if (queuedNow.has(notice.key) && COALESCE_MS[notice.kind] !== undefined) {
        await dropUnsentNotices(db, { kind: notice.kind, memberId: notice.memberId, subject: subjectOf(notice.key), except: notice.key });
      }
    }
    await recordNotifications(db, notices.slice(start, start + INSERT_CHUNK_ROWS).filter((notice) => queuedNow.has(notice.key)), now);
    queued.push(...queuedNow);
  }
  return queued;
}

/**
 * Drops the notices of `kind` about `subject` (to `memberId` only, when given) that are not sent nor being sent, with
 * their bell entries: a newer one replaces them (coalescing), or what they announce is gone (a withdrawn proposal).
 * `keepBell`: the bell keeps them, still true as history (a proposal accepted: the agreed time's notice follows).
 */
export async function dropUnsentNotices(
  db: DbOrTx, which: { kind: NoticeKind; subject: string; memberId?: number; except?: string; keepBell?: boolean },
): Promise<void> {
  const dropped = await db.delete(noticeOutbox).where(and(
    isNull(noticeOutbox.sentAt),
    isNull(noticeOutbox.claimedAt),
    eq(noticeOutbox.kind, which.kind),
    eq(subjectColumn, which.subject),
    which.memberId === undefined ? undefined : eq(noticeOutbox.memberId, which.memberId),
    which.except === undefined ? undefined : ne(noticeOutbox.key, which.except),
  )).returning({ key: noticeOutbox.key });
  if (!which.keepBell) await withdrawNotifications(db, dropped.map((row) => row.key));
}

/**
 * Takes back the notices about interviews that no longer exist (replaced or un-paired) and were not sent or
 * claimed yet: their partner notices, reminders and time notices (keyed by the pair's lead interview) would
 * point at a dead link.
 */
export async function withdrawInterviewNotices(db: DbOrTx, interviewIds: readonly string[]): Promise<void> {
  if (interviewIds.length === 0) return;
  const withdrawn = await db.delete(noticeOutbox).where(and(
    isNull(noticeOutbox.sentAt),
    isNull(noticeOutbox.claimedAt),
    inArray(noticeOutbox.kind, ['pair', 'reminder', 'time_proposed', 'time_confirmed']),
    inArray(subjectColumn, [...interviewIds]),
  )).returning({ key: noticeOutbox.key });
  // Their bell entries go with them, for the same reason.
  await withdrawNotifications(db, withdrawn.map((row) => row.key));
}
