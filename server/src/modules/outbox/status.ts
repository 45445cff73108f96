/** What the outbox holds that an operator should know about: notices waiting, failing, or of uncertain fate. */
import { and, asc, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, noticeOutbox } from '../../db/schema';
import { UNCERTAIN } from './deliver';

export interface OutboxStatus {
  pending: number;
  /** Failed at least once and waiting for their next try. */
  retrying: Array<{ key: string; email: string; attempts: number; lastError: string | null; nextAttemptAt: Date }>;
  /** At-most-once notices claimed and never confirmed sent: the member may or may not have it. */
  uncertain: Array<{ key: string; email: string; claimedAt: Date | null }>;
}

export async function outboxStatus(db: DbOrTx): Promise<OutboxStatus> {
  const [{ pending }] = await db.select({ pending: count() }).from(noticeOutbox).where(isNull(noticeOutbox.sentAt));
  const retrying = await db
    .select({ key: noticeOutbox.key, email: members.email, attempts: noticeOutbox.attempts, lastError: noticeOutbox.lastError, nextAttemptAt: noticeOutbox.nextAttemptAt })
    .from(noticeOutbox)
    .innerJoin(members, eq(members.id, noticeOutbox.memberId))
    .where(and(isNull(noticeOutbox.sentAt), isNull(noticeOutbox.claimedAt), gt(noticeOutbox.attempts, 0)))
    .orderBy(asc(noticeOutbox.nextAttemptAt));
  const uncertain = await db
    .select({ key: noticeOutbox.key, email: members.email, claimedAt: noticeOutbox.claimedAt })
    .from(noticeOutbox)
    .innerJoin(members, eq(members.id, noticeOutbox.memberId))
    .where(and(isNull(noticeOutbox.sentAt), isNotNull(noticeOutbox.claimedAt), eq(noticeOutbox.lastError, UNCERTAIN)))
    .orderBy(asc(noticeOutbox.claimedAt));
  return { pending, retrying, uncertain };
}
