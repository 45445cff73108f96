export type {
  Report, ReportDto, ReportType, ReportStatus, NewReport, ReportFilters, AssociatedObjectLink, Strike, Suspension, NoShowState,
} from './model/report';
export { REPORT_TYPES, REPORT_STATUSES, REPORT_TYPE_LABELS } from './model/report';
export { REPORT_SUBMITTED, REPORT_FAILED, REPORT_TOAST_MS } from './config/messages';
export { mapReport, mapNewReportToDto } from './lib/map-report';
export { associatedObjectLink } from './lib/associated-object-link';
export { reportFiltersToParams } from './lib/report-filters-params';
export {
  reportApi, useCreateReportMutation, useGetReportsQuery, useAssignReportMutation, useSetReportStatusMutation, useConfirmNoShowMutation,
  useLiftStrikeMutation, useLiftSuspensionMutation,
} from './api/report-api';
