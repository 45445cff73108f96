/**
 * How notices are delivered, and the idempotency keys that name what a notice announces.
 *
 * Every kind is sent AT LEAST ONCE (issue 30): the sender claims a row (a committed UPDATE) before sending and marks
 * it sent after; a claim older than the lease is taken as a dead sender's and the notice is sent again. Each email
 * carries a Message-ID derived from its row (deliver.ts), the same on every try, so a recipient's mail system drops
 * the second copy a crash between sending and marking may cause, and a partner notice's calendar invite keeps its
 * UID: a crash delays a notice, never loses it. The in-app copy is written once, when the notice is queued.
 *
 * A send that throws is taken as not sent: it is retried with backoff.
 */
import type { NoticeKind } from '../../db/schema';

export const NOTICE_KINDS: readonly NoticeKind[] = ['pair', 'unpaired', 'reminder', 'strike', 'time_proposed', 'time_confirmed', 'cancellation', 'feedback'];

/** A claim older than this is a dead sender's: the notice is sent again, with the same Message-ID. */
export const CLAIM_LEASE_MS = 5 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * A notice not sent within this long after it was queued is given up (left unsent): a partner notice after
 * the week is over, or a reminder after the interview, would only confuse.
 */
export const GIVE_UP_AFTER_MS: Record<NoticeKind, number> = { pair: 7 * DAY_MS, unpaired: 7 * DAY_MS, reminder: DAY_MS, strike: 7 * DAY_MS,
  time_proposed: 7 * DAY_MS, time_confirmed: 7 * DAY_MS, cancellation: 7 * DAY_MS, feedback: 7 * DAY_MS };

/**
 * Kinds sent only after a short wait, during which a newer notice of the same kind to the same member about the same
 * pair (the key's second part: the pair's lead interview) replaces the one waiting (enqueue.ts), so eight proposals in
 * a second mail the partner once, the latest. The bell shows the latest at once; the mail follows within a minute or
 * two (the outbox job runs every minute).
 */
export const COALESCE_MS: Partial<Record<NoticeKind, number>> = { time_proposed: 60_000 };

/** Wait before the next try after `attempts` failed ones: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
}

/** The idempotency keys: one notice per key, however often the change that announces it is retried. */
export const noticeKeys = {
  /** The partner notice to an interview's interviewer (each member of a pair leads one of its two interviews). */
  pair: (interviewId: string) => `pair:${interviewId}`,
  /**
   * "No partner this week": a member can be left over, paired by a re-pairing, then left over again, so the key
   * also names the episode: `retired`, how many of the member's interviews of the week re-pairings and undos
   * took away so far (it grows each time a pairing of theirs is undone). `pool_entries.unpaired_notified_at`,
   * set in the same transaction, keeps a run from queuing it twice.
   */
  unpaired: (weekStart: string, memberId: number, retired: number) => `unpaired:${weekStart}:${memberId}:${retired}`,
  /** A reminder names the proposed time it reminds of: a moved time is a new reminder. */
  reminder: (interviewId: string, memberId: number, kind: string, proposedTime: Date | null) =>
    `reminder:${interviewId}:${memberId}:${kind}:${proposedTime?.getTime() ?? 'none'}`,
  strike: (strikeId: string) => `strike:${strikeId}`,
  /**
   * A pair's time (modules/interview-time), named by the pair's lead interview and what moved it: the proposal
   * (when it was made), a confirmation (the time confirmed and by whom), an agreement (the invite's new SEQUENCE).
   */
  timeProposed: (leadInterviewId: string, proposedAt: Date, time: Date, recipientId: number) =>
    `time:${leadInterviewId}:proposed:${proposedAt.getTime()}:${time.getTime()}:${recipientId}`,
  timeConfirmed: (leadInterviewId: string, time: Date, confirmerId: number, recipientId: number) =>
    `time:${leadInterviewId}:confirmed:${time.getTime()}:${confirmerId}:${recipientId}`,
  timeAgreed: (leadInterviewId: string, inviteSequence: number, recipientId: number) => `time:${leadInterviewId}:agreed:${inviteSequence}:${recipientId}`,
  /** A pair's cancellation, told to one member (the canceller's partner, the canceller, or a new partner's week). */
  cancellation: (cancellationId: string, memberId: number) => `cancellation:${cancellationId}:${memberId}`,
  /** Feedback given on an interview, told to the member it is about: one author per interview and subject, so once per feedback. */
  feedback: (interviewId: string, recipientId: number) => `feedback:${interviewId}:${recipientId}`,
};
