import { baseApi, type SignupRecordDto } from '@/shared/api';
import { mapSignupRecord } from '../lib/map-signup-record';
import type { SignupRecord } from '../model/types';

export const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signups of the last `days` days (1 to 365), admins only. */
    getSignups: build.query<SignupRecord[], number>({
      query: (days) => ({ url: '/interview/signups/', params: { days } }),
      transformResponse: (rows: SignupRecordDto[]) => rows.map(mapSignupRecord),
      providesTags: ['Signups'],
    }),
  }),
});

export const { useGetSignupsQuery } = signupApi;
