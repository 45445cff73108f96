/** SPEC section 9. */
export const SEARCH_DEBOUNCE_MS = 300;
export const ERROR_TOAST_MS = 5000;

export const SEARCH_FAILED = 'Failed to search for members';
export const RECOMMENDED_FAILED = 'Failed to get recommended members';
export const NO_MEMBERS = 'No members found';
