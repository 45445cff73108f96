import { baseApi } from '@/shared/api';
import { mapFeedbackState, mapPendingFeedback, mapReceivedFeedback } from '../lib/map-feedback';
import type {
  FeedbackState, FeedbackStateDto, PendingFeedback, PendingFeedbackListDto, ReceivedFeedbackHistory, ReceivedFeedbackListDto,
} from '../model/types';

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The feedback window, the reveal and each side of one interview, as the server lets the caller see them. */
    getInterviewFeedback: build.query<FeedbackState, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/feedback/`,
      transformResponse: (dto: FeedbackStateDto) => mapFeedbackState(dto),
      providesTags: (_state, _error, interviewId) => [{ type: 'Feedback', id: interviewId }],
    }),
    /** The caller's interviews that still wait for their feedback or their "done". */
    getPendingFeedback: build.query<PendingFeedback[], void>({
      query: () => '/interview/feedback/pending/',
      transformResponse: (dto: PendingFeedbackListDto) => mapPendingFeedback(dto),
      providesTags: [{ type: 'Feedback', id: 'PENDING' }],
    }),
    /** Revealed feedback the caller received, oldest first, and the server's summary of it per rubric. */
    getReceivedFeedback: build.query<ReceivedFeedbackHistory, void>({
      query: () => '/interview/feedback/received/',
      transformResponse: (dto: ReceivedFeedbackListDto) => mapReceivedFeedback(dto),
      providesTags: [{ type: 'Feedback', id: 'RECEIVED' }],
    }),
  }),
});

export const { useGetInterviewFeedbackQuery, useGetPendingFeedbackQuery, useGetReceivedFeedbackQuery } = feedbackApi;
