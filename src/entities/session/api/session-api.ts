import { baseApi, type SessionDto } from '@/shared/api';
import { mapMember, type Member } from '@/entities/member/@x/session';
import { SESSION_KEEP_SECONDS } from '../config/cache';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member, or null when signed out: a 401 is an answer here, not a failure. */
    getSession: build.query<Member | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/session/');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        const session = result.data as SessionDto;
        return { data: session.isAuthenticated ? mapMember(session.user) : null };
      },
      providesTags: ['Session'],
      keepUnusedDataFor: SESSION_KEEP_SECONDS,
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
