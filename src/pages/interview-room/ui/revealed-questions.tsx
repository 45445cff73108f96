import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RevealedQuestion } from '@/entities/room';
import { QuestionMarkdown, TestExamples } from '@/entities/question';

interface RevealedQuestionsProps {
  questions: RevealedQuestion[];
  interviewerName: string;
}

/** What the interviewee sees of the round's questions: the prompts the interviewer chose to show, nothing more. */
export function RevealedQuestions({ questions, interviewerName }: RevealedQuestionsProps) {
  return (
    <Stack component="section" aria-labelledby="revealed-questions-title" spacing={1.5}>
      <Typography id="revealed-questions-title" variant="h6" component="h2">
        Your question
      </Typography>
      {questions.length === 0 && (
        <Typography color="text.secondary">{interviewerName} has not shown you a question yet.</Typography>
      )}
      {questions.map((question) => (
        <Paper key={question.questionId} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
            {question.title}
          </Typography>
          <QuestionMarkdown markdown={question.prompt} />
          {question.testSpec && <TestExamples spec={question.testSpec} />}
        </Paper>
      ))}
    </Stack>
  );
}
