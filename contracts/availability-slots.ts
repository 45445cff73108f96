/**
 * Where the availability grid's slots fall on the calendar, for the server (pairing's proposed time, its
 * mails) and the SPA (the grid, the phone list, the interview pages) alike. The SPA imports this file at run
 * time, so it must stay free of imports.
 *
 * The grid's rows run from 7:00 AM to 6:30 AM: a column's rows from 12:00 AM on (slots 34 to 47) fall on the
 * *next* calendar day, the column day's night. Such a time is named by the day it falls on and the night it
 * belongs to: "Sunday 3/16, 1:00 AM (Saturday night)". Every grid row before 7:00 AM (where the grid's day
 * begins) is named that way; a time label only before 5:00 AM (`nightOfLabel`): 6:30 AM reads as early morning.
 */

export const SLOT_MINUTES = 30;
/** The first row of the grid: 7:00 AM (SPEC section 9). */
export const FIRST_SLOT_MINUTES = 7 * 60;
const MINUTES_PER_DAY = 24 * 60;
/** Times before this hour belong to the night before (the grid's rows from 12:00 AM). */
export const NIGHT_ENDS_HOUR = FIRST_SLOT_MINUTES / 60;
/** The first slot after midnight (12:00 AM): it and the slots after it fall on the column's next day. */
export const FIRST_NIGHT_SLOT = (MINUTES_PER_DAY - FIRST_SLOT_MINUTES) / SLOT_MINUTES;

/** Sunday first, as the grid's columns (and JavaScript's `getDay()`). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface SlotWallClock {
  /** Days after the week's Sunday the slot falls on: the column's day, or the next one for a night row (0 to 7). */
  dayOffset: number;
  /** Minutes after midnight of that day. */
  minuteOfDay: number;
}

/**
 * The calendar day and wall-clock time slot `slot` of column `day` (0 = Sunday) starts at: the one rule for
 * turning a grid cell into a time, so no screen or mail can name a night row by its column's day.
 */
export function slotWallClock(day: number, slot: number): SlotWallClock {
  const minutesFromColumnStart = FIRST_SLOT_MINUTES + SLOT_MINUTES * slot;
  return { dayOffset: day + Math.floor(minutesFromColumnStart / MINUTES_PER_DAY), minuteOfDay: minutesFromColumnStart % MINUTES_PER_DAY };
}

/** '7:00 AM', '12:30 PM', '12:00 AM': a minute of the day on a 12-hour clock. */
export function twelveHourClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  const hourOnDial = hours % 12 === 0 ? 12 : hours % 12;
  return `${hourOnDial}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * 'Saturday night' for a time before 7:00 AM on a Sunday (`weekday` 0 = Sunday … 6 = Saturday, `hour` 0–23 of
 * the wall clock the time is shown in); null for any later hour, which belongs to its own day.
 */
export function nightBefore(weekday: number, hour: number): string | null {
  return hour < NIGHT_ENDS_HOUR ? `${WEEKDAY_NAMES[(weekday + 6) % 7]} night` : null;
}

/** A time label names the night before only for a time before this hour; from 5:00 AM a time is early morning. */
export const NIGHT_LABEL_ENDS_HOUR = 5;

/**
 * What a time label adds to a time: 'Saturday night' for 1:00 AM on a Sunday, nothing for 6:30 AM, which reads as
 * Sunday morning (issue 30). The grid's night rows, to 6:30 AM, keep `nightBefore`: they sit under the column's day.
 */
export function nightOfLabel(weekday: number, hour: number): string | null {
  return hour < NIGHT_LABEL_ENDS_HOUR ? nightBefore(weekday, hour) : null;
}
