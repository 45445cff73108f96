/** SPEC sections 4 and 8 "Pool". */
export const TOGGLE_CONFIRMATION = 'Are you sure you want to toggle the pair interview pool status?';
export const STATUS_LOAD_FAILED = 'Failed to fetch pool status';
export const STATUS_UPDATED = 'Pair interview pool status updated';
export const STATUS_UPDATE_FAILED = 'Failed to update pair interview pool status';
