/** SPEC section 9: copy confirmations 2 s, errors 5 s. */
export const COPIED_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;
