/** SPEC section 9: error toasts stay 5 seconds. */
export const ERROR_TOAST_MS = 5_000;
