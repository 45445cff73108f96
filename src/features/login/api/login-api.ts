import { baseApi } from '@/shared/api';

export interface LoginCredentials {
  username: string;
  password: string;
}

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signs in; the session query refetches, and the auth page then routes on what it says. */
    login: build.mutation<void, LoginCredentials>({
      query: (credentials) => ({ url: '/auth/login/', method: 'POST', body: credentials }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
