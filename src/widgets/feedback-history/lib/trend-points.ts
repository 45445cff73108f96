import { averageRating, RATING_FIELDS, type RatingKey, type ReceivedFeedback } from '@/entities/feedback';
import { formatDate } from '@/shared/lib/dates';

export interface TrendSeries {
  key: RatingKey | 'average';
  label: string;
  data: number[];
}

/** One point per feedback received, oldest first: each score and their mean, labelled by the interview's date. */
export function trendPoints(received: ReceivedFeedback[]): { labels: string[]; series: TrendSeries[] } {
  const ordered = [...received].sort((a, b) => a.interviewTime.localeCompare(b.interviewTime));
  return {
    labels: ordered.map((entry) => formatDate(entry.interviewTime)),
    series: [
      { key: 'average', label: 'Average', data: ordered.map((entry) => averageRating(entry.feedback)) },
      ...RATING_FIELDS.map((field) => ({ key: field.key, label: field.label, data: ordered.map((entry) => entry.feedback[field.key]) })),
    ],
  };
}
