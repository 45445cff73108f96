export { sessionApi, useGetSessionQuery } from './api/session-api';
export {
  sessionSlice,
  sessionCleared,
  selectSession,
  selectIsAuthenticated,
  selectIsVerified,
  selectIsAdmin,
  selectIsReconnecting,
  selectSignedOutHere,
  type SessionState,
} from './model/session-slice';
export { useSession, type SessionStatus, type SessionView } from './model/use-session';
export { ReconnectingNotice } from './ui/reconnecting-notice';
export { SESSION_STALE_SECONDS, SESSION_KEEP_SECONDS } from './config/cache';
