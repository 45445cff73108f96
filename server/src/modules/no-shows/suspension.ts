/**
 * When confirmed no-shows keep a member out of the pool (issue 12): two unlifted strikes whose missed
 * interviews were to take place within eight weeks of each other suspend the member for four weeks from
 * the confirmation of the later-confirmed one. The interviews' times count, not the confirmation times: an
 * admin working through a backlog must not turn two no-shows months apart into a suspension. Suspensions
 * are derived from the strikes, never stored, so lifting a strike ends any suspension it took part in.
 */
import { and, gt, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../db/client';
import { strikes } from '../../db/schema';

const WEEK_MS = 7 * 86_400_000;
/** Two strikes whose interviews are at most this far apart count together. */
export const NO_SHOW_WINDOW_MS = 8 * WEEK_MS;
/** How long a suspension lasts, from the confirmation that started it. */
export const SUSPENSION_MS = 4 * WEEK_MS;
export const SUSPENSION_REASON = 'two confirmed no-shows in eight weeks';

export interface StrikeTimes {
  occurredAt: Date;
  created: Date;
  liftedAt: Date | null;
}

export interface Suspension {
  until: Date;
  reason: string;
}

/** The suspension these strikes (one member's) put in force at `now`, or null. Pure. */
export function suspensionAt(memberStrikes: readonly StrikeTimes[], now: Date): Suspension | null {
  const live = memberStrikes.filter((strike) => strike.liftedAt === null);
  let until: number | null = null;
  for (const later of live) {
    for (const earlier of live) {
      if (earlier === later || earlier.created.getTime() > later.created.getTime()) continue;
      if (Math.abs(later.occurredAt.getTime() - earlier.occurredAt.getTime()) > NO_SHOW_WINDOW_MS) continue;
      const end = later.created.getTime() + SUSPENSION_MS;
      if (end > now.getTime() && (until === null || end > until)) until = end;
    }
  }
  return until === null ? null : { until: new Date(until), reason: SUSPENSION_REASON };
}

/**
 * Every member suspended at `now`. Only a strike confirmed in the last four weeks can start a suspension still
 * running, so only members with such a strike are read further: a handful, whatever the size of the pool.
 */
export async function suspendedMembers(db: DbOrTx, now: Date): Promise<Map<number, Suspension>> {
  const recent = await db
    .selectDistinct({ memberId: strikes.memberId })
    .from(strikes)
    .where(and(isNull(strikes.liftedAt), gt(strikes.created, new Date(now.getTime() - SUSPENSION_MS))));
  return suspensionsOf(db, recent.map((row) => row.memberId), now);
}

/** The suspensions in force at `now` of these members (absent: not suspended). */
export async function suspensionsOf(db: DbOrTx, memberIds: readonly number[], now: Date): Promise<Map<number, Suspension>> {
  const result = new Map<number, Suspension>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: strikes.memberId, occurredAt: strikes.occurredAt, created: strikes.created, liftedAt: strikes.liftedAt })
    .from(strikes)
    .where(and(inArray(strikes.memberId, [...new Set(memberIds)]), isNull(strikes.liftedAt)));
  const byMember = new Map<number, StrikeTimes[]>();
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  for (const [memberId, memberStrikes] of byMember) {
    const suspension = suspensionAt(memberStrikes, now);
    if (suspension) result.set(memberId, suspension);
  }
  return result;
}

export async function memberSuspension(db: DbOrTx, memberId: number, now: Date): Promise<Suspension | null> {
  return (await suspensionsOf(db, [memberId], now)).get(memberId) ?? null;
}

/** 'March 9, 2026 at 2:15 PM PDT': the end of a suspension in the community's time zone. */
export function formatSuspensionEnd(until: Date, timeZone: string): string {
  return DateTime.fromJSDate(until, { zone: timeZone })
    .setLocale('en-US')
    .toLocaleString({ month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** The 403 detail of a refused signup, and what the signup screen says in its own words. */
export function suspensionDetail(suspension: Suspension, timeZone: string): string {
  return `You cannot sign up until ${formatSuspensionEnd(suspension.until, timeZone)}: ${suspension.reason}.`;
}

export function toSuspensionDto(suspension: Suspension | null): { until: string; reason: string } | null {
  return suspension && { until: suspension.until.toISOString(), reason: suspension.reason };
}
