import { useEffect, useReducer, useRef } from 'react';
import { CHECK_INTERVAL_MS, PROGRESS_TICK_MS } from '../config/timing';
import { initialPollingState, pollingReducer, type PollingState } from './verification-polling';

/**
 * Runs the verification state machine: while checking, ticks the progress bar and asks `isVerified`
 * every CHECK_INTERVAL_MS until it says yes, fails, or the attempts run out.
 */
export function useVerificationPolling(isVerified: () => Promise<boolean>): { state: PollingState; start: () => void } {
  const [state, dispatch] = useReducer(pollingReducer, initialPollingState);
  // The latest checker, so a new function identity on re-render does not restart the timers.
  const checkRef = useRef(isVerified);
  useEffect(() => {
    checkRef.current = isVerified;
  }, [isVerified]);

  const checking = state.status === 'checking';
  useEffect(() => {
    if (!checking) return;
    const ticker = setInterval(() => dispatch({ type: 'ticked' }), PROGRESS_TICK_MS);
    const poller = setInterval(() => {
      checkRef.current().then(
        (verified) => dispatch({ type: 'checked', verified }),
        () => dispatch({ type: 'requestFailed' }),
      );
    }, CHECK_INTERVAL_MS);
    return () => {
      clearInterval(ticker);
      clearInterval(poller);
    };
  }, [checking]);

  return { state, start: () => dispatch({ type: 'started' }) };
}
