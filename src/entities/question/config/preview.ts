/** SPEC section 9: behavioral questions are shown by their first 100 characters. */
export const BEHAVIORAL_PREVIEW_LENGTH = 100;
