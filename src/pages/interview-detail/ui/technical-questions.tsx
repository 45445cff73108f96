import Alert from '@mui/material/Alert';
import type { Interview } from '@/entities/interview';
import { QuestionList } from '@/widgets/question-list';
import { QUESTIONS_HIDDEN } from '../config/interview-detail';
import { questionsHiddenFrom } from '../lib/questions-hidden';

interface TechnicalQuestionsProps {
  interview: Interview;
  viewerId: number | undefined;
}

/** The interview's technical questions, or why the interviewee cannot see them yet. */
export function TechnicalQuestions({ interview, viewerId }: TechnicalQuestionsProps) {
  if (questionsHiddenFrom(interview, viewerId)) return <Alert severity="info">{QUESTIONS_HIDDEN}</Alert>;
  return <QuestionList questions={interview.technicalQuestions} />;
}
