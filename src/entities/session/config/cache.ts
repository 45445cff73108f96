/** SPEC section 7/9: session data goes stale after 5 minutes and is kept 10 minutes. */
export const SESSION_STALE_SECONDS = 5 * 60;
export const SESSION_KEEP_SECONDS = 10 * 60;

/** Retrying a session check that got no answer: 1 s, 2 s, 4 s, ... up to 30 s between tries. */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
