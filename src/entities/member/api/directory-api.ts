import { baseApi } from '@/shared/api';
import { DIRECTORY_CACHE_SECONDS, DIRECTORY_PAGE_SIZE } from '../config/directory';
import { mapMember } from '../lib/map-member';
import type { DirectoryPage, DirectorySearchArgs, DirectorySearchDto } from '../model/directory';
import type { Member, MemberDto } from '../model/types';

const listTags = (members: Member[]) => ['Directory' as const, ...members.map((member) => ({ type: 'Member' as const, id: member.id }))];

export const directoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<DirectoryPage, DirectorySearchArgs>({
      query: ({ query, page }) => ({ url: '/directory/search/', params: { q: query, page, page_size: DIRECTORY_PAGE_SIZE } }),
      transformResponse: (dto: DirectorySearchDto) => ({ count: dto.count, members: dto.results.map(mapMember) }),
      providesTags: (result) => listTags(result?.members ?? []),
      keepUnusedDataFor: DIRECTORY_CACHE_SECONDS,
    }),
    getRecommendedMembers: build.query<Member[], void>({
      query: () => '/directory/recommended/',
      transformResponse: (dtos: MemberDto[]) => dtos.map(mapMember),
      providesTags: (result) => listTags(result ?? []),
    }),
  }),
});

export const { useSearchMembersQuery, useGetRecommendedMembersQuery } = directoryApi;
