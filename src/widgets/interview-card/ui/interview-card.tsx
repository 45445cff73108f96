import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from 'luxon';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackPendingChip } from '@/entities/feedback';
import {
  formatProposedTime, formatWeekStart, interviewElementId, InterviewStatusChip, partnerClockOf, proposedTimeLabel, weekIsOver, type Interview,
} from '@/entities/interview';
import { interviewTitle } from '../lib/interview-title';
import { ParticipantLine } from './participant-line';

interface InterviewCardProps {
  interview: Interview;
  /** The signed-in member, marked as 'You' on the card. */
  viewerId: number | undefined;
  /** The feedback window is open and the viewer has not yet both given feedback and marked the interview done. */
  feedbackPending?: boolean;
}

/**
 * One interview in a list: its week, status and both participants; the whole card opens the interview. While its
 * week lasts, the pair's members also get the way into their interview room.
 */
export function InterviewCard({ interview, viewerId, feedbackPending = false }: InterviewCardProps) {
  const { interviewer, interviewee } = interview;
  const inPair = viewerId !== undefined && (interviewer.id === viewerId || interviewee.id === viewerId);
  const roomOpen = inPair && interview.status !== 'cancelled' && !weekIsOver(interview.dateEffective, DateTime.now());
  return (
    <Card variant="outlined">
      <CardActionArea id={interviewElementId(interview.interviewId)} component={RouterLink} to={`/interviews/${interview.interviewId}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <div>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {interviewTitle(interview, viewerId)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Week of {formatWeekStart(interview.dateEffective)}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {feedbackPending && <FeedbackPendingChip />}
              <InterviewStatusChip status={interview.status} />
            </Stack>
          </Stack>
          {interview.proposedTime && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {proposedTimeLabel(interview)}: {formatProposedTime(interview.proposedTime, partnerClockOf(interview, viewerId))}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            <ParticipantLine roleLabel="Interviewer" member={interviewer} isViewer={interviewer.id === viewerId} />
            <ParticipantLine roleLabel="Interviewee" member={interviewee} isViewer={interviewee.id === viewerId} />
          </Stack>
        </CardContent>
      </CardActionArea>
      {roomOpen && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={`/interviews/${interview.interviewId}/room`} size="small" variant="outlined">
            Open the interview room
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
