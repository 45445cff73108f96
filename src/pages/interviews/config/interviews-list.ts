/** SPEC section 8, "Interviews". */
export const FETCH_ERROR = { title: 'Error fetching interviews', description: 'Please try again later.' } as const;
/** SPEC section 9: error toasts stay 5 s. */
export const ERROR_TOAST_MS = 5_000;

/** SPEC section 2, "My Interviews". */
export const EMPTY_LIST = { title: 'No interviews found', description: 'Try adjusting your filters' } as const;

/** The list opens on the last 30 days and everything after, so upcoming interviews always show. */
export const DEFAULT_LOOKBACK_DAYS = 30;
