import type { ReportType } from '@/entities/report';

export const REASON_REQUIRED = 'Report reason is required';
export const REPORT_SUBMITTED = 'Report submitted!';
export const REPORT_FAILED = {
  title: 'An error occurred',
  description: 'There was an error submitting your report. Please try again.',
} as const;
/** SPEC section 9: report toasts stay 5 s. */
export const REPORT_TOAST_MS = 5000;

export const REPORT_BUTTON_LABELS: Record<ReportType, string> = {
  member: 'Report User',
  question: 'Report Question',
  interview: 'Report Interview',
  no_show: 'My partner did not show',
};
