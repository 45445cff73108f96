import { baseApi, type RegisteredDto } from '@/shared/api';

export interface Registration {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  discordUsername: string;
  password: string;
}

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates an unverified account; it does not sign in. Resolves to the username the server stored. */
    register: build.mutation<string, Registration>({
      query: (registration) => ({
        url: '/auth/register/',
        method: 'POST',
        body: {
          first_name: registration.firstName,
          last_name: registration.lastName,
          username: registration.username,
          email: registration.email,
          password: registration.password,
          discord_username: registration.discordUsername,
        },
      }),
      transformResponse: (response: RegisteredDto) => response.username,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
