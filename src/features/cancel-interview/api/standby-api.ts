import type { StandbyBodyDto, StandbyJoinedDto, StandbyStateDto } from '@contracts/standby';
import { baseApi } from '@/shared/api';

export interface StandbyState {
  weekStart: string | null;
  onStandby: boolean;
  paired: boolean;
  /** Pairs the member has in the week: one, or two after a second practice. */
  pairs: number;
}

const standbyTag = 'Standby' as const;

export const standbyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStandby: build.query<StandbyState, void>({
      query: () => '/interview/standby/',
      transformResponse: (dto: StandbyStateDto) => ({ weekStart: dto.week_start, onStandby: dto.on_standby, paired: dto.paired, pairs: dto.pairs }),
      providesTags: [standbyTag],
    }),
    // Paired at once, the new interviews, their time and the week's last pairing show on My Interviews.
    joinStandby: build.mutation<StandbyJoinedDto, StandbyBodyDto>({
      query: (body) => ({ url: '/interview/standby/', method: 'POST', body }),
      invalidatesTags: ['Interview', 'PairTime', standbyTag, 'Pool'],
    }),
    leaveStandby: build.mutation<void, void>({
      query: () => ({ url: '/interview/standby/', method: 'DELETE' }),
      transformResponse: () => undefined,
      // Leaving without a pair leaves the week's pool too.
      invalidatesTags: [standbyTag, 'Pool'],
    }),
  }),
});

export const { useGetStandbyQuery, useJoinStandbyMutation, useLeaveStandbyMutation } = standbyApi;
