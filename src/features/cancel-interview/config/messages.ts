import type { CANCELLATION_LIMITS } from '@contracts/cancellations';

/** The server's limit (contracts/cancellations.ts); typed against it, so a change there fails the type-check here. */
export const REASON_MAX_LENGTH: (typeof CANCELLATION_LIMITS)['reason'] = 500;

export const CANCEL_LABEL = 'Cancel this interview';
export const CANCEL_SUBMIT = 'Cancel both interviews';
export const KEEP_LABEL = 'Keep the interview';
export const REASON_LABEL = 'Reason (your partner reads it)';
export const CANCEL_FAILED = 'The interview could not be cancelled';
export const TOAST_MS = 8000;
