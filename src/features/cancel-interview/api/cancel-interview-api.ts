import type { CancellationStatusDto, CancelInterviewResultDto } from '@contracts/cancellations';
import { baseApi } from '@/shared/api';
import { mapCancellationStatus, mapCancelResult } from '../lib/map-cancellation';
import type { CancellationStatus, CancelResult } from '../model/types';

export const cancelInterviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCancellationStatus: build.query<CancellationStatus, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/cancellation/`,
      transformResponse: (dto: CancellationStatusDto) => mapCancellationStatus(dto),
      providesTags: (_status, _error, interviewId) => [{ type: 'Interview', id: `cancellation:${interviewId}` }],
    }),
    cancelInterview: build.mutation<CancelResult, { interviewId: string; reason: string }>({
      query: ({ interviewId, reason }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/cancel/`, method: 'POST', body: { reason } }),
      transformResponse: (dto: CancelInterviewResultDto) => mapCancelResult(dto),
      // Both interviews of the pair change (their time panels close), and the canceller's standby offer and week with them.
      // A 409 (already cancelled, or its time passed meanwhile) refetches too, so the page shows why.
      invalidatesTags: (_result, error) => (error && (error as { status?: unknown }).status !== 409 ? [] : ['Interview', 'PairTime', 'Standby', 'Pool']),
    }),
  }),
});

export const { useGetCancellationStatusQuery, useCancelInterviewMutation } = cancelInterviewApi;
