import { MAX_CHECK_ATTEMPTS, PROGRESS_STEP } from '../config/timing';

export type VerificationStatus = 'idle' | 'checking' | 'success' | 'timeout';

export interface PollingState {
  status: VerificationStatus;
  /** Checks answered since 'Start Checking'. */
  attempts: number;
  /** 0 to 100, for the progress bar. */
  progress: number;
  /** True when the timeout came from a failed request rather than from running out of attempts. */
  failed: boolean;
}

export type PollingEvent =
  | { type: 'started' }
  | { type: 'ticked' }
  | { type: 'checked'; verified: boolean }
  | { type: 'requestFailed' };

export const initialPollingState: PollingState = { status: 'idle', attempts: 0, progress: 0, failed: false };

/** SPEC section 4: idle → checking → success | timeout; timeout may start again. Late answers are ignored. */
export function pollingReducer(state: PollingState, event: PollingEvent): PollingState {
  if (event.type === 'started') {
    return state.status === 'checking' || state.status === 'success' ? state : { ...initialPollingState, status: 'checking' };
  }
  if (state.status !== 'checking') return state;
  switch (event.type) {
    case 'ticked':
      return { ...state, progress: Math.min(100, state.progress + PROGRESS_STEP) };
    case 'checked': {
      const attempts = state.attempts + 1;
      if (event.verified) return { ...state, attempts, status: 'success', progress: 100 };
      return { ...state, attempts, status: attempts >= MAX_CHECK_ATTEMPTS ? 'timeout' : 'checking' };
    }
    case 'requestFailed':
      return { ...state, status: 'timeout', failed: true };
  }
}
