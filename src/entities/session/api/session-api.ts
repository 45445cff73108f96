import { baseApi, type SessionDto } from '@/shared/api';
import { mapMember, type Member } from '@/entities/member/@x/session';
import { SESSION_KEEP_SECONDS } from '../config/cache';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member, or null when signed out. */
    getSession: build.query<Member | null, void>({
      query: () => '/auth/session/',
      transformResponse: (session: SessionDto) => (session.isAuthenticated ? mapMember(session.user) : null),
      providesTags: ['Session'],
      keepUnusedDataFor: SESSION_KEEP_SECONDS,
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
