/**
 * The zone the server counts interview weeks in (its COMMUNITY_TIME_ZONE default, API.md "Pairing"):
 * a week is named by its Sunday there, whatever zone the viewer is in.
 */
export const COMMUNITY_TIME_ZONE = 'America/Los_Angeles';

/** SPEC section 9: an interview is shown as a week, its effective date plus 7 days. */
export const INTERVIEW_WEEK_DAYS = 7;
