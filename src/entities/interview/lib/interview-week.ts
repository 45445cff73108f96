import { DateTime } from 'luxon';
import { formatDate } from '@/shared/lib/dates';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { INTERVIEW_WEEK_DAYS } from '../config/community';

export interface InterviewWeek {
  start: DateTime;
  /** Exclusive: the next Sunday 00:00. */
  end: DateTime;
}

/** Calendar days in the community's zone, so a week spanning a DST change still ends at Sunday 00:00. */
export function interviewWeek(dateEffective: string): InterviewWeek {
  const start = DateTime.fromISO(dateEffective, { zone: COMMUNITY_TIME_ZONE });
  return { start, end: start.plus({ days: INTERVIEW_WEEK_DAYS }) };
}

/**
 * 'March 8, 2026 – March 14, 2026': the seven days from the effective date (SPEC section 2, "My Interviews"), Sunday to
 * Saturday; the week ends as the next Sunday begins, which a range naming that Sunday would count as an eighth day.
 */
export function formatInterviewWeek(dateEffective: string): string {
  const { start, end } = interviewWeek(dateEffective);
  const day = (date: DateTime) => formatDate(date.toJSDate(), { zone: COMMUNITY_TIME_ZONE });
  return `${day(start)} – ${day(end.minus({ days: 1 }))}`;
}

/** 'March 8, 2026': the day the interview's week starts. */
export function formatWeekStart(dateEffective: string): string {
  return formatDate(dateEffective, { zone: COMMUNITY_TIME_ZONE });
}

export function weekIsOver(dateEffective: string, now: DateTime): boolean {
  return now >= interviewWeek(dateEffective).end;
}
