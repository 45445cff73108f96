import type { DateTime } from 'luxon';

/** 'Week of Sunday, March 9'. */
export function weekHeading(weekStart: DateTime): string {
  return `Week of ${weekStart.setLocale('en-US').toFormat('cccc, LLLL d')}`;
}
