/** SPEC section 8 "Console": shown when the server gives no message. */
export const UNKNOWN_ERROR = 'An unknown error occurred';
