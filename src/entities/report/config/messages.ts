/** SPEC section 8 "Report": the toasts after any report is sent (a member, question, interview or no-show). */
export const REPORT_SUBMITTED = 'Report submitted!';
export const REPORT_FAILED = {
  title: 'An error occurred',
  description: 'There was an error submitting your report. Please try again.',
} as const;
/** SPEC section 9: report toasts stay 5 s. */
export const REPORT_TOAST_MS = 5000;
