import { DateTime } from 'luxon';

const DAY_AND_TIME = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

/**
 * 'Monday, March 9, 2026 at 10:00 PM EDT': the proposed start in the viewer's own zone, which Luxon
 * takes from the browser, with the zone named so nobody mistakes it for the community's time.
 */
export function formatProposedTime(proposedTime: string): string {
  return DateTime.fromISO(proposedTime).setLocale('en-US').toLocaleString(DAY_AND_TIME);
}
