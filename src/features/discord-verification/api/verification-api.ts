import { baseApi, type DiscordUsernameUpdatedDto } from '@/shared/api';
import { mapMember, type MemberDto } from '@/entities/member';
import { mapPublicConfig, type PublicConfig } from '../lib/map-public-config';

export const UPDATE_DISCORD_USERNAME_FAILED = 'Failed to update discord username';

const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** How this installation verifies members (a chat-server bot, or an admin). */
    publicConfig: build.query<PublicConfig, void>({
      query: () => '/config/',
      transformResponse: mapPublicConfig,
    }),
    /** Whether the chat-server bot has verified the signed-in member yet (API.md: poll the profile). */
    verificationStatus: build.query<boolean, void>({
      query: () => '/members/profile/',
      transformResponse: (member: MemberDto) => mapMember(member).isVerified,
      keepUnusedDataFor: 0,
    }),
    /** Resolves to the Discord username now stored. */
    updateDiscordUsername: build.mutation<string, string>({
      async queryFn(newDiscordUsername, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: '/members/update-discord-username',
          method: 'POST',
          body: { new_discord_username: newDiscordUsername },
        });
        if (result.error) return { error: result.error };
        const response = result.data as DiscordUsernameUpdatedDto;
        if (response.success !== true) return { error: { status: 'CUSTOM_ERROR', error: UPDATE_DISCORD_USERNAME_FAILED } };
        return { data: response.discord_username };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Member']),
    }),
  }),
});

export const { usePublicConfigQuery, useLazyVerificationStatusQuery, useUpdateDiscordUsernameMutation } = verificationApi;
