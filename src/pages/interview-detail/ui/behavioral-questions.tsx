import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Interview } from '@/entities/interview';
import { ReportObjectButton } from '@/features/report-object';
import { QuestionSection } from '@/widgets/question-list';

interface BehavioralQuestionsProps {
  interview: Interview;
  /** h3 inside the interviewee's "After the interview" section. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * The behavioral question the interviewer asks (one per interview, so shown in full, nothing to expand), under
 * the same rule as the technical ones: withheld from the interviewee until the round is over. Then, and when
 * none is assigned, the section is left out: the technical section already says so for both.
 */
export function BehavioralQuestions({ interview, headingComponent = 'h2' }: BehavioralQuestionsProps) {
  const questions = interview.behavioralQuestions;
  if (interview.questionsHidden || questions.length === 0) return null;
  return (
    <Box component="section">
      <Typography variant={headingComponent === 'h2' ? 'h5' : 'h6'} component={headingComponent} gutterBottom>
        {questions.length === 1 ? 'Behavioral question' : 'Behavioral questions'}
      </Typography>
      <Stack spacing={2}>
      {questions.map((question) => (
        <Paper key={question.questionId} variant="outlined" component="article" aria-label="Behavioral question" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <QuestionSection heading="Prompt" markdown={question.prompt} />
            <QuestionSection heading="Solution" markdown={question.solution} />
            <QuestionSection heading="Follow-up questions" markdown={question.followUps} />
            <QuestionSection heading="Source" markdown={question.source} />
            <div>
              <ReportObjectButton type="question" associatedId={question.questionId} size="small" />
            </div>
          </Stack>
        </Paper>
      ))}
      </Stack>
    </Box>
  );
}
