import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { averageRating, FeedbackView, useGetReceivedFeedbackQuery, type ReceivedFeedback } from '@/entities/feedback';
import { formatDate } from '@/shared/lib/dates';
import { RetryAlert } from '@/shared/ui';
import { TREND_CHART_HEIGHT } from '../config/chart';
import { trendPoints } from '../lib/trend-points';

const FeedbackTrendChart = lazy(() => import('./feedback-trend-chart'));
/** A trend needs two points; one alone is only a dot. */
const MIN_TREND_POINTS = 2;
/** The newest entries shown before "Show all". */
const FIRST_SHOWN = 3;

function authorName(entry: ReceivedFeedback): string {
  return `${entry.author.firstName} ${entry.author.lastName}`.trim() || `@${entry.author.username}`;
}

function Entry({ entry }: { entry: ReceivedFeedback }) {
  return (
    <Box component="article" aria-label={`Feedback from ${authorName(entry)}`}>
      <Typography variant="subtitle1" component="h3">
        {formatDate(entry.interviewTime)}: from {authorName(entry)}, you were the {entry.role}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Average {averageRating(entry.feedback).toFixed(1)} out of 5
      </Typography>
      <FeedbackView feedback={entry.feedback} />
    </Box>
  );
}

/**
 * The feedback the member received after their interviews, once revealed: a trend chart of the scores
 * over time and the entries, newest first. Only the member sees it (GET /interview/feedback/received/).
 */
export function FeedbackHistory() {
  const { data: received, isLoading, isError, refetch } = useGetReceivedFeedbackQuery(undefined, { refetchOnMountOrArgChange: true });
  const [showAll, setShowAll] = useState(false);
  const trend = useMemo(() => trendPoints(received ?? []), [received]);
  const newestFirst = useMemo(() => [...(received ?? [])].reverse(), [received]);
  const shown = showAll ? newestFirst : newestFirst.slice(0, FIRST_SHOWN);

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} aria-label="Loading feedback" />;
  else if (isError || !received) body = <RetryAlert onRetry={refetch}>Failed to load your feedback.</RetryAlert>;
  else if (received.length === 0) {
    body = <Typography color="text.secondary">No feedback yet. What your interview partners write about you appears here once it is revealed.</Typography>;
  } else {
    const latest = trend.series[0].data.at(-1) ?? 0;
    body = (
      <Stack spacing={3}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {received.length} {received.length === 1 ? 'review' : 'reviews'}; latest average {latest.toFixed(1)} out of 5.
          </Typography>
          {received.length >= MIN_TREND_POINTS ? (
            <Box role="img" aria-label={`Feedback scores over time: ${trend.labels.map((label, index) => `${label} ${trend.series[0].data[index]}`).join(', ')}`}>
              <Suspense fallback={<Skeleton variant="rectangular" height={TREND_CHART_HEIGHT} />}>
                <FeedbackTrendChart labels={trend.labels} series={trend.series} />
              </Suspense>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              A chart of your scores over time appears after your second review.
            </Typography>
          )}
        </Box>
        <Stack spacing={3} divider={<Divider flexItem />}>
          {shown.map((entry) => (
            <Entry key={`${entry.interviewId}-${entry.feedback.authorId}`} entry={entry} />
          ))}
        </Stack>
        {newestFirst.length > FIRST_SHOWN && (
          <Box>
            <Button onClick={() => setShowAll(!showAll)}>{showAll ? 'Show fewer' : `Show all ${newestFirst.length}`}</Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="feedback-history-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="feedback-history-heading" variant="h5" component="h2" gutterBottom>
        Feedback received
      </Typography>
      {body}
    </Paper>
  );
}
