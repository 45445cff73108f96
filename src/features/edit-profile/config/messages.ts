export const UPDATE_FAILED = 'Failed to update member profile';
export const UPDATE_SUCCEEDED = 'Profile updated';
export const RESUME_URL_HINT = 'Should begin with http:// or https://';
export const INVALID_DATE = 'Please enter a valid date';
/** SPEC section 9: errors stay 5 s, save confirmations 2 s. */
export const ERROR_TOAST_MS = 5000;
export const SAVED_TOAST_MS = 2000;
export const TIME_ZONE_LABEL = 'Time zone';
export const TIME_ZONE_HINT = 'Interview times are also shown to your partner in this zone.';
export const REMINDERS_LABEL = 'Interview reminders';
export const REMINDERS_HINT =
  'An email (and a Discord message) the day before your interview, and at the start of the week if you have not contacted your partner yet.';
