import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  behavioralPreview,
  ERROR_TOAST_MS,
  QuestionCoverageAlerts,
  useGetBehavioralQuestionsQuery,
  useGetQuestionQueueQuery,
  useGetTechnicalQuestionsQuery,
  type QuestionType,
} from '@/entities/question';
import { QUEUE_MESSAGES, QuestionQueueEditor, type QueueCandidate } from '@/features/edit-question-queue';
import { SectionLoader } from '@/shared/ui';
import { QUESTION_LIST_PATHS, QUEUE_TITLES } from '../config/titles';

/** The questions of one type, named as the queue shows them: technical by title, behavioral by their first 100 characters. */
function useQueueCandidates(type: QuestionType) {
  const technical = useGetTechnicalQuestionsQuery(undefined, { skip: type !== 'technical' });
  const behavioral = useGetBehavioralQuestionsQuery(undefined, { skip: type !== 'behavioral' });
  const source = type === 'technical' ? technical : behavioral;
  const candidates = useMemo<QueueCandidate[] | undefined>(
    () =>
      type === 'technical'
        ? technical.data?.map((question) => ({ questionId: question.questionId, label: `${question.title} (${question.topicName})` }))
        : behavioral.data?.map((question) => ({ questionId: question.questionId, label: behavioralPreview(question.prompt) })),
    [type, technical.data, behavioral.data],
  );
  return { candidates, isError: source.isError, refetch: source.refetch };
}

/** /questions/queue/technical and /questions/queue/behavioral (SPEC sections 2 and 4); keyed by type in the route table. */
export function QuestionQueuePage({ type }: { type: QuestionType }) {
  const { enqueueSnackbar } = useSnackbar();
  const queue = useGetQuestionQueueQuery(type);
  const questions = useQueueCandidates(type);
  const failed = queue.isError || questions.isError;

  useEffect(() => {
    if (failed) enqueueSnackbar(QUEUE_MESSAGES.loadFailed, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [failed, enqueueSnackbar]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={QUESTION_LIST_PATHS[type]} sx={{ mb: 1 }}>
        Back to questions
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {QUEUE_TITLES[type]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pairing hands out questions from the top of the queue and moves them to the back, skipping those the
        interviewee has met before.
      </Typography>
      <QuestionCoverageAlerts type={type} />
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void queue.refetch();
                void questions.refetch();
              }}
            >
              Retry
            </Button>
          }
        >
          {QUEUE_MESSAGES.loadFailed}
        </Alert>
      ) : !queue.data || !questions.candidates ? (
        <SectionLoader label="Loading queue" />
      ) : (
        <QuestionQueueEditor type={type} questions={questions.candidates} savedQueue={queue.data} />
      )}
    </Container>
  );
}
