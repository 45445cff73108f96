/** SPEC section 8 "Reports" and "Data loading failures". */
export const REPORTS_LOAD_FAILED = 'Failed to fetch reports';
/** The list's own failure ("Data loading failures"), in the page where the reports would be; the toast says REPORTS_LOAD_FAILED. */
export const REPORTS_GET_FAILED = 'Failed to get reports';
export const ADMIN_LIST_FAILED = 'Failed to get admin list';
export const REPORT_UPDATE_FAILED = 'Failed to update report';
export const REPORT_UPDATED = 'Report updated';
export const ERROR_TOAST_MS = 5000;
export const USER_ID_DIGITS_ONLY = 'A user id is a number: digits only';
