import { baseApi } from '@/shared/api';

export interface PasswordResetConfirmation {
  uid: string;
  token: string;
  newPassword: string;
}

const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets a new password with the emailed link; the server ends every session of that member. */
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmation>({
      query: ({ uid, token, newPassword }) => ({
        url: `/auth/password-reset-confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
        method: 'POST',
        body: { new_password: newPassword },
      }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useConfirmPasswordResetMutation } = resetPasswordApi;
