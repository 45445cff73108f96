import { baseApi } from '@/shared/api';
import { mapBehavioralQuestion, mapBehavioralQuestionDraftToDto, mapTechnicalQuestion, mapTechnicalQuestionDraftToDto, mapTopic } from '../lib/map-question';
import type {
  BehavioralQuestion,
  BehavioralQuestionDraft,
  BehavioralQuestionDto,
  TechnicalQuestion,
  TechnicalQuestionDraft,
  TechnicalQuestionDto,
  Topic,
  TopicDto,
} from '../model/types';

// Tag ids under the one 'Question' tag type: the two lists, and one id per question (UUIDs never collide with these).
const TECHNICAL_LIST = { type: 'Question', id: 'TECHNICAL_LIST' } as const;
const BEHAVIORAL_LIST = { type: 'Question', id: 'BEHAVIORAL_LIST' } as const;
const questionTag = (id: string) => ({ type: 'Question' as const, id });

export const questionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every technical question (admins); the list, the editor's topic names and the technical queue page read it. */
    getTechnicalQuestions: build.query<TechnicalQuestion[], void>({
      query: () => '/questions/technical/all/',
      transformResponse: (response: TechnicalQuestionDto[]) => response.map(mapTechnicalQuestion),
      providesTags: (questions = []) => [TECHNICAL_LIST, ...questions.map((question) => questionTag(question.questionId))],
    }),
    getTechnicalQuestion: build.query<TechnicalQuestion, string>({
      query: (questionId) => `/questions/technical/${encodeURIComponent(questionId)}/`,
      transformResponse: (dto: TechnicalQuestionDto) => mapTechnicalQuestion(dto),
      providesTags: (_question, _error, questionId) => [questionTag(questionId)],
    }),
    createTechnicalQuestion: build.mutation<TechnicalQuestion, TechnicalQuestionDraft>({
      query: (draft) => ({ url: '/questions/technical/', method: 'POST', body: mapTechnicalQuestionDraftToDto(draft) }),
      transformResponse: (dto: TechnicalQuestionDto) => mapTechnicalQuestion(dto),
      invalidatesTags: (_question, error) => (error ? [] : [TECHNICAL_LIST]),
      // The editor moves on to the new question's edit address: it opens from the cache, not a second request.
      async onQueryStarted(_draft, { dispatch, queryFulfilled }) {
        const { data: question } = await queryFulfilled.catch(() => ({ data: null }));
        if (question) void dispatch(questionApi.util.upsertQueryData('getTechnicalQuestion', question.questionId, question));
      },
    }),
    updateTechnicalQuestion: build.mutation<TechnicalQuestion, { questionId: string; draft: TechnicalQuestionDraft }>({
      query: ({ questionId, draft }) => ({
        url: `/questions/technical/${encodeURIComponent(questionId)}/`,
        method: 'PUT',
        body: mapTechnicalQuestionDraftToDto(draft),
      }),
      transformResponse: (dto: TechnicalQuestionDto) => mapTechnicalQuestion(dto),
      // The list, the editor and the queue page showing this question refetch; other questions stay cached.
      invalidatesTags: (_question, error, { questionId }) => (error ? [] : [questionTag(questionId)]),
    }),
    getBehavioralQuestions: build.query<BehavioralQuestion[], void>({
      query: () => '/questions/behavioral/all',
      transformResponse: (response: BehavioralQuestionDto[]) => response.map(mapBehavioralQuestion),
      providesTags: (questions = []) => [BEHAVIORAL_LIST, ...questions.map((question) => questionTag(question.questionId))],
    }),
    createBehavioralQuestion: build.mutation<BehavioralQuestion, BehavioralQuestionDraft>({
      query: (draft) => ({ url: '/questions/behavioral/', method: 'POST', body: mapBehavioralQuestionDraftToDto(draft) }),
      transformResponse: (dto: BehavioralQuestionDto) => mapBehavioralQuestion(dto),
      invalidatesTags: (_question, error) => (error ? [] : [BEHAVIORAL_LIST]),
    }),
    updateBehavioralQuestion: build.mutation<BehavioralQuestion, { questionId: string; draft: BehavioralQuestionDraft }>({
      query: ({ questionId, draft }) => ({
        url: `/questions/behavioral/${encodeURIComponent(questionId)}/`,
        method: 'PUT',
        body: mapBehavioralQuestionDraftToDto(draft),
      }),
      transformResponse: (dto: BehavioralQuestionDto) => mapBehavioralQuestion(dto),
      invalidatesTags: (_question, error, { questionId }) => (error ? [] : [questionTag(questionId)]),
    }),
    getTopics: build.query<Topic[], void>({
      query: () => '/questions/topics/',
      transformResponse: (response: TopicDto[]) => response.map(mapTopic),
      providesTags: [{ type: 'Topic', id: 'LIST' }],
    }),
    /** SPEC section 2: a new topic is appended to the dropdown, so it goes to the end of the cached list instead of a refetch that would sort it in. */
    createTopic: build.mutation<Topic, string>({
      query: (name) => ({ url: '/questions/topics/', method: 'POST', body: { name } }),
      transformResponse: (dto: TopicDto) => mapTopic(dto),
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        const { data: topic } = await queryFulfilled.catch(() => ({ data: null }));
        if (!topic) return;
        dispatch(
          questionApi.util.updateQueryData('getTopics', undefined, (topics) => {
            if (!topics.some((known) => known.topicId === topic.topicId)) topics.push(topic);
          }),
        );
      },
    }),
  }),
});

export const {
  useGetTechnicalQuestionsQuery,
  useGetTechnicalQuestionQuery,
  useCreateTechnicalQuestionMutation,
  useUpdateTechnicalQuestionMutation,
  useGetBehavioralQuestionsQuery,
  useCreateBehavioralQuestionMutation,
  useUpdateBehavioralQuestionMutation,
  useGetTopicsQuery,
  useCreateTopicMutation,
} = questionApi;
