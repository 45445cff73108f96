import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGetTechnicalQuestionQuery, type TechnicalQuestion } from '@/entities/question';
import { TechnicalQuestionForm } from '@/features/edit-technical-question';
import { SectionLoader } from '@/shared/ui';

const NEW_QUESTION = 'new';

/** /questions/technical/create and /questions/technical/edit/{id} (SPEC section 2). */
export function TechnicalQuestionEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<string>();
  // The form that created a question stays mounted at the question's new address (it is in update mode already),
  // so nothing typed right after the creation is lost to a remount.
  const formKey = id && id !== createdId ? id : NEW_QUESTION;
  const question = useGetTechnicalQuestionQuery(id ?? '', { skip: formKey === NEW_QUESTION });

  function showCreated(created: TechnicalQuestion) {
    setCreatedId(created.questionId);
    navigate(`/questions/technical/edit/${created.questionId}`, { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/questions/technical/" sx={{ mb: 1 }}>
        Back to questions
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {id ? 'Edit question' : 'Create question'}
      </Typography>
      {formKey === NEW_QUESTION || question.data ? (
        <TechnicalQuestionForm key={formKey} question={formKey === NEW_QUESTION ? undefined : question.data} onCreated={showCreated} />
      ) : question.isLoading ? (
        <SectionLoader label="Loading question" />
      ) : (
        <LoadFailure notFound={Boolean(question.error && 'status' in question.error && question.error.status === 404)} retry={question.refetch} />
      )}
    </Container>
  );
}

function LoadFailure({ notFound, retry }: { notFound: boolean; retry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        notFound ? undefined : (
          <Button color="inherit" onClick={() => void retry()}>
            Retry
          </Button>
        )
      }
    >
      {notFound ? 'Question not found' : 'Failed to get questions'}
    </Alert>
  );
}
