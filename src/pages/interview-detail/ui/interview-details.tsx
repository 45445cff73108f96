import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { formatInterviewWeek, InterviewStatusChip, weekIsOver, type Interview } from '@/entities/interview';
import { InterviewTimePanel } from '@/features/interview/time';
import { CancelInterview } from '@/features/cancel-interview';
import { ReportNoShowButton } from '@/features/report-no-show';
import { ReportObjectButton } from '@/features/report-object';
import { InterviewFeedback } from '@/widgets/interview-feedback';
import { formatDate } from '@/shared/lib/dates';
import { AFTER_THE_INTERVIEW } from '../config/interview-detail';
import { roleSentence } from '../lib/role-sentence';
import { ParticipantCard } from './participant-card';
import { ProposedTime } from './proposed-time';
import { BehavioralQuestions } from './behavioral-questions';
import { TechnicalQuestions } from './technical-questions';

// Its own chunk (Yjs, the player): the page's first load does not grow, and a page without the pair's members needs none of it.
const RoomReplay = lazy(() => import('@/widgets/room-replay').then((slice) => ({ default: slice.RoomReplay })));

interface InterviewDetailsProps {
  interview: Interview;
  viewerId: number | undefined;
}

export function InterviewDetails({ interview, viewerId }: InterviewDetailsProps) {
  const { interviewer, interviewee } = interview;
  // The room is for the pair only (the server refuses anyone else, admins included).
  const isParticipant = viewerId !== undefined && (interviewer.id === viewerId || interviewee.id === viewerId);
  // A cancelled interview says so first and offers nothing of a live one: no room, no calendar, no feedback.
  const cancelled = interview.status === 'cancelled';
  // The interviewee reads the questions, model solution included, once the round is over: beside the feedback, to learn from.
  const questionsToLearnFrom = interviewee.id === viewerId && !interview.questionsHidden;
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
        {cancelled && <CancelInterview interview={interview} viewerId={viewerId} />}
        {isParticipant && !cancelled && !weekIsOver(interview.dateEffective, DateTime.now()) && (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Button component={RouterLink} to={`/interviews/${interview.interviewId}/room`} variant="contained">
              Open the interview room
            </Button>
            <Typography variant="body2" color="text.secondary">
              Open all week: meet there at the proposed time, or whenever you both agree.
            </Typography>
          </Stack>
        )}
      </Stack>
      {!cancelled && <ProposedTime interview={interview} viewerId={viewerId} />}
      {isParticipant && interview.status === 'pending' && <InterviewTimePanel interview={interview} viewerId={viewerId} />}
      <Box component="section">
        <Typography variant="h5" component="h2" gutterBottom>
          Participants
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <ParticipantCard roleLabel="Interviewer" member={interviewer} isViewer={interviewer.id === viewerId} />
          <ParticipantCard roleLabel="Interviewee" member={interviewee} isViewer={interviewee.id === viewerId} />
        </Stack>
      </Box>
      {!questionsToLearnFrom && (
        <>
          <Box component="section">
            <Typography variant="h5" component="h2" gutterBottom>
              Technical questions
            </Typography>
            <TechnicalQuestions interview={interview} />
          </Box>
          <BehavioralQuestions interview={interview} />
        </>
      )}
      <ReportNoShowButton interview={interview} viewerId={viewerId} />
      {!cancelled && <CancelInterview interview={interview} viewerId={viewerId} />}
      {!cancelled && <InterviewFeedback interview={interview} />}
      {questionsToLearnFrom && (
        <Stack component="section" aria-labelledby="after-the-interview-heading" spacing={2}>
          <Typography id="after-the-interview-heading" variant="h5" component="h2">
            {AFTER_THE_INTERVIEW}
          </Typography>
          <TechnicalQuestions interview={interview} />
          <BehavioralQuestions interview={interview} headingComponent="h3" />
        </Stack>
      )}
      {isParticipant && (
        <Box component="section" aria-labelledby="room-replay-heading">
          <Typography id="room-replay-heading" variant="h5" component="h2" gutterBottom>
            Replay of the interview room
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The code of both rounds as it was written, with the interviewers&apos; notes they shared.
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading the replay" />}>
            <RoomReplay interviewId={interview.interviewId} />
          </Suspense>
        </Box>
      )}
      <Box>
        <ReportObjectButton type="interview" associatedId={interview.interviewId} />
      </Box>
    </Stack>
  );
}
