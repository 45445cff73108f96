import type { ReportType } from '@/entities/report';

export const REASON_REQUIRED = 'Report reason is required';

export const REPORT_BUTTON_LABELS: Record<ReportType, string> = {
  member: 'Report User',
  question: 'Report Question',
  interview: 'Report Interview',
  no_show: 'My partner did not show',
};
