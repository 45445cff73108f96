import type { InterviewTimeDto } from '@contracts/interview-time';
import { baseApi } from '@/shared/api';
import { mapInterviewTime } from '../lib/map-interview-time';
import type { InterviewTime } from '../model/types';

const timeTag = (interviewId: string) => ({ type: 'PairTime' as const, id: interviewId });

// A changed time shows on both interviews of the pair (their details, My Interviews, the time panels) and moves
// when their feedback opens ("Feedback opens …"): those entries refetch. A refused change (409: the partner just
// acted) refetches too, so the panel shows what the partner did.
const afterChange = (_result: unknown, error: unknown) =>
  (error && (error as { status?: unknown }).status !== 409 ? [] : ['Interview' as const, 'PairTime' as const, 'Feedback' as const]);

export const interviewTimeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterviewTime: build.query<InterviewTime, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/time/`,
      transformResponse: (dto: InterviewTimeDto) => mapInterviewTime(dto),
      providesTags: (_time, _error, interviewId) => [timeTag(interviewId)],
    }),
    confirmTime: build.mutation<InterviewTime, { interviewId: string; time: string }>({
      query: ({ interviewId, time }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/time/confirm/`, method: 'POST', body: { time } }),
      transformResponse: (dto: InterviewTimeDto) => mapInterviewTime(dto),
      invalidatesTags: afterChange,
    }),
    proposeTime: build.mutation<InterviewTime, { interviewId: string; time: string; replaces: string | null }>({
      query: ({ interviewId, time, replaces }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/time/proposal/`, method: 'POST', body: { time, replaces } }),
      transformResponse: (dto: InterviewTimeDto) => mapInterviewTime(dto),
      invalidatesTags: afterChange,
    }),
    withdrawProposal: build.mutation<InterviewTime, { interviewId: string; time: string }>({
      query: ({ interviewId, time }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/time/proposal/`, method: 'DELETE', body: { time } }),
      transformResponse: (dto: InterviewTimeDto) => mapInterviewTime(dto),
      invalidatesTags: afterChange,
    }),
    acceptTime: build.mutation<InterviewTime, { interviewId: string; time: string }>({
      query: ({ interviewId, time }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/time/accept/`, method: 'POST', body: { time } }),
      transformResponse: (dto: InterviewTimeDto) => mapInterviewTime(dto),
      invalidatesTags: afterChange,
    }),
  }),
});

export const { useGetInterviewTimeQuery, useConfirmTimeMutation, useProposeTimeMutation, useWithdrawProposalMutation, useAcceptTimeMutation } = interviewTimeApi;
