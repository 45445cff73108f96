import { baseApi } from '@/shared/api';
import { mapMember } from '../lib/map-member';
import type { Member, MemberDto } from '../model/types';

export const adminListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /members/admin/: the admins, e.g. to assign a report to one (admins only). */
    getAdmins: build.query<Member[], void>({
      query: () => '/members/admin/',
      transformResponse: (dtos: MemberDto[]) => dtos.map(mapMember),
      providesTags: ['Admins'],
    }),
  }),
});

export const { useGetAdminsQuery } = adminListApi;
