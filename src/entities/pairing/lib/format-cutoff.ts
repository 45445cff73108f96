import { DateTime } from 'luxon';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';

const DAY_AND_TIME = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/** 'Sunday, March 8, 2026 at 11:00 PM PDT': SPEC section 9 shows pool cutoffs in Pacific time, whatever the browser's zone. */
export function formatCutoff(iso: string): string {
  return DateTime.fromISO(iso).setZone(COMMUNITY_TIME_ZONE).setLocale('en-US').toLocaleString(DAY_AND_TIME);
}

/** 'Sunday, March 8, 2026': a pool's week named by its Sunday (`YYYY-MM-DD`), a date in the community's calendar. */
export function formatWeek(weekStart: string): string {
  return DateTime.fromISO(weekStart, { zone: COMMUNITY_TIME_ZONE }).setLocale('en-US').toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}
