import { baseApi } from '@/shared/api';
import { mapActivityStats } from '../lib/map-activity-stats';
import type { ActivityStats, ActivityStatsDto } from '../model/activity-stats';

export const engagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A member's activity stats; without an id, the signed-in member's own. */
    getActivityStats: build.query<ActivityStats, number | undefined>({
      query: (userId) => (userId === undefined ? '/engagement/user/' : `/engagement/user/${userId}`),
      transformResponse: (dto: ActivityStatsDto) => mapActivityStats(dto),
      providesTags: (_result, _error, userId) => [{ type: 'Engagement', id: userId ?? 'SELF' }],
    }),
  }),
});

export const { useGetActivityStatsQuery } = engagementApi;
