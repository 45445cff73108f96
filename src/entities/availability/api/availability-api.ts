import { baseApi } from '@/shared/api';
import type { Availability, AvailabilityGrid } from '../model/availability';
import { mapAvailability, type AvailabilityDto } from '../lib/map-availability';
import { mapPoolStatus, type PoolStatus, type PoolStatusDto } from '../lib/map-pool-status';

export interface SignUpRequest {
  userId: number;
  availability: AvailabilityGrid;
}

export const availabilityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's saved availability, or null when they never saved one. */
    getAvailability: build.query<Availability | null, void>({
      query: () => '/interview/availability/',
      transformResponse: (dto: AvailabilityDto) => mapAvailability(dto),
      providesTags: ['Availability'],
    }),
    getPoolStatus: build.query<PoolStatus, void>({
      query: () => '/interview/pool/',
      transformResponse: (dto: PoolStatusDto) => mapPoolStatus(dto),
      providesTags: ['Pool'],
    }),
    /** Saves the availability and enters (or refreshes) the caller in the open week's pool. */
    signUp: build.mutation<void, SignUpRequest>({
      query: (request) => ({ url: '/interview/pool/', method: 'POST', body: request }),
      transformResponse: () => undefined,
      // A signup also shows on the admins' pool status and signup timeline.
      invalidatesTags: (_result, error) => (error ? [] : ['Pool', 'Availability', 'PoolStatus', 'Signups']),
    }),
    deleteSignup: build.mutation<void, void>({
      query: () => ({ url: '/interview/pool/', method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Pool', 'PoolStatus']),
    }),
  }),
});

export const { useGetAvailabilityQuery, useGetPoolStatusQuery, useSignUpMutation, useDeleteSignupMutation } = availabilityApi;
