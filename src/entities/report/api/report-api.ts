import { baseApi } from '@/shared/api';
import { mapNewReportToDto, mapReport } from '../lib/map-report';
import { reportFiltersToParams } from '../lib/report-filters-params';
import type { NewReport, Report, ReportDto, ReportFilters, ReportStatus } from '../model/report';
import type { LiftedStrikeDto, LiftedSuspensionDto } from '@/shared/api';

const reportTag = (reportId: string) => [{ type: 'Report' as const, id: reportId }];

export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<Report, NewReport>({
      query: (report) => ({ url: '/reports/', method: 'POST', body: mapNewReportToDto(report) }),
      transformResponse: (response: { report: ReportDto }) => mapReport(response.report),
      // Admins watching the reports list see the new one.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Report', id: 'LIST' }]),
    }),
    /** Admins: newest first. */
    getReports: build.query<Report[], ReportFilters>({
      query: (filters) => ({ url: '/reports/all/', params: reportFiltersToParams(filters) }),
      transformResponse: (response: { reports: ReportDto[] }) => response.reports.map(mapReport),
      providesTags: (reports = []) => [{ type: 'Report', id: 'LIST' }, ...reports.map((report) => ({ type: 'Report' as const, id: report.reportId }))],
    }),
    /** An admin's member id, or null to unassign. */
    assignReport: build.mutation<Report, { reportId: string; assignee: number | null }>({
      query: ({ reportId, assignee }) => ({ url: `/reports/${encodeURIComponent(reportId)}/assign/`, method: 'PATCH', body: { assignee } }),
      transformResponse: (response: { report: ReportDto }) => mapReport(response.report),
      // The list refetches too: a filtered list may gain or lose the report.
      invalidatesTags: (_result, error, { reportId }) => (error ? [] : [...reportTag(reportId), { type: 'Report', id: 'LIST' }]),
    }),
    /** The status, and the admins' notes when given (API.md: `admin_notes` travels with the status). */
    setReportStatus: build.mutation<Report, { reportId: string; status: ReportStatus; adminNotes?: string }>({
      query: ({ reportId, status, adminNotes }) => ({
        url: `/reports/${encodeURIComponent(reportId)}/status/`,
        method: 'PATCH',
        body: adminNotes === undefined ? { status } : { status, admin_notes: adminNotes },
      }),
      transformResponse: (response: { report: ReportDto }) => mapReport(response.report),
      invalidatesTags: (_result, error, { reportId }) => (error ? [] : [...reportTag(reportId), { type: 'Report', id: 'LIST' }]),
    }),
    /** Admins: a strike for the member a `no_show` report is about; the report is completed. */
    confirmNoShow: build.mutation<Report, string>({
      query: (reportId) => ({ url: `/reports/${encodeURIComponent(reportId)}/confirm-no-show/`, method: 'POST' }),
      transformResponse: (response: { report: ReportDto }) => mapReport(response.report),
      // Every no-show report about that member shows the new suspension; and their signup screen.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Report', id: 'LIST' }, 'Pool']),
    }),
    /** Admins: the strike no longer counts; a suspension it was part of ends. */
    liftStrike: build.mutation<LiftedStrikeDto, string>({
      query: (strikeId) => ({ url: `/strikes/${encodeURIComponent(strikeId)}/lift/`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Report', id: 'LIST' }, 'Pool']),
    }),
    /** Admins: lifts every strike of a suspended member. */
    liftSuspension: build.mutation<LiftedSuspensionDto, number>({
      query: (memberId) => ({ url: `/members/${memberId}/lift-suspension/`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Report', id: 'LIST' }, 'Pool']),
    }),
  }),
});

export const {
  useCreateReportMutation, useGetReportsQuery, useAssignReportMutation, useSetReportStatusMutation, useConfirmNoShowMutation, useLiftStrikeMutation,
  useLiftSuspensionMutation,
} = reportApi;
