/** Writing notices into the outbox, inside the transaction of the change they announce. */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noticeOutbox, type NoticeKind } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { recordNotifications, withdrawNotifications, type InAppNotice } from '../notifications/in-app';

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
        nextAttemptAt: now,
      })))
      .onConflictDoNothing()
      .returning({ key: noticeOutbox.key });
    const queuedNow = new Set(rows.map((row) => row.key));
    await recordNotifications(db, notices.slice(start, start + INSERT_CHUNK_ROWS).filter((notice) => queuedNow.has(notice.key)), now);
    queued.push(...queuedNow);
  }
  return queued;
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
    inArray(sql<string>`split_part(${noticeOutbox.key}, ':', 2)`, [...interviewIds]),
  )).returning({ key: noticeOutbox.key });
  // Their bell entries go with them, for the same reason.
  await withdrawNotifications(db, withdrawn.map((row) => row.key));
}
