import type { WeekOutcome } from '@/entities/pairing';
import { formatRate } from './format-rate';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A week's figures, each saying what it counts ("0 of 5 paired members", not "0 of 5" beside "6"): the table's
 * columns on a wide screen and the phone's list read the same words.
 */
export const OUTCOME_FIGURES: ReadonlyArray<{ label: string; value: (week: WeekOutcome) => string }> = [
  { label: 'Interviews held', value: (week) => String(week.interviews) },
  {
    label: 'Feedback from both',
    value: (week) => `${formatRate(week.feedbackCompletionRate)} (${week.feedbackComplete} of ${counted(week.interviews, 'interview', 'interviews')})`,
  },
  {
    label: 'No-shows',
    value: (week) => `${formatRate(week.noShowRate)} (${week.noShows} of ${counted(week.pairedMembers, 'paired member', 'paired members')})`,
  },
  { label: 'Cancelled pairs', value: (week) => (week.cancellations === 0 ? '0' : `${week.cancellations} (${week.lateCancellations} late)`) },
];
