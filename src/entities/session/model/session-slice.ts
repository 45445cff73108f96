import { createSlice } from '@reduxjs/toolkit';
import type { Member } from '@/entities/member/@x/session';
import { sessionApi } from '../api/session-api';

/** What RTK Query's cache does not say by itself: whether we know yet, and who the visitor is. */
export interface SessionState {
  /** False until the first answer to GET /auth/session/. */
  resolved: boolean;
  authenticated: boolean;
  verified: boolean;
  admin: boolean;
}

const initialSessionState: SessionState = { resolved: false, authenticated: false, verified: false, admin: false };

function fromMember(member: Member | null): SessionState {
  return {
    resolved: true,
    authenticated: member !== null,
    verified: member?.isVerified ?? false,
    admin: member?.isAdmin ?? false,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /**
     * Dispatched on logout so the UI drops the member at once, before the session is refetched.
     * (To sign someone in without a refetch, `sessionApi.util.upsertQueryData('getSession', undefined, member)`
     * runs through getSession's fulfilled action and so updates this slice too.)
     */
    sessionCleared: () => fromMember(null),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.getSession.matchFulfilled, (_state, action) => fromMember(action.payload))
      // A failed first check (server down) counts as signed out; a failed refetch (or a cache hit, which
      // RTK Query also reports as a rejection) keeps what we knew.
      .addMatcher(sessionApi.endpoints.getSession.matchRejected, (state) => (state.resolved ? state : fromMember(null)));
  },
  selectors: {
    selectSession: (state) => state,
    selectIsAuthenticated: (state) => state.authenticated,
    selectIsVerified: (state) => state.authenticated && state.verified,
    selectIsAdmin: (state) => state.authenticated && state.admin,
  },
});

export const { sessionCleared } = sessionSlice.actions;
export const { selectSession, selectIsAuthenticated, selectIsVerified, selectIsAdmin } = sessionSlice.selectors;
