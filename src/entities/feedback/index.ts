export type {
  CandidateRatings, Feedback, FeedbackRatings, FeedbackRole, FeedbackRubric, FeedbackSide, FeedbackState, FeedbackWindowState, InterviewerRatings,
  PendingFeedback, RatingKey, ReceivedFeedback, ReceivedFeedbackHistory, RubricSummary, WritableRubric, FeedbackStateDto,
} from './model/types';
export { mapFeedbackState, mapFeedbackToDto } from './lib/map-feedback';
export { averageRating } from './lib/average-rating';
export { RUBRICS, ratingLabel, type RatingField, type Rubric } from './config/ratings';
export { feedbackApi, useGetInterviewFeedbackQuery, useGetPendingFeedbackQuery, useGetReceivedFeedbackQuery } from './api/feedback-api';
export { FeedbackView } from './ui/feedback-view';
export { FeedbackPendingChip } from './ui/feedback-pending-chip';
/** For tests: feedback as the API sends it. */
export { feedbackDtoFixture, feedbackStateDtoFixture, interviewerFeedbackDtoFixture } from './lib/feedback-dto-fixture';
