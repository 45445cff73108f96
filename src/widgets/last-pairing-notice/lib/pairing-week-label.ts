import { DateTime } from 'luxon';

/** 'Sunday, March 8' for a week named by its Sunday, YYYY-MM-DD. */
export function pairingWeekLabel(weekStart: string): string {
  return DateTime.fromISO(weekStart).setLocale('en-US').toFormat('cccc, LLLL d');
}
