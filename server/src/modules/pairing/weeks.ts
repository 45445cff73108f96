/**
 * Week and cutoff arithmetic in the community time zone (API.md "Pairing"). Pure: callers pass "now".
 *
 * A week is named by its Sunday as `YYYY-MM-DD` (the `week_start` columns). Its pool closes at the cutoff,
 * Sunday 23:00 of that same Sunday, so pairing happens on the evening the week begins and the interviews
 * fall in the six days after it.
 */
import { DateTime } from 'luxon';
import { slotWallClock } from '@contracts/availability-slots';
import { globalSlotToDayAndSlot } from './matching';

/** `YYYY-MM-DD` of the Sunday that starts a week. */
export type WeekStart = string;

const CUTOFF_HOUR = 23;

function sundayMidnight(weekStart: WeekStart, timeZone: string): DateTime {
  const start = DateTime.fromISO(weekStart, { zone: timeZone });
  if (!start.isValid) throw new RangeError(`invalid week start ${weekStart} in ${timeZone}`);
  return start.startOf('day');
}

/** The week the signup screen shows: the coming Sunday, or today when today is Sunday. */
export function weekStartFor(now: Date, timeZone: string): WeekStart {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  // Luxon numbers weekdays 1 (Monday) to 7 (Sunday).
  const daysUntilSunday = (7 - (today.weekday % 7)) % 7;
  return today.plus({ days: daysUntilSunday }).toISODate() as WeekStart;
}

export function addWeeks(weekStart: WeekStart, weeks: number): WeekStart {
  return DateTime.fromISO(weekStart, { zone: 'utc' }).plus({ weeks }).toISODate() as WeekStart;
}

/** Sunday 00:00 of the week in the community time zone: the interviews' `date_effective`. */
export function weekStartInstant(weekStart: WeekStart, timeZone: string): Date {
  return sundayMidnight(weekStart, timeZone).toJSDate();
}

/** Sunday 23:00 of the week's own Sunday. */
export function cutoffFor(weekStart: WeekStart, timeZone: string): Date {
  return sundayMidnight(weekStart, timeZone).set({ hour: CUTOFF_HOUR }).toJSDate();
}

/** The week whose cutoff is the first cutoff strictly after `now` (the open pool unless it closed early). */
export function openWeekStart(now: Date, timeZone: string): WeekStart {
  const shown = weekStartFor(now, timeZone);
  return cutoffFor(shown, timeZone).getTime() > now.getTime() ? shown : addWeeks(shown, 1);
}

export function nextCutoff(now: Date, timeZone: string): Date {
  return cutoffFor(openWeekStart(now, timeZone), timeZone);
}

/** The last cutoff at or before `now`. */
export function previousCutoff(now: Date, timeZone: string): Date {
  return cutoffFor(addWeeks(openWeekStart(now, timeZone), -1), timeZone);
}

/**
 * When global slot `g` (day × 48 + slot) of the week starts: 07:00 + 30 min × slot from that day, the rows
 * from 12:00 AM on falling on the next day (`slotWallClock`, the rule the grid names its cells by), as
 * wall-clock time in the community time zone, so a slot keeps its label across a DST change. A wall-clock
 * time that does not exist (the hour skipped in spring) resolves to the same offset later, as Luxon does.
 */
export function slotStart(weekStart: WeekStart, globalSlot: number, timeZone: string): Date {
  const { day, slot } = globalSlotToDayAndSlot(globalSlot);
  const { dayOffset, minuteOfDay } = slotWallClock(day, slot);
  return sundayMidnight(weekStart, timeZone)
    .plus({ days: dayOffset })
    .set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 })
    .toJSDate();
}

/** Today's date in the community time zone (questions' `last_assigned`). */
export function communityDate(now: Date, timeZone: string): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() as string;
}
