import { baseApi } from '@/shared/api';
import { mapNewReportToDto, mapReport } from '../lib/map-report';
import type { NewReport, Report, ReportDto } from '../model/report';

export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<Report, NewReport>({
      query: (report) => ({ url: '/reports/', method: 'POST', body: mapNewReportToDto(report) }),
      transformResponse: (response: { report: ReportDto }) => mapReport(response.report),
      // Admins watching the reports list see the new one.
      invalidatesTags: (_result, error) => (error ? [] : ['Report']),
    }),
  }),
});

export const { useCreateReportMutation } = reportApi;
