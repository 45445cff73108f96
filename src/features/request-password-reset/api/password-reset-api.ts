import { baseApi } from '@/shared/api';

const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for a reset link by email. Resolves to the server's answer, the same whether or not the account exists. */
    requestPasswordReset: build.mutation<string, string>({
      query: (email) => ({ url: '/auth/password-reset/', method: 'POST', body: { email } }),
      transformResponse: (response: { detail: string }) => response.detail,
    }),
  }),
});

export const { useRequestPasswordResetMutation } = passwordResetApi;
