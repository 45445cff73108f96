import { averageRating, RUBRICS, type FeedbackRubric, type RatingKey, type ReceivedFeedback } from '@/entities/feedback';
import { formatDate } from '@/shared/lib/dates';

export interface TrendSeries {
  key: RatingKey | 'average';
  label: string;
  data: number[];
}

/**
 * One point per feedback received in `rubric`, oldest first: each of the rubric's scores and their mean,
 * labelled by the interview's date. Feedback in other rubrics is left out: their scores mean other things.
 */
export function trendPoints(received: ReceivedFeedback[], rubric: FeedbackRubric): { labels: string[]; series: TrendSeries[] } {
  const ordered = received.filter((entry) => entry.feedback.rubric === rubric).sort((a, b) => a.interviewTime.localeCompare(b.interviewTime));
  return {
    labels: ordered.map((entry) => formatDate(entry.interviewTime)),
    series: [
      { key: 'average', label: 'Average', data: ordered.map((entry) => averageRating(entry.feedback)) },
      ...RUBRICS[rubric].fields.map((field) => ({ key: field.key, label: field.label, data: ordered.map((entry) => entry.feedback.ratings[field.key] ?? 0) })),
    ],
  };
}
