import type { StandbyBodyDto, StandbyJoinedDto, StandbyStateDto } from '@contracts/standby';
import { baseApi } from '@/shared/api';

export interface StandbyState {
  weekStart: string | null;
  onStandby: boolean;
  paired: boolean;
  /** Pairs the member has in the week: one, or two after a second practice. */
  pairs: number;
}

const standbyTag = { type: 'Interview' as const, id: 'standby' };

export const standbyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStandby: build.query<StandbyState, void>({
      query: () => '/interview/standby/',
      transformResponse: (dto: StandbyStateDto) => ({ weekStart: dto.week_start, onStandby: dto.on_standby, paired: dto.paired, pairs: dto.pairs }),
      providesTags: [standbyTag],
    }),
    // Paired at once, the new interviews show in My Interviews: every Interview entry refetches.
    joinStandby: build.mutation<StandbyJoinedDto, StandbyBodyDto>({
      query: (body) => ({ url: '/interview/standby/', method: 'POST', body }),
      invalidatesTags: ['Interview'],
    }),
    leaveStandby: build.mutation<void, void>({
      query: () => ({ url: '/interview/standby/', method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [standbyTag],
    }),
  }),
});

export const { useGetStandbyQuery, useJoinStandbyMutation, useLeaveStandbyMutation } = standbyApi;
