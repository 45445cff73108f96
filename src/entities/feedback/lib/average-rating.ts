import { RUBRICS } from '../config/ratings';
import type { Feedback } from '../model/types';

/** The mean of one feedback's scores (its rubric's criteria only), to one decimal: the single number a trend line follows. */
export function averageRating(feedback: Pick<Feedback, 'rubric' | 'ratings'>): number {
  const scores = RUBRICS[feedback.rubric].fields.map((field) => feedback.ratings[field.key] ?? 0);
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.round((sum / scores.length) * 10) / 10;
}
