import { DateTime } from 'luxon';
import { DAYS_PER_WEEK } from '@/entities/availability';

// Luxon numbers weekdays 1 (Monday) to 7 (Sunday).
const SUNDAY = 7;

/**
 * Midnight of the coming Sunday, or of today when today is Sunday (SPEC section 2, "Interview signup"),
 * in `today`'s zone. Calendar arithmetic, not milliseconds, so a DST change in between moves nothing.
 */
export function weekStartDate(today: DateTime): DateTime {
  const daysUntilSunday = (SUNDAY - today.weekday) % DAYS_PER_WEEK;
  return today.startOf('day').plus({ days: daysUntilSunday });
}

/** 'Sun 3/9', 'Mon 3/10', … for the seven days from `weekStart`. */
export function dayLabels(weekStart: DateTime): string[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_unused, day) =>
    weekStart.plus({ days: day }).setLocale('en-US').toFormat('ccc M/d'),
  );
}
