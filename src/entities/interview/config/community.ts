/** SPEC section 9: an interview is shown as a week, its effective date plus 7 days. */
export const INTERVIEW_WEEK_DAYS = 7;
