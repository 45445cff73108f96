/** What the outbox holds that an operator should know about: notices waiting, failing, or claimed and not confirmed. */
import { and, asc, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, noticeOutbox } from '../../db/schema';

export interface OutboxStatus {
  pending: number;
  /** Failed at least once and waiting for their next try. */
  retrying: Array<{ key: string; email: string; attempts: number; lastError: string | null; nextAttemptAt: Date }>;
  /** Claimed by a sender and not confirmed sent: being sent now, or sent again (same Message-ID) once the lease passes. */
  claimed: Array<{ key: string; email: string; claimedAt: Date | null }>;
}

export async function outboxStatus(db: DbOrTx): Promise<OutboxStatus> {
  const [{ pending }] = await db.select({ pending: count() }).from(noticeOutbox).where(isNull(noticeOutbox.sentAt));
  const retrying = await db
    .select({ key: noticeOutbox.key, email: members.email, attempts: noticeOutbox.attempts, lastError: noticeOutbox.lastError, nextAttemptAt: noticeOutbox.nextAttemptAt })
    .from(noticeOutbox)
    .innerJoin(members, eq(members.id, noticeOutbox.memberId))
    .where(and(isNull(noticeOutbox.sentAt), isNull(noticeOutbox.claimedAt), gt(noticeOutbox.attempts, 0)))
    .orderBy(asc(noticeOutbox.nextAttemptAt));
  const claimed = await db
    .select({ key: noticeOutbox.key, email: members.email, claimedAt: noticeOutbox.claimedAt })
    .from(noticeOutbox)
    .innerJoin(members, eq(members.id, noticeOutbox.memberId))
    .where(and(isNull(noticeOutbox.sentAt), isNotNull(noticeOutbox.claimedAt)))
    .orderBy(asc(noticeOutbox.claimedAt));
  return { pending, retrying, claimed };
}
