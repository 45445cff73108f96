import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Interview } from '@/entities/interview';
import { QuestionList } from '@/widgets/question-list';
import { QUESTIONS_HIDDEN } from '../config/interview-detail';

interface TechnicalQuestionsProps {
  interview: Interview;
}

/**
 * The interview's technical questions, or why the interviewee cannot see them yet; above them, when the queue had
 * no question at the interviewee's focus and difficulty, the server's note saying which kind was given instead.
 */
export function TechnicalQuestions({ interview }: TechnicalQuestionsProps) {
  if (interview.questionsHidden) return <Alert severity="info">{QUESTIONS_HIDDEN}</Alert>;
  return (
    <Stack spacing={2}>
      {interview.questionNote && <Alert severity="warning">{interview.questionNote}</Alert>}
      <QuestionList questions={interview.technicalQuestions} />
    </Stack>
  );
}
