import type { DateTime } from 'luxon';

/** 'Availability for the week of Sunday, March 9': the week the grid is for. */
export function weekHeading(weekStart: DateTime): string {
  return `Availability for the week of ${weekStart.setLocale('en-US').toFormat('cccc, LLLL d')}`;
}
