import { baseApi } from '@/shared/api';
import { mapInterview } from '../lib/map-interview';
import type { Interview, InterviewDto } from '../model/types';

export const interviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's interviews, newest first. */
    getMyInterviews: build.query<Interview[], void>({
      query: () => '/interview/all/details',
      transformResponse: (response: { interviews: InterviewDto[] }) => response.interviews.map(mapInterview),
      providesTags: (interviews = []) => [
        { type: 'Interview', id: 'LIST' },
        ...interviews.map((interview) => ({ type: 'Interview' as const, id: interview.interviewId })),
      ],
    }),
    /** One interview the caller took part in (admins: any); 404 otherwise. */
    getInterview: build.query<Interview, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/`,
      transformResponse: (dto: InterviewDto) => mapInterview(dto),
      providesTags: (_interview, _error, interviewId) => [{ type: 'Interview', id: interviewId }],
    }),
  }),
});

export const { useGetMyInterviewsQuery, useGetInterviewQuery } = interviewApi;
