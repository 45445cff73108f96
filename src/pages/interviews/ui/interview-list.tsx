import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Interview } from '@/entities/interview';
import { InterviewCard } from '@/widgets/interview-card';
import { EMPTY_LIST } from '../config/interviews-list';

interface InterviewListProps {
  interviews: Interview[];
  viewerId: number | undefined;
  /** Interviews whose feedback still waits for the viewer. */
  feedbackPending?: ReadonlySet<string>;
}

export function InterviewList({ interviews, viewerId, feedbackPending }: InterviewListProps) {
  if (interviews.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {EMPTY_LIST.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {EMPTY_LIST.description}
        </Typography>
        <Button component={RouterLink} to="/interview-signup">
          Sign up for an interview
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {interviews.map((interview) => (
        <InterviewCard key={interview.interviewId} interview={interview} viewerId={viewerId} feedbackPending={feedbackPending?.has(interview.interviewId) ?? false} />
      ))}
    </Stack>
  );
}

export function InterviewListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading interviews">
      {[0, 1, 2].map((placeholder) => (
        <Skeleton key={placeholder} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
