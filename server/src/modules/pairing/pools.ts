/**
 * Which week's pool is meant right now (API.md "Pairing": the open pool and the last closed pool), and
 * entering a member into the open pool.
 *
 * `pairing_weeks.closed_at` marks a pool that takes no more signups: set when the week is paired (early
 * by an admin, or by the cutoff job). A week closed before its cutoff sends later signups to the week
 * after it, so the open pool is the first week, from the one whose cutoff is next, that is not closed.
 */
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, pairingWeeks, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { addWeeks, nextCutoff, openWeekStart, previousCutoff, type WeekStart } from './weeks';

async function closedWeeksFrom(db: DbOrTx, firstWeek: WeekStart): Promise<Set<WeekStart>> {
  const rows = await db
    .select({ weekStart: pairingWeeks.weekStart })
    .from(pairingWeeks)
    .where(and(gte(pairingWeeks.weekStart, firstWeek), isNotNull(pairingWeeks.closedAt)));
  return new Set(rows.map((row) => row.weekStart));
}

/** The week signups go to now. */
export async function openWeek(db: DbOrTx, now: Date, timeZone: string): Promise<WeekStart> {
  let week = openWeekStart(now, timeZone);
  const closed = await closedWeeksFrom(db, week);
  while (closed.has(week)) week = addWeeks(week, 1);
  return week;
}

/**
 * The week before the open one: the week whose cutoff was `previous_cutoff`, or, when the week due next
 * was closed early, that week.
 */
export async function lastClosedWeek(db: DbOrTx, now: Date, timeZone: string): Promise<WeekStart> {
  return addWeeks(await openWeek(db, now, timeZone), -1);
}

/**
 * The pool an admin call means (`force_current_week`): true is the week that closes at `next_cutoff` (API.md),
 * also once an early pairing has closed it and sent new signups on to the week after it, so the status, the
 * preview, pairing and undoing all mean the week just paired and the dashboard's toggle, week and cutoff agree;
 * false is the last closed pool, the week before the open one.
 */
export async function selectWeek(db: DbOrTx, now: Date, timeZone: string, forceCurrentWeek: boolean): Promise<WeekStart> {
  return forceCurrentWeek ? openWeekStart(now, timeZone) : lastClosedWeek(db, now, timeZone);
}

export interface PoolStatus {
  week: WeekStart;
  numberSignUp: number;
  nextCutoff: Date;
  previousCutoff: Date;
  /** Usernames, in signup order. */
  members: string[];
  isPaired: boolean;
  closedAt: Date | null;
}

export async function poolStatus(db: DbOrTx, now: Date, timeZone: string, forceCurrentWeek: boolean): Promise<PoolStatus> {
  const week = await selectWeek(db, now, timeZone, forceCurrentWeek);
  const entries = await db
    .select({ username: members.username })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(eq(poolEntries.weekStart, week))
    .orderBy(asc(poolEntries.created), asc(members.username));
  const [weekRow] = await db.select({ pairedAt: pairingWeeks.pairedAt, closedAt: pairingWeeks.closedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  return {
    week,
    numberSignUp: entries.length,
    nextCutoff: nextCutoff(now, timeZone),
    previousCutoff: previousCutoff(now, timeZone),
    members: entries.map((entry) => entry.username),
    isPaired: Boolean(weekRow?.pairedAt),
    closedAt: weekRow?.closedAt ?? null,
  };
}

/**
 * Enters the member into the open pool with this grid, or refreshes their grid when already in it.
 * An upsert on the (week, member) key, so concurrent signups never overwrite each other.
 */
export async function joinOpenPool(db: DbOrTx, memberId: number, grid: AvailabilityGrid, now: Date, timeZone: string): Promise<WeekStart> {
  const week = await openWeek(db, now, timeZone);
  await db
    .insert(poolEntries)
    .values({ weekStart: week, memberId, grid, created: now, updated: now })
    .onConflictDoUpdate({ target: [poolEntries.weekStart, poolEntries.memberId], set: { grid, updated: now } });
  return week;
}
