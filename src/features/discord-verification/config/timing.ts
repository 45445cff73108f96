/** SPEC section 9: three checks, five seconds apart. */
export const CHECK_INTERVAL_MS = 5_000;
export const MAX_CHECK_ATTEMPTS = 3;
export const CHECK_WINDOW_SECONDS = (CHECK_INTERVAL_MS * MAX_CHECK_ATTEMPTS) / 1_000;

/** The progress bar gains 2 points every 400 ms while checking. */
export const PROGRESS_TICK_MS = 400;
export const PROGRESS_STEP = 2;

/** How long 'Verification Successful!' shows before the member moves on. */
export const SUCCESS_REDIRECT_DELAY_MS = 1_500;

/** SPEC section 9: toasts for errors stay 5 s, save confirmations 2 s. */
export const ERROR_TOAST_MS = 5_000;
export const SAVED_TOAST_MS = 2_000;
