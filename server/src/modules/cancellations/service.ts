/**
 * Cancelling a pair's interviews (issue 22), by one of its members or by an admin on a member's behalf, and
 * re-matching the partner, in one transaction under the pairing lock: a pairing run or another cancellation
 * never sees half of it, and no member ends up in two pairs of one week. Everyone affected is told through the
 * outbox, queued in that transaction and delivered after it commits.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { interviewCancellations, interviews, members, pairSchedules, poolEntries } from '../../db/schema';
import { pairOf } from '../interview-time/pair';
import type { MemberRow } from '../members/dto';
import { deliverOutbox } from '../outbox/deliver';
import { enqueueNotices, withdrawInterviewNotices, type Notice } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import { PAIRING_LOCK_WAIT_MS, underPairingLock } from '../pairing/actions';
import { pairingDirectMessage, pairingEmail, pairingInApp, type NoticeSettings, type PairNotice } from '../pairing/messages';
import { cancelledOnDirectMessage, cancelledOnEmail, cancelledOnInApp, cancellerEmail, cancellerInApp, type CancellationNotice } from './messages';
import { rematchMember } from './rematch';
import { isLateCancellation, refusalReason } from './rules';

/**
 * A cancelled pair's time record: its open proposal closes (nobody can accept it any more) and the calendar invite's
 * SEQUENCE goes up for the cancellation that withdraws it. Returns that SEQUENCE.
 */
async function closePairSchedule(db: DbOrTx, leadInterviewId: string, now: Date): Promise<number> {
  const [schedule] = await db
    .insert(pairSchedules)
    .values({ leadInterviewId, inviteSequence: 1, updated: now })
    .onConflictDoUpdate({
      target: pairSchedules.leadInterviewId,
      set: { proposalTime: null, proposalBy: null, proposalAt: null, inviteSequence: sql`${pairSchedules.inviteSequence} + 1`, updated: now },
    })
    .returning({ inviteSequence: pairSchedules.inviteSequence });
  return schedule.inviteSequence;
}

/** Not cancelled: the interview is not the caller's (404) or no longer upcoming (409). */
export class CancelRefused extends Error {
  constructor(readonly statusCode: 404 | 409, message: string) {
    super(message);
  }
}

export interface CancelRequest {
  interviewId: string;
  /** The member who cancels: one of the pair (an admin acting names the member they act for). */
  memberId: number;
  /** Cancelled by an admin on the member's behalf (console or CLI), not by the member. */
  byAdmin: boolean;
  /** That admin, when known (the CLI has no signed-in admin). */
  adminId: number | null;
  reason: string;
}

export interface CancelOutcome {
  late: boolean;
  cancelledInterviewIds: string[];
  partnerId: number;
  /** The partner's new pair, or null: they keep priority for next week. */
  rematch: { partnerId: number; interviewIds: string[]; proposedTime: Date } | null;
  queuedNoticeKeys: string[];
}

async function memberRows(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, MemberRow>> {
  const rows = await ctx.db.select().from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The new pair's partner notices (with the calendar invite), the same as a pairing's, for these two interviews only:
 * queuePairingNotices would look at every untold pair of the live weeks (2,000 members' rows in a big week). The
 * member cancelled on reads "Your partner changed" in the bell; the new partner an ordinary partner notice.
 */
async function queueNewPairNotices(
  ctx: AppContext,
  rematch: NonNullable<CancelOutcome['rematch']>,
  cancelledOnId: number,
  weekStart: string,
  people: Map<number, MemberRow>,
  settings: NoticeSettings,
): Promise<string[]> {
  const rows = await ctx.db
    .update(interviews)
    .set({ notifiedAt: settings.now })
    .where(and(inArray(interviews.id, rematch.interviewIds), isNull(interviews.notifiedAt)))
    .returning({ id: interviews.id, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId });
  const pair: PairNotice = { weekStart, proposedTime: rematch.proposedTime, interviews: rows };
  const notices: Notice[] = rows.map((interview) => {
    const recipient = people.get(interview.interviewerId) as MemberRow;
    const partner = people.get(interview.intervieweeId) as MemberRow;
    return {
      key: noticeKeys.pair(interview.id),
      kind: 'pair',
      memberId: recipient.id,
      mail: pairingEmail(recipient, partner, pair, settings),
      directMessage: pairingDirectMessage(recipient, partner, pair, settings),
      inApp: pairingInApp(recipient, partner, pair, settings, recipient.id === cancelledOnId),
    };
  });
  return enqueueNotices(ctx.db, notices, settings.now);
}

async function cancelInTransaction(ctx: AppContext, request: CancelRequest): Promise<CancelOutcome> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const timeZone = ctx.config.communityTimeZone;
  const [row] = await db.select().from(interviews).where(eq(interviews.id, request.interviewId)).for('update');
  if (!row || (row.interviewerId !== request.memberId && row.intervieweeId !== request.memberId)) {
    throw new CancelRefused(404, 'Interview not found.');
  }
  const refusal = refusalReason(row, now, timeZone);
  if (refusal) throw new CancelRefused(409, refusal);
  const partnerId = row.interviewerId === request.memberId ? row.intervieweeId : row.interviewerId;

  // Before they are cancelled (pairOf keeps live interviews): the pair's lead names its calendar invite.
  const pair = await pairOf(db, row);
  // Both interviews of the pair: each member interviews the other.
  const cancelled = await db
    .update(interviews)
    .set({ status: 'cancelled' })
    .where(and(
      eq(interviews.weekStart, row.weekStart),
      eq(interviews.status, 'pending'),
      or(
        and(eq(interviews.interviewerId, request.memberId), eq(interviews.intervieweeId, partnerId)),
        and(eq(interviews.interviewerId, partnerId), eq(interviews.intervieweeId, request.memberId)),
      ),
    ))
    .returning({ id: interviews.id });
  const cancelledIds = cancelled.map((interview) => interview.id);
  const late = isLateCancellation(row.proposedTime, now, ctx.config.lateCancellationHours);
  const [record] = await db.insert(interviewCancellations).values({
    weekStart: row.weekStart,
    interviewId: row.id,
    cancelledById: request.memberId,
    partnerId,
    adminId: request.adminId,
    reason: request.reason,
    late,
    scheduledTime: row.proposedTime,
    cancelledAt: now,
  }).returning({ id: interviewCancellations.id });
  // Their partner notices not sent yet and their reminders would announce an interview that is off.
  await withdrawInterviewNotices(db, cancelledIds);
  const inviteSequence = await closePairSchedule(db, pair.lead.id, now);
  // The canceller leaves the week: no re-pairing or re-match puts them back, and no "no partner" notice.
  await db.delete(poolEntries).where(and(eq(poolEntries.weekStart, row.weekStart), eq(poolEntries.memberId, request.memberId)));

  const rematch = await rematchMember({ db, config: ctx.config, now }, { weekStart: row.weekStart, memberId: partnerId, exclude: [request.memberId] });
  if (!rematch) {
    // As a member a pairing left over: first next week. Marked told, since the cancellation notice says so.
    await db.update(members).set({ pairingPriority: sql`${members.pairingPriority} + 1` }).where(eq(members.id, partnerId));
    await db.update(poolEntries).set({ unpairedNotifiedAt: now }).where(and(eq(poolEntries.weekStart, row.weekStart), eq(poolEntries.memberId, partnerId)));
  }

  const people = await memberRows(ctx, [request.memberId, partnerId, ...(rematch ? [rematch.partnerId] : [])]);
  const canceller = people.get(request.memberId) as MemberRow;
  const partner = people.get(partnerId) as MemberRow;
  const settings: NoticeSettings = { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone, now };
  const notice: CancellationNotice = {
    weekStart: row.weekStart,
    scheduledTime: row.proposedTime,
    reason: request.reason,
    newPartner: rematch ? (people.get(rematch.partnerId) as MemberRow) : null,
    invite: row.proposedTime ? { leadInterviewId: pair.lead.id, sequence: inviteSequence } : null,
  };
  const notices: Notice[] = [
    {
      key: noticeKeys.cancellation(record.id, partnerId),
      kind: 'cancellation',
      memberId: partnerId,
      mail: cancelledOnEmail(partner, canceller, notice, settings),
      directMessage: cancelledOnDirectMessage(canceller, notice, settings),
      inApp: cancelledOnInApp(canceller, notice, row.id),
    },
    {
      key: noticeKeys.cancellation(record.id, request.memberId),
      kind: 'cancellation',
      memberId: request.memberId,
      mail: cancellerEmail(canceller, partner, { ...notice, late, byAdmin: request.byAdmin }, settings),
      inApp: cancellerInApp(partner, { ...notice, late, byAdmin: request.byAdmin }, row.id),
    },
  ];
  const queued = await enqueueNotices(db, notices, now);
  const pairNotices = rematch ? await queueNewPairNotices(ctx, rematch, partnerId, row.weekStart, people, settings) : [];
  return { late, cancelledInterviewIds: cancelledIds, partnerId, rematch, queuedNoticeKeys: [...queued, ...pairNotices] };
}

/**
 * Cancels the pair's interviews and re-matches the partner, then delivers the notices it queued. Waits for a
 * pairing run or another cancellation holding the lock; throws CancelRefused, or PairingRunning when the lock
 * stayed taken longer than PAIRING_LOCK_WAIT_MS.
 */
export async function cancelInterview(ctx: AppContext, request: CancelRequest): Promise<CancelOutcome> {
  const outcome = await underPairingLock(ctx, (lockedCtx) => lockedCtx.db.transaction((tx) => cancelInTransaction({ ...lockedCtx, db: tx }, request)), { waitMs: PAIRING_LOCK_WAIT_MS });
  try {
    // After the commit (outbox/deliver); what fails here the outbox job retries.
    await deliverOutbox(ctx, { keys: outcome.queuedNoticeKeys });
  } catch (error) {
    ctx.logger.warn({ err: error, interviewId: request.interviewId }, 'delivering the cancellation notices failed; the outbox job retries');
  }
  return outcome;
}
