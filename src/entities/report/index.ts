export type { Report, ReportDto, ReportType, ReportStatus, NewReport } from './model/report';
export { mapReport, mapNewReportToDto } from './lib/map-report';
export { reportApi, useCreateReportMutation } from './api/report-api';
