import { DateTime } from 'luxon';
import Alert from '@mui/material/Alert';
import { weekIsOver, type Interview } from '@/entities/interview';
import { QuestionList } from '@/widgets/question-list';
import { QUESTIONS_HIDDEN } from '../config/interview-detail';

interface TechnicalQuestionsProps {
  interview: Interview;
  viewerId: number | undefined;
}

/** The interview's technical questions, or why the interviewee cannot see them yet. */
export function TechnicalQuestions({ interview, viewerId }: TechnicalQuestionsProps) {
  // Mirrors the server's rule, which sends the interviewee no questions until then (API.md "Interviews").
  const hiddenFromViewer =
    interview.interviewee.id === viewerId &&
    interview.status !== 'completed' &&
    !weekIsOver(interview.dateEffective, DateTime.now());
  if (hiddenFromViewer) return <Alert severity="info">{QUESTIONS_HIDDEN}</Alert>;
  return <QuestionList questions={interview.technicalQuestions} />;
}
