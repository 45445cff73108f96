/**
 * The week's standby list (issue 22): after the cutoff a member asks for a partner in the paired week that is
 * still running. They join that week's pool (with `unpaired_notified_at` set: they know they wait, so no "no
 * partner" notice) and are paired at once, under the pairing lock and in one transaction, with a free member of
 * the week who shares a window ahead: a standby member, one left over, or one cancelled on (rematchMember). A
 * member who cancelled earlier may join again. Not pairing now, they stay listed: the next member joining, or the
 * next cancellation's re-match, pairs them.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { interviews, members, pairingWeeks, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { deliverOutbox } from '../outbox/deliver';
import { underPairingLock } from '../pairing/actions';
import { queuePairingNotices } from '../pairing/notifications';
import { lastClosedWeek } from '../pairing/pools';
import { addWeeks, weekStartInstant, type WeekStart } from '../pairing/weeks';
import { rematchMember } from './rematch';

/** Refused: no running paired week, or the member already has a pair in it (409). */
export class StandbyRefused extends Error {}

/** The paired week whose interviews are still ahead, or null. */
export async function standbyWeek(db: DbOrTx, now: Date, timeZone: string): Promise<WeekStart | null> {
  const week = await lastClosedWeek(db, now, timeZone);
  const [row] = await db.select({ pairedAt: pairingWeeks.pairedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  const over = weekStartInstant(addWeeks(week, 1), timeZone).getTime() <= now.getTime();
  return row?.pairedAt && !over ? week : null;
}

async function hasPair(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.weekStart, weekStart), ne(interviews.status, 'cancelled'), or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId))))
    .limit(1);
  return rows.length > 0;
}

export async function standbyState(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, memberId: number) {
  const week = await standbyWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
  if (!week) return { week_start: null, on_standby: false, paired: false };
  const paired = await hasPair(ctx.db, week, memberId);
  const [entry] = await ctx.db.select({ memberId: poolEntries.memberId }).from(poolEntries).where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId)));
  return { week_start: week, on_standby: !paired && entry !== undefined, paired };
}

/** Joins the standby list and pairs the member at once when someone fits; returns the new pair's interview ids (or none). */
export async function joinStandby(ctx: AppContext, memberId: number, grid: AvailabilityGrid): Promise<{ week: WeekStart; interviewIds: string[] }> {
  const outcome = await underPairingLock(ctx, (locked) => locked.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const week = await standbyWeek(tx, now, ctx.config.communityTimeZone);
    if (!week) throw new StandbyRefused('No paired week is running now: sign up for next week instead.');
    if (await hasPair(tx, week, memberId)) throw new StandbyRefused('You already have a partner this week.');
    const [priority] = await tx.select({ value: members.pairingPriority }).from(members).where(eq(members.id, memberId));
    await tx
      .insert(poolEntries)
      .values({ weekStart: week, memberId, grid, priorityAtPairing: priority?.value ?? 0, unpairedNotifiedAt: now, created: now })
      .onConflictDoUpdate({ target: [poolEntries.weekStart, poolEntries.memberId], set: { grid, unpairedNotifiedAt: now } });
    const rematch = await rematchMember({ db: tx, config: ctx.config, now }, { weekStart: week, memberId, exclude: [] });
    // The new pair's partner notices (with the invite), as a pairing queues them; a standby week has few untold pairs.
    const keys = rematch ? await queuePairingNotices({ ...ctx, db: tx }) : [];
    return { week, interviewIds: rematch?.interviewIds ?? [], keys };
  }));
  try {
    await deliverOutbox(ctx, { keys: outcome.keys });
  } catch (error) {
    ctx.logger.warn({ err: error, memberId }, 'delivering the standby pair notices failed; the outbox job retries');
  }
  return { week: outcome.week, interviewIds: outcome.interviewIds };
}

/** Leaves the standby list (one click); false when the member was not on it. A member with a pair keeps it. */
export async function leaveStandby(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, memberId: number): Promise<boolean> {
  const week = await standbyWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
  if (!week || (await hasPair(ctx.db, week, memberId))) return false;
  const removed = await ctx.db.delete(poolEntries).where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId))).returning({ memberId: poolEntries.memberId });
  return removed.length > 0;
}

/** For `list_standby`: the members of the running paired week who wait for a partner. */
export async function standbyMembers(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<{ week: WeekStart | null; usernames: string[] }> {
  const week = await standbyWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
  if (!week) return { week: null, usernames: [] };
  const rows = await ctx.db
    .select({ id: members.id, username: members.username })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(eq(poolEntries.weekStart, week));
  const waiting: string[] = [];
  for (const row of rows) if (!(await hasPair(ctx.db, week, row.id))) waiting.push(row.username);
  return { week, usernames: waiting };
}
