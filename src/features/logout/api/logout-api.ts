import { baseApi } from '@/shared/api';

const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout/', method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
