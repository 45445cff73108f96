/**
 * The week's standby list (issue 22): after the cutoff a member asks for a partner in the paired week that is
 * still running. They join that week's pool (with `unpaired_notified_at` set: they know they wait, so no "no
 * partner" notice) and are paired at once, under the pairing lock and in one transaction, with a free member of
 * the week who shares a window ahead: a standby member, one left over, or one cancelled on (rematchMember). A
 * member who cancelled earlier may join again. Not pairing now, they stay listed: the next member joining, or the
 * next cancellation's re-match, pairs them. A member with a pair may ask for a second practice (`second_practice`
 * on their pool entry): they wait the same way for one more pair, never a third, never the same partner twice.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import type { StandbyStateDto } from '@contracts/standby';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { interviews, members, pairingWeeks, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { deliverOutbox } from '../outbox/deliver';
import { PAIRING_LOCK_WAIT_MS, underPairingLock } from '../pairing/actions';
import { queuePairingNotices } from '../pairing/notifications';
import { lastClosedWeek } from '../pairing/pools';
import { addWeeks, weekStartInstant, type WeekStart } from '../pairing/weeks';
import { rematchMember, waitingPoolEntries } from './rematch';

/** Refused: no running paired week, or the member already has their pair(s) in it (409). */
export class StandbyRefused extends Error {}

/** The paired week whose interviews are still ahead, or null. */
export async function standbyWeek(db: DbOrTx, now: Date, timeZone: string): Promise<WeekStart | null> {
  const week = await lastClosedWeek(db, now, timeZone);
  const [row] = await db.select({ pairedAt: pairingWeeks.pairedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  const over = weekStartInstant(addWeeks(week, 1), timeZone).getTime() <= now.getTime();
  return row?.pairedAt && !over ? week : null;
}

/** How many pairs (pending or completed) the member has in the week: each pair is two interviews. */
async function pairCount(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<number> {
  const rows = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.weekStart, weekStart), ne(interviews.status, 'cancelled'), or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId))));
  return Math.ceil(rows.length / 2);
}

export async function standbyState(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, memberId: number): Promise<StandbyStateDto> {
  const week = await standbyWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
  if (!week) return { week_start: null, on_standby: false, paired: false, pairs: 0 };
  const pairs = await pairCount(ctx.db, week, memberId);
  const [waiting] = await waitingPoolEntries(ctx.db, week, memberId);
  return { week_start: week, on_standby: waiting !== undefined, paired: pairs > 0, pairs };
}

/**
 * Joins the standby list (for a first pair, or with `secondPractice` for a second one) and pairs the member at once
 * when someone fits; returns the new pair's interview ids (or none).
 */
export async function joinStandby(
  ctx: AppContext,
  memberId: number,
  request: { grid: AvailabilityGrid; secondPractice: boolean },
): Promise<{ week: WeekStart; interviewIds: string[] }> {
  const { grid, secondPractice } = request;
  const outcome = await underPairingLock(ctx, (locked) => locked.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const week = await standbyWeek(tx, now, ctx.config.communityTimeZone);
    if (!week) throw new StandbyRefused('No paired week is running now: sign up for next week instead.');
    const pairs = await pairCount(tx, week, memberId);
    if (pairs >= 2) throw new StandbyRefused('You already have two practices this week.');
    if (pairs === 1 && !secondPractice) throw new StandbyRefused('You already have a partner this week.');
    const [priority] = await tx.select({ value: members.pairingPriority }).from(members).where(eq(members.id, memberId));
    const wish = { grid, unpairedNotifiedAt: now, secondPractice: pairs === 1 };
    await tx
      .insert(poolEntries)
      .values({ weekStart: week, memberId, priorityAtPairing: priority?.value ?? 0, created: now, ...wish })
      .onConflictDoUpdate({ target: [poolEntries.weekStart, poolEntries.memberId], set: wish });
    const rematch = await rematchMember({ db: tx, config: ctx.config, now }, { weekStart: week, memberId, exclude: [] });
    // The new pair's partner notices (with the invite), as a pairing queues them; a standby week has few untold pairs.
    const keys = rematch ? await queuePairingNotices({ ...ctx, db: tx }) : [];
    return { week, interviewIds: rematch?.interviewIds ?? [], keys };
  }), { waitMs: PAIRING_LOCK_WAIT_MS });
  try {
    await deliverOutbox(ctx, { keys: outcome.keys });
  } catch (error) {
    ctx.logger.warn({ err: error, memberId }, 'delivering the standby pair notices failed; the outbox job retries');
  }
  return { week: outcome.week, interviewIds: outcome.interviewIds };
}

/**
 * Leaves the standby list (one click); false when the member was not waiting. A member with a pair keeps it (a
 * second-practice wish is withdrawn); under the pairing lock, so a leave and a pairing of the member never cross.
 */
export async function leaveStandby(ctx: AppContext, memberId: number): Promise<boolean> {
  return underPairingLock(ctx, (locked) => locked.db.transaction(async (tx) => {
    const week = await standbyWeek(tx, ctx.clock.now(), ctx.config.communityTimeZone);
    if (!week) return false;
    const [waiting] = await waitingPoolEntries(tx, week, memberId);
    if (!waiting) return false;
    const ofMember = and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId));
    if (waiting.pairs === 0) await tx.delete(poolEntries).where(ofMember);
    else await tx.update(poolEntries).set({ secondPractice: false }).where(ofMember);
    return true;
  }), { waitMs: PAIRING_LOCK_WAIT_MS });
}

/** For `list_standby`: the members of the running paired week who wait for a partner. */
export async function standbyMembers(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<{ week: WeekStart | null; usernames: string[] }> {
  const week = await standbyWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
  if (!week) return { week: null, usernames: [] };
  const waiting = await waitingPoolEntries(ctx.db, week);
  const usernames = waiting.map((row) => (row.pairs === 1 ? `${row.username} (second practice)` : row.username));
  return { week, usernames };
}
