import { lazy, Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetWeekOutcomesQuery, type WeekOutcome } from '@/entities/pairing';
import { formatDate } from '@/shared/lib/dates';
import { RetryAlert } from '@/shared/ui';
import { OUTCOMES_EMPTY, OUTCOMES_LOAD_FAILED } from '../config/messages';
import { formatRate } from '../lib/format-rate';

// Only this panel pays for the chart library, and only once there is something to draw.
const WeekOutcomesChart = lazy(() => import('./week-outcomes-chart'));

function OutcomeRow({ week }: { week: WeekOutcome }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {formatDate(week.weekStart)}
      </TableCell>
      <TableCell align="right">{week.interviews}</TableCell>
      <TableCell align="right">
        {formatRate(week.feedbackCompletionRate)} ({week.feedbackComplete} of {week.interviews})
      </TableCell>
      <TableCell align="right">
        {formatRate(week.noShowRate)} ({week.noShows} of {week.pairedMembers})
      </TableCell>
      <TableCell align="right">
        {week.lateCancellations} late of {week.cancellations}
      </TableCell>
    </TableRow>
  );
}

/** Issue 12: per paired week, how many interviews got feedback from both sides and how many members did not show; issue 22: how many pairs were cancelled, and how many late. */
export function WeekOutcomesPanel() {
  const { data: weeks, isLoading, isError, refetch } = useGetWeekOutcomesQuery(undefined, { refetchOnMountOrArgChange: true });

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
          <Suspense fallback={<Skeleton variant="rounded" height={220} aria-label="Loading chart" />}>
            <WeekOutcomesChart weeks={weeks} />
          </Suspense>
          <TableContainer>
            <Table size="small" aria-label="Feedback completion, no-show rate and cancellations per week">
              <TableHead>
                <TableRow>
                  <TableCell>Week of</TableCell>
                  <TableCell align="right">Interviews</TableCell>
                  <TableCell align="right">Feedback from both</TableCell>
                  <TableCell align="right">No-shows</TableCell>
                  <TableCell align="right">Cancellations</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {weeks.map((week) => (
                  <OutcomeRow key={week.weekStart} week={week} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
