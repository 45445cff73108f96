import { baseApi } from '@/shared/api';
import type { QuestionCoverageDto, QuestionQueueDto, QuestionType } from '../model/types';

const COVERAGE = { type: 'Queue', id: 'COVERAGE' } as const;

/** SPEC section 3 "Question queue": the ordered ids pairing hands out next, one queue per question type. */
export const queueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionQueue: build.query<string[], QuestionType>({
      query: (type) => `/questions/${type}/queue/`,
      transformResponse: (response: QuestionQueueDto) => response.question_queue,
      providesTags: (_queue, _error, type) => [{ type: 'Queue', id: type }],
    }),
    updateQuestionQueue: build.mutation<string[], { type: QuestionType; questionIds: string[] }>({
      query: ({ type, questionIds }) => ({ url: `/questions/${type}/queue/`, method: 'PUT', body: { question_queue: questionIds } }),
      transformResponse: (response: QuestionQueueDto) => response.question_queue,
      // SPEC section 4: a successful save reloads the data.
      invalidatesTags: (_queue, error, { type }) => (error ? [] : [{ type: 'Queue', id: type }, COVERAGE]),
    }),
    /** Admins: per kind of question, how many members of the open week have met every queued one (the draw must repeat one for them). */
    getQuestionCoverage: build.query<QuestionCoverageDto['exhausted'], void>({
      query: () => '/questions/coverage/',
      transformResponse: (response: QuestionCoverageDto) => response.exhausted,
      providesTags: [COVERAGE],
    }),
  }),
});

export const { useGetQuestionQueueQuery, useUpdateQuestionQueueMutation, useGetQuestionCoverageQuery } = queueApi;
