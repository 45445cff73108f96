import { useSelector } from 'react-redux';
import type { Member } from '@/entities/member/@x/session';
import { useGetSessionQuery } from '../api/session-api';
import { SESSION_STALE_SECONDS } from '../config/cache';
import { selectSession } from './session-slice';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionView {
  status: SessionStatus;
  user: Member | null;
  isVerified: boolean;
  isAdmin: boolean;
}

/** Who is signed in; subscribes to the session so it is refetched on window focus and when stale. */
export function useSession(): SessionView {
  const { data } = useGetSessionQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: SESSION_STALE_SECONDS });
  const session = useSelector(selectSession);
  if (!session.resolved) return { status: 'loading', user: null, isVerified: false, isAdmin: false };
  if (!session.authenticated) return { status: 'anonymous', user: null, isVerified: false, isAdmin: false };
  return { status: 'authenticated', user: data ?? null, isVerified: session.verified, isAdmin: session.admin };
}
