import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { QuestionMarkdown } from '@/entities/question';
import { STAR_PARTS } from '@/entities/room-note';
import { ROOM_NOTES_LIMITS } from '@/shared/config';
import { LimitedTextField, SectionLoader } from '@/shared/ui';
import { useStarNotes } from '../model/use-star-notes';
import { QuestionStopwatch } from './question-stopwatch';

export interface BehavioralQuestionCardProps {
  interviewId: string;
  number: number;
  question: { questionId: string; prompt: string; followUps: string; solution: string };
}

const STATUS_TEXT = { saved: 'Saved.', unsaved: 'Saving when you pause…', saving: 'Saving…', failed: 'Not saved: it is tried again when you type.' } as const;

/**
 * One behavioral question for its interviewer (issue 29): the prompt and follow-ups, a stopwatch, what a strong
 * answer shows (the interviewer's only, as a solution is), and notes in the STAR structure that prefill the feedback.
 */
export function BehavioralQuestionCard({ interviewId, number, question }: BehavioralQuestionCardProps) {
  const notes = useStarNotes(interviewId, question.questionId);
  const heading = `Behavioral question ${number}`;
  const headingId = `behavioral-question-${question.questionId}`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {heading}
          </Typography>
          <QuestionStopwatch label={`Time on ${heading.toLowerCase()}`} />
        </Stack>
        <QuestionMarkdown markdown={question.prompt} />
        {question.followUps.trim() !== '' && (
          <Stack spacing={0.5}>
            <Typography variant="body2" component="h4" sx={{ fontWeight: 500 }}>
              Follow-ups
            </Typography>
            <QuestionMarkdown markdown={question.followUps} />
          </Stack>
        )}
        {question.solution.trim() !== '' && (
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                What a strong answer shows
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <QuestionMarkdown markdown={question.solution} />
            </AccordionDetails>
          </Accordion>
        )}
        {notes.loadFailed && <Alert severity="error">Your notes on this question could not be loaded.</Alert>}
        {!notes.draft && !notes.loadFailed && <SectionLoader label="Loading your notes" />}
        {notes.draft && (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 500, p: 0 }}>
              Your notes on the answer (STAR)
            </Typography>
            {STAR_PARTS.map(({ key, label }) => (
              <LimitedTextField
                key={key}
                label={label}
                value={notes.draft?.[key] ?? ''}
                maxLength={ROOM_NOTES_LIMITS.star_field}
                onChange={(event) => notes.setPart(key, event.target.value)}
                onBlur={notes.saveNow}
                fullWidth
                multiline
                minRows={1}
                maxRows={6}
              />
            ))}
            <Typography role="status" variant="caption" color={notes.status === 'failed' ? 'error' : 'text.secondary'}>
              {STATUS_TEXT[notes.status]}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
