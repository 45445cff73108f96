import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useGetAdminsQuery } from '@/entities/member';
import { useGetReportsQuery } from '@/entities/report';
import { errorDetail } from '@/shared/api';
import { RetryAlert } from '@/shared/ui';
import { ADMIN_LIST_FAILED, ERROR_TOAST_MS, REPORTS_GET_FAILED, REPORTS_LOAD_FAILED } from '../config/messages';
import { matchesAssignee, NO_FILTERS, serverFilters, type ReportListFilters } from '../lib/report-list-filters';
import { HandleReportDialog } from './handle-report-dialog';
import { ReportCard } from './report-card';
import { ReportFiltersBar } from './report-filters-bar';

/** /reports: the reports members filed, filtered, each handled by an admin. */
export function ReportsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [filters, setFilters] = useState<ReportListFilters>(NO_FILTERS);
  const { data: reports, error, isLoading, isFetching, refetch } = useGetReportsQuery(serverFilters(filters));
  const { data: admins = [], error: adminsError } = useGetAdminsQuery();
  const [handlingId, setHandlingId] = useState<string | null>(null);

  useEffect(() => {
    if (error) enqueueSnackbar(REPORTS_LOAD_FAILED, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [error, enqueueSnackbar]);
  useEffect(() => {
    if (adminsError) enqueueSnackbar(`${ADMIN_LIST_FAILED}: ${errorDetail(adminsError, 'no answer from the server')}`, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [adminsError, enqueueSnackbar]);

  const shown = (reports ?? []).filter((report) => matchesAssignee(report, filters.assignee));
  const handling = shown.find((report) => report.reportId === handlingId) ?? null;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Reports
      </Typography>
      <Stack spacing={3}>
        <ReportFiltersBar filters={filters} admins={admins} onChange={setFilters} />
        {isLoading ? (
          <Stack spacing={2} role="status" aria-label="Loading reports">
            {[0, 1, 2].map((placeholder) => (
              <Skeleton key={placeholder} variant="rounded" height={140} />
            ))}
          </Stack>
        ) : error ? (
          <RetryAlert onRetry={refetch}>
            {REPORTS_GET_FAILED}: {errorDetail(error, 'no answer from the server')}
          </RetryAlert>
        ) : shown.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography>No reports match these filters.</Typography>
          </Paper>
        ) : (
          <Stack spacing={2} sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
            {shown.map((report) => (
              <ReportCard key={report.reportId} report={report} admins={admins} onHandle={() => setHandlingId(report.reportId)} />
            ))}
          </Stack>
        )}
      </Stack>
      {handling && <HandleReportDialog key={handling.reportId} report={handling} admins={admins} onClose={() => setHandlingId(null)} />}
    </Container>
  );
}
