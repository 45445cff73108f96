import type { FeedbackRatings } from '../model/types';

/** The mean of the four scores, to one decimal: the single number a trend line follows. */
export function averageRating(ratings: FeedbackRatings): number {
  const sum = ratings.problemSolving + ratings.communication + ratings.codeQuality + ratings.hintsNeeded;
  return Math.round((sum / 4) * 10) / 10;
}
