import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { averageRating, FeedbackView, RUBRICS, useGetReceivedFeedbackQuery, type ReceivedFeedback, type RubricSummary } from '@/entities/feedback';
import { formatDate } from '@/shared/lib/dates';
import { RetryAlert } from '@/shared/ui';
import { TREND_CHART_HEIGHT } from '../config/chart';
import { trendPoints } from '../lib/trend-points';

const FeedbackTrendChart = lazy(() => import('./feedback-trend-chart'));
/** A trend needs two points; one alone is only a dot. */
const MIN_TREND_POINTS = 2;
/** The newest entries of a rubric shown before "Show all". */
const FIRST_SHOWN = 3;

function authorName(entry: ReceivedFeedback): string {
  return `${entry.author.firstName} ${entry.author.lastName}`.trim() || `@${entry.author.username}`;
}

function Entry({ entry }: { entry: ReceivedFeedback }) {
  return (
    <Box component="article" aria-label={`Feedback from ${authorName(entry)}`}>
      <Typography variant="subtitle1" component="h4">
        {formatDate(entry.interviewTime)}: from {authorName(entry)}, you were the {entry.role}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Average {averageRating(entry.feedback).toFixed(1)} out of 5
      </Typography>
      {/* The rubric's section names its criteria. */}
      <FeedbackView feedback={entry.feedback} showRubric={false} />
    </Box>
  );
}

/**
 * The feedback received in one rubric: the server's summary of it (never averaged with another rubric's),
 * the trend of its scores and its entries, newest first.
 */
function RubricHistory({ summary, received }: { summary: RubricSummary; received: ReceivedFeedback[] }) {
  const rubric = RUBRICS[summary.rubric];
  const [showAll, setShowAll] = useState(false);
  const trend = useMemo(() => trendPoints(received, summary.rubric), [received, summary.rubric]);
  const newestFirst = useMemo(() => received.filter((entry) => entry.feedback.rubric === summary.rubric).reverse(), [received, summary.rubric]);
  const shown = showAll ? newestFirst : newestFirst.slice(0, FIRST_SHOWN);
  const headingId = `feedback-history-${summary.rubric}`;
  const criteria = rubric.fields.map((field) => `${field.label} ${(summary.criteria[field.key] ?? 0).toFixed(1)}`).join(', ');

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {rubric.historyTitle}
      </Typography>
      {rubric.note && (
        <Typography variant="body2" color="text.secondary">
          {rubric.note}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {summary.reviews} {summary.reviews === 1 ? 'review' : 'reviews'}; average {summary.average.toFixed(1)} out of 5.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {criteria}.
      </Typography>
      {newestFirst.length >= MIN_TREND_POINTS ? (
        <Box
          role="img"
          aria-label={`${rubric.historyTitle}, scores over time: ${trend.labels.map((label, index) => `${label} ${trend.series[0].data[index]}`).join(', ')}`}
        >
          <Suspense fallback={<Skeleton variant="rectangular" height={TREND_CHART_HEIGHT} />}>
            <FeedbackTrendChart labels={trend.labels} series={trend.series} />
          </Suspense>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          A chart of these scores over time appears after the second review.
        </Typography>
      )}
      <Stack spacing={3} divider={<Divider flexItem />} sx={{ mt: 2 }}>
        {shown.map((entry) => (
          <Entry key={`${entry.interviewId}-${entry.feedback.authorId}`} entry={entry} />
        ))}
      </Stack>
      {newestFirst.length > FIRST_SHOWN && (
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => setShowAll(!showAll)}>{showAll ? 'Show fewer' : `Show all ${newestFirst.length}`}</Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * The feedback the member received after their interviews, once revealed, one part per rubric (as the
 * interviewee, as the interviewer): only the member sees it (GET /interview/feedback/received/).
 */
export function FeedbackHistory() {
  const { data: history, isLoading, isError, refetch } = useGetReceivedFeedbackQuery(undefined, { refetchOnMountOrArgChange: true });

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} aria-label="Loading feedback" />;
  else if (isError || !history) body = <RetryAlert onRetry={refetch}>Failed to load your feedback.</RetryAlert>;
  else if (history.entries.length === 0) {
    body = <Typography color="text.secondary">No feedback yet. What your interview partners write about you appears here once it is revealed.</Typography>;
  } else {
    body = (
      <Stack spacing={4} divider={<Divider flexItem />}>
        {history.summary.map((summary) => (
          <RubricHistory key={summary.rubric} summary={summary} received={history.entries} />
        ))}
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
