import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { sessionCleared } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { useLogoutMutation } from '../api/logout-api';

/** Signs out on the server, forgets everything cached for the member, and goes to the sign-in screen. */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [requestLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    // Signed out locally even if the call fails (e.g. the session had already expired): the next session
    // check tells the truth either way.
    await requestLogout();
    dispatch(sessionCleared());
    // The whole cache, not just the session: the next member on this browser must not see this one's data.
    dispatch(baseApi.util.resetApiState());
    navigate('/auth');
  }, [dispatch, navigate, requestLogout]);

  return { logout, isLoggingOut: isLoading };
}
