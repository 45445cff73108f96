/** SPEC section 7/9: session data goes stale after 5 minutes and is kept 10 minutes. */
export const SESSION_STALE_SECONDS = 5 * 60;
export const SESSION_KEEP_SECONDS = 10 * 60;
