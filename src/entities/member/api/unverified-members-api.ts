import { baseApi } from '@/shared/api';
import { mapMember } from '../lib/map-member';
import type { Member, MemberDto } from '../model/types';

/** The cache entry of the admins' list of members waiting for verification. */
export const UNVERIFIED_MEMBERS_TAG = { type: 'Member' as const, id: 'UNVERIFIED' };

export const unverifiedMembersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admins: members who registered but are not verified yet, newest first. */
    getUnverifiedMembers: build.query<Member[], void>({
      query: () => '/members/unverified/',
      transformResponse: (dtos: MemberDto[]) => dtos.map(mapMember),
      providesTags: [UNVERIFIED_MEMBERS_TAG],
    }),
  }),
});

export const { useGetUnverifiedMembersQuery } = unverifiedMembersApi;
