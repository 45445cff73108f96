import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS } from '../config/cache';
import { selectIsReconnecting } from './session-slice';

/** The wait before retry number `attempt` (0-based): doubling from the first delay, capped. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
}

/**
 * While the session check gets no answer, checks again with exponential backoff until it does; returns
 * whether we are reconnecting. Mount once, near the root (the app layout does).
 */
export function useSessionReconnect(): boolean {
  const reconnecting = useSelector(selectIsReconnecting);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const attempt = useRef(0);

  useEffect(() => {
    if (!reconnecting) {
      attempt.current = 0;
      return;
    }
    let retry: ReturnType<typeof setTimeout>;
    let stopped = false;
    const scheduleCheck = () => {
      retry = setTimeout(async () => {
        attempt.current += 1;
        const result = await dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }));
        // A success clears `reconnecting`, which ends this effect; a failure leaves it set, so try again later.
        if (!stopped && result.isError) scheduleCheck();
      }, reconnectDelayMs(attempt.current));
    };
    scheduleCheck();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [reconnecting, dispatch]);

  return reconnecting;
}
