import {
  mapFeedbackState, mapFeedbackToDto, type FeedbackRatings, type FeedbackState, type FeedbackStateDto, type WritableRubric,
} from '@/entities/feedback';
import { baseApi } from '@/shared/api';

export interface FeedbackSubmission {
  interviewId: string;
  /** `create` the first time (POST), `edit` afterwards (PUT), until the feedback is revealed. */
  mode: 'create' | 'edit';
  /** The author's rubric, as the server's feedback state names it. */
  rubric: WritableRubric;
  ratings: FeedbackRatings;
  comments: string;
}

// Giving feedback may reveal the partner's (received history) and clears a pending mark; marking done may
// complete the interview (its status and completed-on date), so those screens refetch too.
const changedBy = (interviewId: string) => [
  { type: 'Feedback' as const, id: interviewId },
  { type: 'Feedback' as const, id: 'PENDING' },
  { type: 'Feedback' as const, id: 'RECEIVED' },
  { type: 'Interview' as const, id: interviewId },
  { type: 'Interview' as const, id: 'LIST' },
];

export const giveFeedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<FeedbackState, FeedbackSubmission>({
      query: ({ interviewId, mode, rubric, ratings, comments }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/feedback/`,
        method: mode === 'create' ? 'POST' : 'PUT',
        body: mapFeedbackToDto(rubric, ratings, comments),
      }),
      transformResponse: (dto: FeedbackStateDto) => mapFeedbackState(dto),
      invalidatesTags: (_state, error, { interviewId }) => (error ? [] : changedBy(interviewId)),
    }),
    markInterviewDone: build.mutation<FeedbackState, string>({
      query: (interviewId) => ({ url: `/interview/${encodeURIComponent(interviewId)}/feedback/done/`, method: 'POST' }),
      transformResponse: (dto: FeedbackStateDto) => mapFeedbackState(dto),
      invalidatesTags: (_state, error, interviewId) => (error ? [] : changedBy(interviewId)),
    }),
  }),
});

export const { useSubmitFeedbackMutation, useMarkInterviewDoneMutation } = giveFeedbackApi;
