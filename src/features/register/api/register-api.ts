import type { InterviewPreferences } from '@/entities/member';
import { baseApi, type RegisterDto, type RegisteredDto } from '@/shared/api';
import { ownTimeZone } from '@/shared/lib/dates';

/** What a new member gives: the typed fields, and the interview preferences (changeable later on the profile). */
export interface Registration extends InterviewPreferences {
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
      query: (registration) => {
        const body: RegisterDto = {
          first_name: registration.firstName,
          last_name: registration.lastName,
          username: registration.username,
          email: registration.email,
          password: registration.password,
          discord_username: registration.discordUsername,
          interview_focus: registration.interviewFocus,
          interview_difficulty: registration.interviewDifficulty,
          preferred_language: registration.preferredLanguage,
          // Not asked: the browser knows it, and the member can change it on the profile.
          time_zone: ownTimeZone(),
        };
        return { url: '/auth/register/', method: 'POST', body };
      },
      transformResponse: (response: RegisteredDto) => response.username,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
