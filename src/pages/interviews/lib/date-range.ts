import { DateTime } from 'luxon';
import { interviewWeek, type Interview } from '@/entities/interview';
import { DEFAULT_LOOKBACK_DAYS } from '../config/interviews-list';

/** Days picked in the viewer's calendar; null is an open end. A half-typed (invalid) date filters nothing. */
export interface DateRange {
  start: DateTime | null;
  end: DateTime | null;
}

/** The filters the list opens with: from the start of the day 30 days ago, no end. */
export function defaultDateRange(today: DateTime = DateTime.local()): DateRange {
  return { start: today.minus({ days: DEFAULT_LOOKBACK_DAYS }).startOf('day'), end: null };
}

function usable(date: DateTime | null): DateTime | null {
  return date?.isValid ? date : null;
}

/**
 * The interviews whose week overlaps the picked days, both days included: an interview's week is
 * Sunday to Sunday, so a week that began before the start date but was still running then is kept.
 */
export function interviewsInRange(interviews: Interview[], range: DateRange): Interview[] {
  const from = usable(range.start)?.startOf('day');
  const until = usable(range.end)?.plus({ days: 1 }).startOf('day');
  return interviews.filter((interview) => {
    const week = interviewWeek(interview.dateEffective);
    return (!from || week.end > from) && (!until || week.start < until);
  });
}
