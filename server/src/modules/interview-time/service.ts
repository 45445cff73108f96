/**
 * Confirming or moving a pair's interview time (issue 22, item 1). Every change runs in one transaction under
 * the pair's row lock (pair.ts): it reads the pair's state again under the lock, checks what the caller saw is
 * still so (else a 409 saying what changed), writes, and queues its notices in the outbox in that same
 * transaction; they are delivered once it has committed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { InterviewTimeDto } from '@contracts/interview-time';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { members, pairSchedules } from '../../db/schema';
import { conflict, forbidden, invalidFields, notFound } from '../../lib/http-errors';
import type { InterviewRow } from '../interviews/dto';
import { findInterview } from '../interviews/read-service';
import type { MemberRow } from '../members/dto';
import { announceChanges } from '../notifications/live-changes';
import { deliverOutbox } from '../outbox/deliver';
import { dropUnsentNotices, enqueueNotices, type Notice } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import { displayName, formatProposedTime, type NoticeSettings } from '../pairing/messages';
import {
  timeAgreedDirectMessage, timeAgreedEmail, timeAgreedInApp, timeConfirmedDirectMessage, timeConfirmedEmail, timeConfirmedInApp, timeProposedDirectMessage,
  timeProposedEmail, timeProposedInApp, type TimePair,
} from './messages';
import { busyIntervals, clashWith } from './busy';
import { lockPair, movePairTime, pairOf, type PairInterviews } from './pair';
import { allowedRange, outOfRange, sharedWindows } from './windows';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;
type Schedule = typeof pairSchedules.$inferSelect;

const NOT_FOUND = 'Interview not found.';

interface PairState {
  pair: PairInterviews;
  schedule: Schedule | undefined;
  me: MemberRow;
  partner: MemberRow;
}

/** The interview, if `memberId` is one of its two members; the same 404 for anyone else as for an unknown id. */
async function interviewOfMember(db: DbOrTx, interviewId: string, memberId: number): Promise<InterviewRow> {
  const row = await findInterview(db, interviewId);
  if (!row || (row.interviewerId !== memberId && row.intervieweeId !== memberId)) throw notFound(NOT_FOUND);
  return row;
}

async function stateOf(db: DbOrTx, pair: PairInterviews, memberId: number): Promise<PairState> {
  const [schedule] = await db.select().from(pairSchedules).where(eq(pairSchedules.leadInterviewId, pair.lead.id));
  const people = await db.select().from(members).where(inArray(members.id, pair.memberIds));
  const me = people.find((person) => person.id === memberId) as MemberRow;
  const partner = people.find((person) => person.id !== memberId) as MemberRow;
  return { pair, schedule, me, partner };
}

const currentTime = (pair: PairInterviews): Date | null => pair.rows.find((row) => row.proposedTime)?.proposedTime ?? null;
const changeable = (pair: PairInterviews) => pair.rows.every((row) => row.status === 'pending');
const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const pairIds = (pair: PairInterviews) => pair.rows.map((row) => row.id);

/**
 * Why the pair may not meet at `time`: it comes near another interview of the caller or of the partner (busy.ts:
 * one hour and a half-hour gap), with `advice` on what to do instead.
 */
async function overlapReason(db: DbOrTx, state: PairState, time: Date, timeZone: string, advice: string): Promise<string | null> {
  const busy = await busyIntervals(db, state.pair.memberIds, { from: time, until: time }, pairIds(state.pair));
  const mine = clashWith(time, busy.get(state.me.id));
  if (mine) return `You have another interview at ${formatProposedTime(mine.interviewAt, timeZone)}, too close to that time: ${advice}.`;
  if (clashWith(time, busy.get(state.partner.id))) return `${displayName(state.partner)} has another interview too close to that time: ${advice}.`;
  return null;
}

async function toDto(ctx: Ctx, db: DbOrTx, state: PairState): Promise<InterviewTimeDto> {
  const { pair, schedule } = state;
  const timeZone = ctx.config.communityTimeZone;
  const range = allowedRange(pair.lead.weekStart, ctx.clock.now(), timeZone);
  const open = changeable(pair);
  const confirmedBy = (schedule?.confirmedBy ?? []).filter((id) => pair.memberIds.includes(id)).sort((a, b) => a - b);
  const proposal = schedule?.proposalTime && schedule.proposalBy && schedule.proposalAt
    ? { time: schedule.proposalTime.toISOString(), proposed_by: schedule.proposalBy, proposed_at: schedule.proposalAt.toISOString() }
    : null;
  return {
    proposed_time: currentTime(pair)?.toISOString() ?? null,
    confirmed_by: confirmedBy,
    agreed: currentTime(pair) !== null && pair.memberIds.every((id) => confirmedBy.includes(id)),
    proposal: open ? proposal : null,
    windows: open ? (await sharedWindows(db, pair.lead.weekStart, pair.memberIds, pairIds(pair), range, timeZone)).map((time) => time.toISOString()) : [],
    latest: range.until.toISOString(),
    changeable: open,
  };
}

/**
 * A proposal taken back, or accepted: its mail still waiting (outbox/kinds.ts COALESCE_MS) is not sent; the bell
 * keeps an accepted one (it happened), not a withdrawn one (it left the partner's page).
 */
const dropProposalNotices = (tx: DbOrTx, pair: PairInterviews, accepted = false) =>
  dropUnsentNotices(tx, { kind: 'time_proposed', subject: pair.lead.id, keepBell: accepted });

function settingsOf(ctx: Ctx): NoticeSettings {
  return { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone: ctx.config.communityTimeZone, now: ctx.clock.now() };
}

function timePair(pair: PairInterviews): TimePair {
  return { leadInterviewId: pair.lead.id, interviews: pair.rows.map(({ id, interviewerId, intervieweeId }) => ({ id, interviewerId, intervieweeId })) };
}

async function saveSchedule(db: DbOrTx, leadInterviewId: string, values: Partial<Omit<Schedule, 'leadInterviewId'>>, now: Date): Promise<void> {
  await db
    .insert(pairSchedules)
    .values({ leadInterviewId, ...values, updated: now })
    .onConflictDoUpdate({ target: pairSchedules.leadInterviewId, set: { ...values, updated: now } });
}

/** Refusals every change shares: interviews no longer pending, a time proposed by the partner the caller did not see. */
function refuseClosed(state: PairState): void {
  if (!changeable(state.pair)) {
    const status = state.pair.rows.find((row) => row.status !== 'pending')?.status ?? 'closed';
    throw conflict(`This interview is ${status}: its time can no longer change.`);
  }
}

/**
 * Runs one change: the pair locked and read again, `change` deciding what to write and which notices to queue,
 * then (after the commit) the notices delivered. Returns the pair's state as the caller now sees it.
 */
async function change(
  ctx: Ctx, interviewId: string, memberId: number, decide: (tx: DbOrTx, state: PairState) => Promise<Notice[]>,
): Promise<InterviewTimeDto> {
  const row = await interviewOfMember(ctx.db, interviewId, memberId);
  const queued = await ctx.db.transaction(async (tx) => {
    const pair = await lockPair(tx, row);
    const state = await stateOf(tx, pair, memberId);
    refuseClosed(state);
    const notices = await decide(tx, state);
    // A notice refreshes its recipient's open pages; a member told nothing (a withdrawal, the caller's other tabs) is told here.
    await announceChanges(tx, state.pair.memberIds.filter((id) => !notices.some((notice) => notice.memberId === id)), ['interviews', 'pair_time', 'feedback']);
    return enqueueNotices(tx, notices, ctx.clock.now());
  });
  if (queued.length > 0) {
    // After the commit (the outbox's claims must commit on their own); a failed send is retried by the outbox job.
    await deliverOutbox(ctx, { keys: queued }).catch((error: unknown) => ctx.logger.error({ err: error }, 'time notices not delivered now; the outbox job retries'));
  }
  return readTime(ctx, interviewId, memberId);
}

export async function readTime(ctx: Ctx, interviewId: string, memberId: number): Promise<InterviewTimeDto> {
  const row = await interviewOfMember(ctx.db, interviewId, memberId);
  return toDto(ctx, ctx.db, await stateOf(ctx.db, await pairOf(ctx.db, row), memberId));
}

/** The caller confirms the pair's current time (`seen`: the time they saw); both confirmed: agreed. */
export function confirmTime(ctx: Ctx, interviewId: string, memberId: number, seen: Date): Promise<InterviewTimeDto> {
  return change(ctx, interviewId, memberId, async (tx, state) => {
    const settings = settingsOf(ctx);
    const current = currentTime(state.pair);
    const proposal = state.schedule?.proposalTime && state.schedule.proposalBy === state.partner.id ? state.schedule.proposalTime : null;
    if (proposal) {
      throw conflict(`${displayName(state.partner)} just proposed another time: ${formatProposedTime(proposal, settings.timeZone)}. Accept it or propose another time.`);
    }
    if (!current) throw conflict('There is no time to confirm yet: propose one.');
    if (!sameInstant(current, seen)) throw conflict(`The time just changed to ${formatProposedTime(current, settings.timeZone)}.`);
    if (current.getTime() <= settings.now.getTime()) throw conflict('That time has passed: propose another time.');
    const confirmed = state.schedule?.confirmedBy ?? [];
    const ownProposalWithdrawn = state.schedule?.proposalBy === memberId;
    if (confirmed.includes(memberId) && !ownProposalWithdrawn) return [];
    const confirmedBy = [...new Set([...confirmed, memberId])];
    // Confirming the current time takes back the caller's own pending proposal, if any.
    await saveSchedule(tx, state.pair.lead.id, { confirmedBy, proposalTime: null, proposalBy: null, proposalAt: null }, settings.now);
    if (ownProposalWithdrawn) await dropProposalNotices(tx, state.pair);
    if (confirmed.includes(memberId)) return [];
    const agreed = state.pair.memberIds.every((id) => confirmedBy.includes(id));
    return [{
      key: noticeKeys.timeConfirmed(state.pair.lead.id, current, memberId, state.partner.id),
      kind: 'time_confirmed',
      memberId: state.partner.id,
      mail: timeConfirmedEmail(state.partner, state.me, timePair(state.pair), current, agreed, settings),
      directMessage: timeConfirmedDirectMessage(state.me, timePair(state.pair), current, agreed, settings),
      inApp: timeConfirmedInApp(state.me, timePair(state.pair), current, agreed, settings),
    }];
  });
}

/**
 * The caller proposes another time. `replaces`: the partner's proposal they saw (null: none); a partner's
 * proposal they did not see is a 409, so two members proposing at once end with the first one's proposal.
 */
export function proposeTime(ctx: Ctx, interviewId: string, memberId: number, time: Date, replaces: Date | null): Promise<InterviewTimeDto> {
  return change(ctx, interviewId, memberId, async (tx, state) => {
    const settings = settingsOf(ctx);
    const wanted = new Date(Math.floor(time.getTime() / 60_000) * 60_000);
    const pending = state.schedule?.proposalTime ?? null;
    if (pending && state.schedule?.proposalBy === state.partner.id && !sameInstant(pending, replaces)) {
      throw conflict(`${displayName(state.partner)} just proposed another time: ${formatProposedTime(pending, settings.timeZone)}. Accept it or propose another time.`);
    }
    const reason = outOfRange(wanted, allowedRange(state.pair.lead.weekStart, settings.now, settings.timeZone), settings.timeZone);
    if (reason) throw invalidFields({ time: [reason] });
    const current = currentTime(state.pair);
    if (sameInstant(current, wanted)) throw invalidFields({ time: ['That is the current time: confirm it instead.'] });
    const overlap = await overlapReason(tx, state, wanted, settings.timeZone, 'choose another time');
    if (overlap) throw invalidFields({ time: [overlap] });
    await saveSchedule(tx, state.pair.lead.id, { proposalTime: wanted, proposalBy: memberId, proposalAt: settings.now }, settings.now);
    return [{
      key: noticeKeys.timeProposed(state.pair.lead.id, settings.now, wanted, state.partner.id),
      kind: 'time_proposed',
      memberId: state.partner.id,
      mail: timeProposedEmail(state.partner, state.me, timePair(state.pair), wanted, current, settings),
      directMessage: timeProposedDirectMessage(state.me, timePair(state.pair), wanted, settings),
      inApp: timeProposedInApp(state.me, timePair(state.pair), wanted, settings),
    }];
  });
}

/**
 * The caller withdraws their own pending proposal (`seen`: its time) before the partner answers it: the current time
 * stands again, with the confirmations it had. The partner is not notified (the proposal leaves their page). A
 * proposal already accepted, or answered with another, is a 409, so of an accept and a withdrawal at once exactly
 * one happens; the partner's own proposal is not the caller's to withdraw (403).
 */
export function withdrawProposal(ctx: Ctx, interviewId: string, memberId: number, seen: Date): Promise<InterviewTimeDto> {
  return change(ctx, interviewId, memberId, async (tx, state) => {
    const settings = settingsOf(ctx);
    const { schedule } = state;
    if (!schedule?.proposalTime) throw conflict('There is no proposal to withdraw: it was already accepted or withdrawn.');
    const pending = formatProposedTime(schedule.proposalTime, settings.timeZone);
    if (schedule.proposalBy !== memberId) {
      if (sameInstant(schedule.proposalTime, seen)) {
        throw forbidden(`Only ${displayName(state.partner)} can withdraw their proposal: accept it or propose another time.`);
      }
      throw conflict(`${displayName(state.partner)} just proposed another time: ${pending}. Accept it or propose another time.`);
    }
    if (!sameInstant(schedule.proposalTime, seen)) throw conflict(`Your proposal is now ${pending}: withdraw that one if you wish.`);
    await saveSchedule(tx, state.pair.lead.id, { proposalTime: null, proposalBy: null, proposalAt: null }, settings.now);
    await dropProposalNotices(tx, state.pair);
    return [];
  });
}

/**
 * The caller accepts the partner's proposed time (`seen`): both interviews move to it, it counts as confirmed by
 * both, and both members get the calendar invite again (same UID, SEQUENCE one higher).
 */
export function acceptTime(ctx: Ctx, interviewId: string, memberId: number, seen: Date): Promise<InterviewTimeDto> {
  return change(ctx, interviewId, memberId, async (tx, state) => {
    const settings = settingsOf(ctx);
    const { schedule } = state;
    if (!schedule?.proposalTime) throw conflict('There is no other time to accept: your partner withdrew or it was already agreed.');
    if (schedule.proposalBy === memberId) throw conflict(`You proposed this time: ${displayName(state.partner)} accepts it or proposes another.`);
    if (!sameInstant(schedule.proposalTime, seen)) {
      throw conflict(`${displayName(state.partner)} just proposed another time: ${formatProposedTime(schedule.proposalTime, settings.timeZone)}.`);
    }
    const time = schedule.proposalTime;
    if (time.getTime() <= settings.now.getTime()) throw conflict('That time has passed: propose another time.');
    // A pair made since the proposal may have taken that time.
    const overlap = await overlapReason(tx, state, time, settings.timeZone, 'propose another time');
    if (overlap) throw conflict(overlap);
    await movePairTime(tx, state.pair, time);
    await dropProposalNotices(tx, state.pair, true);
    const inviteSequence = schedule.inviteSequence + 1;
    await saveSchedule(tx, state.pair.lead.id, {
      confirmedBy: [...state.pair.memberIds], proposalTime: null, proposalBy: null, proposalAt: null, inviteSequence,
    }, settings.now);
    const pair = timePair(state.pair);
    return [[state.me, state.partner], [state.partner, state.me]].map(([recipient, partner]) => ({
      key: noticeKeys.timeAgreed(state.pair.lead.id, inviteSequence, recipient.id),
      kind: 'time_confirmed' as const,
      memberId: recipient.id,
      mail: timeAgreedEmail(recipient, partner, pair, time, inviteSequence, settings),
      directMessage: timeAgreedDirectMessage(partner, pair, time, settings),
      inApp: timeAgreedInApp(partner, pair, time, settings),
    }));
  });
}

/**
 * The admin's `reschedule_interview`: sets the pair's time as agreed by both (it records a time the partners
 * agreed on elsewhere), clearing any pending proposal; the invite's SEQUENCE moves on so a later re-send updates.
 */
export async function recordAgreedTime(ctx: Pick<AppContext, 'db' | 'clock'>, row: InterviewRow, time: Date): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const pair = await lockPair(tx, row);
    const ids = await movePairTime(tx, pair, time);
    const [schedule] = await tx.select().from(pairSchedules).where(eq(pairSchedules.leadInterviewId, pair.lead.id));
    await saveSchedule(tx, pair.lead.id, {
      confirmedBy: [...pair.memberIds], proposalTime: null, proposalBy: null, proposalAt: null, inviteSequence: (schedule?.inviteSequence ?? 0) + 1,
    }, ctx.clock.now());
    await announceChanges(tx, pair.memberIds, ['interviews', 'pair_time', 'feedback']);
    return ids;
  });
}
