/** SPEC sections 2, 5 and 8, "Interview signup". */
export const SIGNUP_SUCCESS = 'Successfully signed up for an interview';
export const SIGNUP_ERROR_TITLE = 'Error signing up for interview';
export const SIGNUP_ERROR_DESCRIPTION = 'Please try again later';
export const LOGIN_REQUIRED = 'You must be logged in to sign up for an interview';
export const EMPTY_AVAILABILITY = 'Select at least one time you are available before submitting.';
export const CONFIRM_TITLE = 'Confirm Mock Interview';
export const NO_SHOW_WARNING =
  'By submitting, you commit to attending the mock interview you are paired for. No-shows are taken seriously and lead to a ban from the platform.';

export const DELETE_CONFIRM_TITLE = 'Delete your signup?';
export const DELETE_CONFIRM_TEXT = 'You will not be paired this week unless you sign up again.';
export const DELETE_SUCCESS = 'Your signup was deleted';
export const DELETE_ERROR = 'Error deleting your signup';

/** SPEC section 9: 3 s in general, 5 s for errors. */
export const TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 5_000;
