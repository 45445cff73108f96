import { lazy, Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGetWeekOutcomesQuery } from '@/entities/pairing';
import { RetryAlert } from '@/shared/ui';
import { OUTCOMES_EMPTY, OUTCOMES_HELP, OUTCOMES_LOAD_FAILED } from '../config/messages';
import { WeekOutcomesList, WeekOutcomesTable } from './week-outcomes-figures';

// Only this panel pays for the chart library, and only once there is something to draw.
const WeekOutcomesChart = lazy(() => import('./week-outcomes-chart'));

/** Issue 12: per paired week, how many interviews got feedback from both sides and how many members did not show; issue 22: how many pairs were cancelled, and how many late. */
export function WeekOutcomesPanel() {
  const { data: weeks, isLoading, isError, refetch } = useGetWeekOutcomesQuery(undefined, { refetchOnMountOrArgChange: true });
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="week-outcomes-heading" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="week-outcomes-heading" gutterBottom>
        Feedback, no-shows and cancellations by week
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading weekly outcomes" />
      ) : isError || !weeks ? (
        <RetryAlert onRetry={refetch}>{OUTCOMES_LOAD_FAILED}</RetryAlert>
      ) : weeks.length === 0 ? (
        <Typography color="text.secondary">{OUTCOMES_EMPTY}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {OUTCOMES_HELP}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={220} aria-label="Loading chart" />}>
            <WeekOutcomesChart weeks={weeks} />
          </Suspense>
          {phone ? <WeekOutcomesList weeks={weeks} /> : <WeekOutcomesTable weeks={weeks} />}
        </>
      )}
    </Paper>
  );
}
