import { mapMember, UNVERIFIED_MEMBERS_TAG, type Member, type MemberDto } from '@/entities/member';
import { baseApi } from '@/shared/api';

const verifyMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admins: verifies a member without the chat-server check (the server audits it like verify_member). */
    verifyMember: build.mutation<Member, number>({
      query: (memberId) => ({ url: `/members/${memberId}/verify/`, method: 'POST' }),
      transformResponse: (dto: MemberDto) => mapMember(dto),
      // The waiting list loses them, their profile gains the badge, and the directory lists them now.
      invalidatesTags: (_result, error, memberId) =>
        error ? [] : [UNVERIFIED_MEMBERS_TAG, { type: 'Member', id: memberId }, 'Directory'],
    }),
  }),
});

export const { useVerifyMemberMutation } = verifyMemberApi;
