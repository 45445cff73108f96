/**
 * When members are already taken (issue 30): the one rule every path that sets a pair's time follows (a re-match,
 * the standby list, a second practice, a proposed or accepted time), so a member's pairs never overlap.
 */
import { and, gte, inArray, lt, ne, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews } from '../../db/schema';
import { MEETING_MINUTES } from '../pairing/messages';

const MEETING_MS = MEETING_MINUTES * 60_000;

/**
 * Free time kept between two of a member's interviews: one half-hour slot, so the first may run over a little and
 * the member has a break before the next partner (docs/decisions.md, issue 30).
 */
export const GAP_MS = 30 * 60_000;

export interface BusyInterval {
  /** The other interview's time. */
  interviewAt: Date;
  start: Date;
  end: Date;
}

/** The members' busy intervals: from each member id, one per interview they have, cancelled ones aside. */
export type BusyTimes = Map<number, BusyInterval[]>;

/**
 * Every interview (pending or completed, of any week) of these members whose meeting comes near [from, until), as
 * busy from a gap before its start to a gap after its end. `except`: interviews left out (the pair's own, when
 * moving its time).
 */
export async function busyIntervals(
  db: DbOrTx, memberIds: readonly number[], range: { from: Date; until: Date }, except: readonly string[] = [],
): Promise<BusyTimes> {
  const busy: BusyTimes = new Map(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return busy;
  const rows = await db
    .select({ interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId, time: interviews.proposedTime })
    .from(interviews)
    .where(and(
      ne(interviews.status, 'cancelled'),
      or(inArray(interviews.interviewerId, [...memberIds]), inArray(interviews.intervieweeId, [...memberIds])),
      gte(interviews.proposedTime, new Date(range.from.getTime() - MEETING_MS - GAP_MS)),
      lt(interviews.proposedTime, new Date(range.until.getTime() + MEETING_MS + GAP_MS)),
      except.length > 0 ? notInArray(interviews.id, [...except]) : undefined,
    ));
  for (const row of rows) {
    if (!row.time) continue;
    const interval = { interviewAt: row.time, start: new Date(row.time.getTime() - GAP_MS), end: new Date(row.time.getTime() + MEETING_MS + GAP_MS) };
    for (const id of [row.interviewerId, row.intervieweeId]) busy.get(id)?.push(interval);
  }
  return busy;
}

/** The busy interval a meeting starting at `start` would overlap, or undefined when the member is free for it. */
export function clashWith(start: Date, intervals: readonly BusyInterval[] = []): BusyInterval | undefined {
  const end = start.getTime() + MEETING_MS;
  return intervals.find((interval) => start.getTime() < interval.end.getTime() && end > interval.start.getTime());
}

/** Whether every one of `memberIds` is free for a meeting starting at `start`. */
export function freeForAll(start: Date, memberIds: readonly number[], busy: BusyTimes): boolean {
  return memberIds.every((id) => !clashWith(start, busy.get(id)));
}
