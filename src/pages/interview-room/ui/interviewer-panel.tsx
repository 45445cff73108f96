import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useGetInterviewQuery } from '@/entities/interview';
import { BehavioralQuestionCard, RoomNotesPad } from '@/features/room/notes';
import { QuestionList } from '@/widgets/question-list';
import { SectionLoader } from '@/shared/ui';

interface InterviewerPanelProps {
  interviewId: string;
  partnerName: string;
  revealedIds: ReadonlySet<string>;
  canReveal: boolean;
  onReveal: (questionId: string) => void;
}

/**
 * The round's questions for its interviewer: prompt, solution, follow-ups and source, with the draw's note when the
 * queue had no question of the interviewee's preferred kind, as the interview page shows them. They come from the
 * interview itself, which the server sends its interviewer only.
 */
export function InterviewerPanel({ interviewId, partnerName, revealedIds, canReveal, onReveal }: InterviewerPanelProps) {
  const { data: interview, isLoading, isError } = useGetInterviewQuery(interviewId);

  return (
    <Stack component="section" aria-labelledby="interviewer-panel-title" spacing={1.5}>
      <Typography id="interviewer-panel-title" variant="h6" component="h2">
        Your questions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Only you see this panel. {partnerName} sees a question&apos;s prompt once you show it.
      </Typography>
      {isLoading && <SectionLoader label="Loading your questions" />}
      {isError && <Alert severity="error">Your questions could not be loaded. Reload the page to try again.</Alert>}
      {interview && (
        <>
          {/* The draw could not match the interviewee's focus or difficulty: the interviewer adapts, as on the interview page. */}
          {interview.questionNote && <Alert severity="warning">{interview.questionNote}</Alert>}
          <QuestionList
            questions={interview.technicalQuestions}
            renderActions={(question) =>
              revealedIds.has(question.questionId) ? (
                <Button size="small" startIcon={<CheckIcon />} disabled>
                  Shown to {partnerName}
                </Button>
              ) : (
                <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} disabled={!canReveal} onClick={() => onReveal(question.questionId)}>
                  Show question to partner
                </Button>
              )
            }
          />
          {interview.behavioralQuestions.map((question, index) => (
            <BehavioralQuestionCard key={question.questionId} interviewId={interviewId} number={index + 1} question={question} />
          ))}
        </>
      )}
      <RoomNotesPad interviewId={interviewId} partnerName={partnerName} />
    </Stack>
  );
}
