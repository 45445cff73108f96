import { FEEDBACK_LIMITS } from '@contracts/limits';
import { DateTime } from 'luxon';

export type WindowState = 'upcoming' | 'open' | 'closed';

export interface FeedbackWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * Feedback may be given from the interview's proposed time until two weeks later. An interview without a
 * proposed time (the pair shared no future window when it was paired) may take place any day of its week,
 * so its window opens at the week's start, Sunday 00:00 community time, and still closes two weeks later.
 * Days are calendar days in the community zone, as the interview's week is.
 */
export function feedbackWindow(row: { proposedTime: Date | null; dateEffective: Date }, timeZone: string): FeedbackWindow {
  const opensAt = row.proposedTime ?? row.dateEffective;
  const closesAt = DateTime.fromJSDate(opensAt, { zone: timeZone }).plus({ days: FEEDBACK_LIMITS.window_days }).toJSDate();
  return { opensAt, closesAt };
}

export function windowState(window: FeedbackWindow, now: Date): WindowState {
  if (now.getTime() < window.opensAt.getTime()) return 'upcoming';
  return now.getTime() < window.closesAt.getTime() ? 'open' : 'closed';
}
