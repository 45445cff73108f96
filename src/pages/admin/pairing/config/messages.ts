/** SPEC sections 4 and 8 "Pool". */
export const TOGGLE_CONFIRMATION = 'Are you sure you want to toggle the pair interview pool status?';
export const STATUS_LOAD_FAILED = 'Failed to fetch pool status';
export const STATUS_UPDATED = 'Pair interview pool status updated';
export const STATUS_UPDATE_FAILED = 'Failed to update pair interview pool status';

/** Issue 12: the weekly feedback and no-show figures. */
export const OUTCOMES_LOAD_FAILED = 'Could not load the weekly feedback and no-show figures.';
export const OUTCOMES_EMPTY = 'No week has been paired yet.';
/** Issue 30: what each figure counts, as the table's and the phone list's labels leave it implicit. */
export const OUTCOMES_HELP =
  'A pair holds two interviews: each member interviews the other. Feedback from both counts interviews whose two members gave feedback; ' +
  "no-shows count paired members with a confirmed no-show; a late cancellation came close to the interview's time (not a strike).";
