import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInterviewWeek, InterviewStatusChip, type Interview } from '@/entities/interview';
import { ReportNoShowButton } from '@/features/report-no-show';
import { ReportObjectButton } from '@/features/report-object';
import { InterviewFeedback } from '@/widgets/interview-feedback';
import { formatDate } from '@/shared/lib/dates';
import { roleSentence } from '../lib/role-sentence';
import { ParticipantCard } from './participant-card';
import { ProposedTime } from './proposed-time';
import { TechnicalQuestions } from './technical-questions';

interface InterviewDetailsProps {
  interview: Interview;
  viewerId: number | undefined;
}

export function InterviewDetails({ interview, viewerId }: InterviewDetailsProps) {
  const { interviewer, interviewee } = interview;
  // The room is for the pair only (the server refuses anyone else, admins included).
  const isParticipant = viewerId !== undefined && (interviewer.id === viewerId || interviewee.id === viewerId);
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p">
            {roleSentence(interview, viewerId)}
          </Typography>
          <InterviewStatusChip status={interview.status} />
        </Stack>
        <Typography>Scheduled week: {formatInterviewWeek(interview.dateEffective)}</Typography>
        {interview.dateCompleted && <Typography>Completed on {formatDate(interview.dateCompleted)}</Typography>}
        {isParticipant && (
          <Box>
            <Button component={RouterLink} to={`/interviews/${interview.interviewId}/room`} variant="contained">
              Open the interview room
            </Button>
          </Box>
        )}
      </Stack>
      <ProposedTime interview={interview} viewerId={viewerId} />
      <Box component="section">
        <Typography variant="h5" component="h2" gutterBottom>
          Participants
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <ParticipantCard roleLabel="Interviewer" member={interviewer} isViewer={interviewer.id === viewerId} />
          <ParticipantCard roleLabel="Interviewee" member={interviewee} isViewer={interviewee.id === viewerId} />
        </Stack>
      </Box>
      <Box component="section">
        <Typography variant="h5" component="h2" gutterBottom>
          Technical questions
        </Typography>
        <TechnicalQuestions interview={interview} viewerId={viewerId} />
      </Box>
      <ReportNoShowButton interview={interview} viewerId={viewerId} />
      <InterviewFeedback interview={interview} />
      <Box>
        <ReportObjectButton type="interview" associatedId={interview.interviewId} />
      </Box>
    </Stack>
  );
}
