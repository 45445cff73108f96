import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { availabilities, members, poolEntries, signupRecords, type AvailabilityGrid } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { hasAnyAvailability } from '../pairing/matching';
import { joinOpenPool, openWeek } from '../pairing/pools';
import type { WeekStart } from '../pairing/weeks';

/** The schema has checked the shape (7 days of 48 booleans); an all-false week is no signup. */
export function requireSomeAvailability(value: AvailabilityGrid): AvailabilityGrid {
  if (!hasAnyAvailability(value)) throw badRequest('Select at least one time you are available.');
  return value;
}

export async function savedAvailability(db: DbOrTx, memberId: number): Promise<AvailabilityGrid | undefined> {
  const [row] = await db.select({ grid: availabilities.grid }).from(availabilities).where(eq(availabilities.memberId, memberId));
  return row?.grid;
}

/** The week signups go to now, and whether the member is in its pool. */
export async function openPoolMembership(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<{ week: WeekStart; signedUp: boolean }> {
  const week = await openWeek(db, now, timeZone);
  const [entry] = await db
    .select({ memberId: poolEntries.memberId })
    .from(poolEntries)
    .where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId)));
  return { week, signedUp: entry !== undefined };
}

/** Saves the grid as the member's availability, enters them into the open pool and records the signup: all or nothing. */
export async function signUpForOpenPool(db: Db, memberId: number, grid: AvailabilityGrid, now: Date, timeZone: string): Promise<WeekStart> {
  return db.transaction(async (tx) => {
    await tx
      .insert(availabilities)
      .values({ memberId, grid, updated: now })
      .onConflictDoUpdate({ target: availabilities.memberId, set: { grid, updated: now } });
    const week = await joinOpenPool(tx, memberId, grid, now, timeZone);
    await tx.insert(signupRecords).values({ memberId, created: now });
    return week;
  });
}

/** Takes the member out of the open pool; false when they were not in it. */
export async function leaveOpenPool(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<boolean> {
  const week = await openWeek(db, now, timeZone);
  const removed = await db
    .delete(poolEntries)
    .where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId)))
    .returning({ memberId: poolEntries.memberId });
  return removed.length > 0;
}

export interface SignupRecordDto {
  /** Epoch milliseconds (API.md Conventions). */
  timestamp: number;
  username: string;
  user_id: number;
}

export async function signupsSince(db: DbOrTx, since: Date): Promise<SignupRecordDto[]> {
  const rows = await db
    .select({ created: signupRecords.created, username: members.username, memberId: signupRecords.memberId })
    .from(signupRecords)
    .innerJoin(members, eq(members.id, signupRecords.memberId))
    .where(gte(signupRecords.created, since))
    .orderBy(asc(signupRecords.created), asc(signupRecords.id));
  return rows.map((row) => ({ timestamp: row.created.getTime(), username: row.username, user_id: row.memberId }));
}
