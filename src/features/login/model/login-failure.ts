import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorDetail, retryAfterSeconds } from '@/shared/api';
import { PRODUCT_NAME } from '@/shared/config';
import { describeWait } from '../lib/describe-wait';

/** SPEC section 5: what the auth form says for missing fields and for any failed sign-in. */
export const INVALID_LOGIN = 'Invalid username or password.';
/** SPEC section 8: the toast for a failed sign-in. */
const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
const NO_DISCORD_ID = 'Your account does not have a Discord ID associated with it.';
/** Said when the server refuses more attempts without its own message. */
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts.';

export interface LoginFailure {
  formMessage: string;
  toastMessage: string | null;
}

/** What the form and the toast say when POST /auth/login/ fails. */
export function describeLoginFailure(error: FetchBaseQueryError | SerializedError, username: string): LoginFailure {
  if (errorDetail(error, '') === NO_DISCORD_ID) {
    return { formMessage: `${NO_DISCORD_ID} Please type /verify in the ${PRODUCT_NAME} server and enter ${username}.`, toastMessage: null };
  }
  if ('status' in error && error.status === 429) {
    // Rate limited: the password may well be right, so saying it is wrong would send the member guessing.
    const seconds = retryAfterSeconds(error);
    const message = errorDetail(error, TOO_MANY_ATTEMPTS) + (seconds === null ? '' : ` You can try again in ${describeWait(seconds)}.`);
    return { formMessage: message, toastMessage: message };
  }
  return { formMessage: INVALID_LOGIN, toastMessage: INVALID_CREDENTIALS };
}
