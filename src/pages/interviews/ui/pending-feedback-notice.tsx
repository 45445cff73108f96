import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { PendingFeedback } from '@/entities/feedback';
import { formatDate } from '@/shared/lib/dates';

/** What still waits for the member after their interviews: feedback to give or an interview to mark done, each before its window closes. */
export function PendingFeedbackNotice({ pending }: { pending: PendingFeedback[] }) {
  if (pending.length === 0) return null;
  return (
    <Alert severity="warning" component="section" role="region" aria-label="Feedback pending">
      <AlertTitle>Feedback pending</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {pending.map((entry) => (
          <li key={entry.interviewId}>
            <Link component={RouterLink} to={`/interviews/${entry.interviewId}`} color="inherit">
              {entry.feedbackGiven ? 'Mark this interview as done' : entry.markedDone ? 'Give your feedback' : 'Give your feedback and mark the interview done'}
            </Link>{' '}
            by {formatDate(entry.closesAt)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
