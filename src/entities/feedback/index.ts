export type {
  Feedback, FeedbackRatings, FeedbackRole, FeedbackSide, FeedbackState, FeedbackWindowState, PendingFeedback, RatingKey, ReceivedFeedback,
  FeedbackStateDto,
} from './model/types';
export { mapFeedbackState, mapFeedbackToDto } from './lib/map-feedback';
export { averageRating } from './lib/average-rating';
export { RATING_FIELDS, ratingLabel, type RatingField } from './config/ratings';
export { feedbackApi, useGetInterviewFeedbackQuery, useGetPendingFeedbackQuery, useGetReceivedFeedbackQuery } from './api/feedback-api';
export { FeedbackView } from './ui/feedback-view';
export { FeedbackPendingChip } from './ui/feedback-pending-chip';
/** For tests: feedback as the API sends it. */
export { feedbackDtoFixture, feedbackStateDtoFixture } from './lib/feedback-dto-fixture';
