import { baseApi } from '@/shared/api';
import { mapMember, mapOwnProfile } from '../lib/map-member';
import { mapProfileToDto } from '../lib/map-profile';
import type { EditableProfile } from '../model/profile';
import type { Member, MemberDto, OwnProfile, OwnProfileDto } from '../model/types';

const memberTags = (member: Member | undefined) => (member ? [{ type: 'Member' as const, id: member.id }] : ['Member' as const]);

export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member's own profile, private links included. */
    getMemberProfile: build.query<OwnProfile, void>({
      query: () => '/members/profile/',
      transformResponse: (dto: OwnProfileDto) => mapOwnProfile(dto),
      providesTags: memberTags,
    }),
    /** Another member as the directory shows them: their private links come back as null. */
    getMember: build.query<Member, number>({
      query: (id) => `/directory/${id}/`,
      transformResponse: (dto: MemberDto) => mapMember(dto),
      providesTags: memberTags,
    }),
    updateProfile: build.mutation<OwnProfile, EditableProfile>({
      query: (profile) => ({ url: '/members/profile/', method: 'PUT', body: mapProfileToDto(profile) }),
      transformResponse: (dto: OwnProfileDto) => mapOwnProfile(dto),
      // The top bar (session), every view of the member, directory matches, and stats (a changed username
      // drops the old stats on the server) all show what was edited.
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Member', 'Directory', 'Engagement']),
    }),
  }),
});

export const { useGetMemberProfileQuery, useGetMemberQuery, useUpdateProfileMutation } = memberApi;
