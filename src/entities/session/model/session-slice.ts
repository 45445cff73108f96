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
  /**
   * True while the last session check failed without an answer (network down, server restarting): what we
   * knew still stands and the check is being retried. Only an answer says the visitor is signed out.
   */
  reconnecting: boolean;
  /**
   * True from the member's own sign-out in this tab until someone signs in again: the member pages they
   * leave send them to a plain sign-in, not to one that would bring them back (`?next=`).
   */
  signedOutHere: boolean;
}

const initialSessionState: SessionState = { resolved: false, authenticated: false, verified: false, admin: false, reconnecting: false, signedOutHere: false };

function fromMember(member: Member | null, signedOutHere: boolean): SessionState {
  return {
    resolved: true,
    authenticated: member !== null,
    verified: member?.isVerified ?? false,
    admin: member?.isAdmin ?? false,
    reconnecting: false,
    signedOutHere: member === null && signedOutHere,
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
    sessionCleared: () => fromMember(null, true),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.getSession.matchFulfilled, (state, action) => fromMember(action.payload, state.signedOutHere))
      // Signed out is an answer (200, isAuthenticated false), so a rejection with a value is a check that got no
      // answer: keep what we knew (still unresolved on the first check) and retry. RTK Query also reports a
      // request skipped for a cached result as a rejection, without a value: that changes nothing.
      .addMatcher(sessionApi.endpoints.getSession.matchRejected, (state, action) => {
        if (action.meta.rejectedWithValue) state.reconnecting = true;
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectIsAuthenticated: (state) => state.authenticated,
    selectIsVerified: (state) => state.authenticated && state.verified,
    selectIsAdmin: (state) => state.authenticated && state.admin,
    selectIsReconnecting: (state) => state.reconnecting,
    selectSignedOutHere: (state) => !state.authenticated && state.signedOutHere,
  },
});

export const { sessionCleared } = sessionSlice.actions;
export const { selectSession, selectIsAuthenticated, selectIsVerified, selectIsAdmin, selectIsReconnecting, selectSignedOutHere } = sessionSlice.selectors;
