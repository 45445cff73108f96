import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackView, useGetInterviewFeedbackQuery, type FeedbackSide, type FeedbackState } from '@/entities/feedback';
import { formatProposedTime, type Interview } from '@/entities/interview';
import { GiveFeedbackForm, MarkDoneButton } from '@/features/give-feedback';
import { RetryAlert } from '@/shared/ui';

type Person = Interview['interviewer'];

function nameOf(member: Person): string {
  const full = `${member.firstName} ${member.lastName}`.trim();
  return full || `@${member.username}`;
}

function windowSentence(state: FeedbackState): string {
  if (state.window === 'upcoming') return `Feedback opens ${formatProposedTime(state.opensAt)}.`;
  if (state.window === 'open') return `The feedback window is open until ${formatProposedTime(state.closesAt)}.`;
  return `The feedback window closed ${formatProposedTime(state.closesAt)}.`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The viewer's own feedback: the form while it may be given or edited, else what they wrote. */
function MyFeedback({ state, mine, partner }: { state: FeedbackState; mine: FeedbackSide; partner: Person }) {
  const [editing, setEditing] = useState(false);
  const partnerName = nameOf(partner);
  const canEdit = state.window === 'open' && !state.revealed;
  if (mine.feedback && !(editing && canEdit)) {
    return (
      <Section title={`Your feedback for ${partnerName}`}>
        <FeedbackView feedback={mine.feedback} />
        {canEdit && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit feedback
            </Button>
            <Typography variant="body2" color="text.secondary">
              {partnerName} will see it once they have given theirs, or when the window closes.
            </Typography>
          </Stack>
        )}
      </Section>
    );
  }
  if (state.window === 'open' && state.yourRubric) {
    return (
      <Section title={`Your feedback for ${partnerName}`}>
        <GiveFeedbackForm
          key={mine.feedback?.updated ?? 'new'}
          interviewId={state.interviewId}
          rubric={state.yourRubric}
          existing={mine.feedback}
          partnerName={partnerName}
          onSaved={() => setEditing(false)}
          onCancel={mine.feedback ? () => setEditing(false) : undefined}
          prefillFromNotes={state.yourRole === 'interviewer'}
        />
      </Section>
    );
  }
  return (
    <Section title={`Your feedback for ${partnerName}`}>
      <Typography color="text.secondary">{state.window === 'upcoming' ? 'You can give feedback once the interview has started.' : 'You gave no feedback.'}</Typography>
    </Section>
  );
}

/** The partner's feedback: shown only once the server reveals it. */
function PartnerFeedback({ state, mine, theirs, partner }: { state: FeedbackState; mine: FeedbackSide; theirs: FeedbackSide; partner: Person }) {
  const partnerName = nameOf(partner);
  const title = `${partnerName}'s feedback for you`;
  if (theirs.feedback) {
    return (
      <Section title={title}>
        <FeedbackView feedback={theirs.feedback} />
      </Section>
    );
  }
  let sentence: string;
  if (state.revealed) sentence = `${partnerName} gave no feedback.`;
  else if (theirs.submitted && !mine.submitted) sentence = `${partnerName} has given feedback. You will see it once you have given yours.`;
  else if (mine.submitted) sentence = `Waiting for ${partnerName}'s feedback. You will see it once they have given it, or when the window closes.`;
  else sentence = `You will see ${partnerName}'s feedback once you have both given yours, or when the window closes.`;
  return (
    <Section title={title}>
      <Typography color="text.secondary">{sentence}</Typography>
    </Section>
  );
}

function DoneStatus({ state, mine, theirs, partner }: { state: FeedbackState; mine: FeedbackSide; theirs: FeedbackSide; partner: Person }) {
  const partnerName = nameOf(partner);
  if (state.dateCompleted) return <Alert severity="success">You both marked this interview as done.</Alert>;
  if (mine.markedDone) {
    return <Alert severity="info">You marked this interview as done. Waiting for {partnerName} to mark it done too.</Alert>;
  }
  if (state.window !== 'open') return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <MarkDoneButton interviewId={state.interviewId} />
      {theirs.markedDone && (
        <Typography variant="body2" color="text.secondary">
          {partnerName} has marked it done.
        </Typography>
      )}
    </Stack>
  );
}

/** An admin who was not in the interview: both sides, once revealed. */
function AdminView({ state, interview }: { state: FeedbackState; interview: Interview }) {
  if (!state.revealed) {
    return <Typography color="text.secondary">Feedback is shown once both participants have given it, or when the window closes.</Typography>;
  }
  const sides = [
    { side: state.interviewer, author: interview.interviewer, subject: interview.interviewee },
    { side: state.interviewee, author: interview.interviewee, subject: interview.interviewer },
  ];
  return (
    <Stack spacing={2}>
      {sides.map(({ side, author, subject }) => (
        <Section key={author.id} title={`${nameOf(author)}'s feedback for ${nameOf(subject)}`}>
          {side.feedback ? <FeedbackView feedback={side.feedback} /> : <Typography color="text.secondary">No feedback given.</Typography>}
        </Section>
      ))}
    </Stack>
  );
}

/** A page left open across the window's opening or closing asks the server again then, so the form appears or goes. */
const LONGEST_TIMER_MS = 24 * 60 * 60 * 1000;
function useRefetchAtWindowChange(state: FeedbackState | undefined, refetch: () => unknown) {
  const next = state?.window === 'upcoming' ? state.opensAt : state?.window === 'open' ? state.closesAt : null;
  useEffect(() => {
    if (!next) return undefined;
    const delay = new Date(next).getTime() - Date.now();
    if (delay > LONGEST_TIMER_MS) return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(delay, 0) + 1000);
    return () => clearTimeout(timer);
  }, [next, refetch]);
}

/**
 * Feedback on the interview detail page: the window, the viewer's own feedback (form or view), the
 * partner's once revealed, and marking the interview done. What is revealed is the server's decision.
 */
export function InterviewFeedback({ interview }: { interview: Interview }) {
  // Fresh on every visit: the partner may have given feedback (a reveal) since the last one.
  const { currentData: state, isError, refetch } = useGetInterviewFeedbackQuery(interview.interviewId, { refetchOnMountOrArgChange: true });
  useRefetchAtWindowChange(state, refetch);

  let body: React.ReactNode;
  if (isError && !state) body = <RetryAlert onRetry={refetch}>Failed to load feedback.</RetryAlert>;
  else if (!state) body = <Skeleton variant="rounded" height={160} aria-label="Loading feedback" />;
  else if (state.yourRole === null) body = <AdminView state={state} interview={interview} />;
  else {
    const viewerIsInterviewer = state.yourRole === 'interviewer';
    const mine = viewerIsInterviewer ? state.interviewer : state.interviewee;
    const theirs = viewerIsInterviewer ? state.interviewee : state.interviewer;
    const partner = viewerIsInterviewer ? interview.interviewee : interview.interviewer;
    body = (
      <Stack spacing={2}>
        <MyFeedback state={state} mine={mine} partner={partner} />
        <PartnerFeedback state={state} mine={mine} theirs={theirs} partner={partner} />
        <DoneStatus state={state} mine={mine} theirs={theirs} partner={partner} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="interview-feedback-heading">
      <Typography id="interview-feedback-heading" variant="h5" component="h2" gutterBottom>
        Feedback
      </Typography>
      {state && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {windowSentence(state)}
        </Typography>
      )}
      {body}
    </Box>
  );
}
