/**
 * Where a pair's time may move: after now, from the interview's week to the end of the 7 days after it; and the
 * pair's shared windows (pairing's rule: two consecutive free half-hours in both grids) in that range, to pick from.
 */
import { and, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../db/client';
import { poolEntries } from '../../db/schema';
import { commonWindowStarts, type AvailabilityGrid } from '../pairing/matching';
import { addWeeks, slotStart, weekStartInstant, type WeekStart } from '../pairing/weeks';
import { busyIntervals, freeForAll } from './busy';

/** How many shared windows the page offers: enough for a week of choices, short enough to read on a phone. */
export const WINDOWS_SHOWN = 12;

export interface TimeRange {
  /** A new time must lie strictly after this (now). */
  after: Date;
  /** ... at or after the interview week's Sunday 00:00 ... */
  from: Date;
  /** ... and before the Sunday 00:00 that ends the 7 days after the interview's week. */
  until: Date;
}

export function allowedRange(weekStart: WeekStart, now: Date, timeZone: string): TimeRange {
  return { after: now, from: weekStartInstant(weekStart, timeZone), until: weekStartInstant(addWeeks(weekStart, 2), timeZone) };
}

/** Why `time` may not be the pair's time, or null when it may. */
export function outOfRange(time: Date, range: TimeRange, timeZone: string): string | null {
  if (time.getTime() <= range.after.getTime()) return 'That time has passed: choose a time in the future.';
  if (time.getTime() < range.from.getTime() || time.getTime() >= range.until.getTime()) {
    const last = DateTime.fromJSDate(new Date(range.until.getTime() - 1), { zone: timeZone }).toFormat('cccc, LLLL d');
    const first = DateTime.fromJSDate(range.from, { zone: timeZone }).toFormat('cccc, LLLL d');
    return `Choose a time in the interview's week or the 7 days after it: ${first} to ${last}.`;
  }
  return null;
}

/**
 * The pair's shared windows in the range, earliest first: the interview week's from their grids of that week;
 * the 7 days after from their grids of the next week when both signed up for it, else from the same grids again
 * (a member's availability is a weekly pattern). Only windows free for both: none near another interview either has
 * (busy.ts; `pairInterviewIds`, the pair's own, aside).
 */
export async function sharedWindows(
  db: DbOrTx, weekStart: WeekStart, memberIds: [number, number], pairInterviewIds: readonly string[], range: TimeRange, timeZone: string,
): Promise<Date[]> {
  const nextWeek = addWeeks(weekStart, 1);
  const entries = await db
    .select({ weekStart: poolEntries.weekStart, memberId: poolEntries.memberId, grid: poolEntries.grid })
    .from(poolEntries)
    .where(and(inArray(poolEntries.weekStart, [weekStart, nextWeek]), inArray(poolEntries.memberId, memberIds)));
  const gridsOf = (week: WeekStart): [AvailabilityGrid, AvailabilityGrid] | null => {
    const grids = memberIds.map((id) => entries.find((entry) => entry.weekStart === week && entry.memberId === id)?.grid);
    return grids[0] && grids[1] ? [grids[0], grids[1]] : null;
  };
  const busy = await busyIntervals(db, memberIds, range, pairInterviewIds);
  const thisWeek = gridsOf(weekStart);
  const weeks: Array<[WeekStart, [AvailabilityGrid, AvailabilityGrid] | null]> = [[weekStart, thisWeek], [nextWeek, gridsOf(nextWeek) ?? thisWeek]];
  const windows: Date[] = [];
  for (const [week, grids] of weeks) {
    if (!grids) continue;
    for (const slot of commonWindowStarts(grids[0], grids[1])) {
      const start = slotStart(week, slot, timeZone);
      if (start > range.after && start >= range.from && start < range.until && freeForAll(start, memberIds, busy)) windows.push(start);
      if (windows.length === WINDOWS_SHOWN) return windows;
    }
  }
  return windows;
}
