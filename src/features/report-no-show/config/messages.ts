export const REPORT_NO_SHOW_LABEL = 'My partner did not show';
export const REPORT_NO_SHOW_SUBMIT = 'Report no-show';

export const NO_SHOW_EXPLANATION =
  'An admin will check with both of you. A confirmed no-show is a strike: two strikes in eight weeks keep a member out of the pool for four weeks.';
export const DETAILS_LABEL = 'Anything the admins should know? (optional)';
