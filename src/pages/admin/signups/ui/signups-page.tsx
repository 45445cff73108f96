import { lazy, Suspense, useMemo, useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetSignupsQuery } from '@/entities/signup';
import { errorDetail } from '@/shared/api';
import { formatDate } from '@/shared/lib/dates';
import { DAY_CHART_HEIGHT, DEFAULT_DAY_COUNT, MAXIMUM_DAY_COUNT, MINIMUM_DAY_COUNT } from '../config/heatmap';
import { signupsByDay, tenMinuteBuckets } from '../lib/signup-buckets';
import { SignupDayGrid } from './signup-day-grid';

const SignupDayChart = lazy(() => import('./signup-day-chart'));

function parseDayCount(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= MINIMUM_DAY_COUNT && days <= MAXIMUM_DAY_COUNT ? days : null;
}

/** /signups/: when members signed up, per day over a window and per ten minutes within a day. */
export function SignupsPage() {
  const [dayCountText, setDayCountText] = useState(String(DEFAULT_DAY_COUNT));
  const [days, setDays] = useState(DEFAULT_DAY_COUNT);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const { data: records, error, isLoading, fulfilledTimeStamp } = useGetSignupsQuery(days);

  const grid = useMemo(() => signupsByDay(records ?? [], days, new Date(fulfilledTimeStamp ?? Date.now())), [records, days, fulfilledTimeStamp]);
  // Until a day is picked, the latest day that had signups (or today).
  const selectedDate = pickedDate && grid.some((day) => day.date === pickedDate)
    ? pickedDate
    : ([...grid].reverse().find((day) => day.count > 0) ?? grid[grid.length - 1])?.date ?? null;
  const buckets = useMemo(() => (selectedDate ? tenMinuteBuckets(records ?? [], selectedDate) : []), [records, selectedDate]);
  const dayCountValid = parseDayCount(dayCountText) !== null;
  const selectedTotal = buckets.reduce((sum, count) => sum + count, 0);

  function changeDayCount(text: string) {
    setDayCountText(text);
    const parsed = parseDayCount(text);
    if (parsed !== null) setDays(parsed);
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Signups
      </Typography>
      <TextField
        label="Days"
        type="number"
        value={dayCountText}
        onChange={(event) => changeDayCount(event.target.value)}
        error={!dayCountValid}
        helperText={dayCountValid ? 'How many days back to show' : `Enter a whole number from ${MINIMUM_DAY_COUNT} to ${MAXIMUM_DAY_COUNT}`}
        slotProps={{ htmlInput: { min: MINIMUM_DAY_COUNT, max: MAXIMUM_DAY_COUNT, step: 1 } }}
        sx={{ mb: 3, maxWidth: 200 }}
      />
      {error ? (
        <Typography color="error" role="alert">
          {errorDetail(error, 'Failed to load signups')}
        </Typography>
      ) : isLoading ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading signups" />
      ) : (
        <Stack spacing={3}>
          <Typography color="text.secondary">
            {records?.length ?? 0} signup{records?.length === 1 ? '' : 's'} in the last {days} day{days === 1 ? '' : 's'}
          </Typography>
          <SignupDayGrid days={grid} selectedDate={selectedDate} onSelect={setPickedDate} />
          {selectedDate && (
            <Paper variant="outlined" component="section" aria-label="Day view" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {formatDate(selectedDate)}: {selectedTotal} signup{selectedTotal === 1 ? '' : 's'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Signups per 10 minutes, local time
              </Typography>
              <Suspense fallback={<Skeleton variant="rectangular" height={DAY_CHART_HEIGHT} />}>
                <SignupDayChart buckets={buckets} />
              </Suspense>
            </Paper>
          )}
        </Stack>
      )}
    </Container>
  );
}
