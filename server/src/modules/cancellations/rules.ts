/** When an interview may still be cancelled, and when a cancellation is late. Pure: the service loads the rows. */
import { DateTime } from 'luxon';
import type { InterviewStatus } from '../../db/schema';
import { weekStartInstant, type WeekStart } from '../pairing/weeks';

const HOUR_MS = 3_600_000;

export interface CancellableInterview {
  status: InterviewStatus;
  weekStart: WeekStart;
  proposedTime: Date | null;
}

/** When the interview stops being upcoming: its proposed time, or without one the end of its week. */
export function upcomingUntil(interview: CancellableInterview, timeZone: string): Date {
  if (interview.proposedTime) return interview.proposedTime;
  return DateTime.fromJSDate(weekStartInstant(interview.weekStart, timeZone)).setZone(timeZone).plus({ weeks: 1 }).toJSDate();
}

/** Why the interview cannot be cancelled now, or null when it can. */
export function refusalReason(interview: CancellableInterview, now: Date, timeZone: string): string | null {
  if (interview.status === 'cancelled') return 'This interview is already cancelled.';
  if (interview.status === 'completed') return 'This interview is completed; it can no longer be cancelled.';
  if (upcomingUntil(interview, timeZone).getTime() <= now.getTime()) {
    return 'This interview\'s time has passed; it can no longer be cancelled (report a no-show if your partner did not come).';
  }
  return null;
}

/** Late: less than `lateHours` before the proposed time. Without a proposed time nothing was agreed, so it is never late. */
export function isLateCancellation(proposedTime: Date | null, now: Date, lateHours: number): boolean {
  return proposedTime !== null && proposedTime.getTime() - now.getTime() < lateHours * HOUR_MS;
}
