import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { behavioralPreview, useGetBehavioralQuestionsQuery, type BehavioralQuestion } from '@/entities/question';
import { useSession } from '@/entities/session';
import { BehavioralQuestionDialog } from '@/features/edit-behavioral-question';
import { PageHeader, RetryAlert, SectionLoader } from '@/shared/ui';

/** Which question the dialog edits: a new one, an existing one, or the dialog is closed. */
type Editing = { question?: BehavioralQuestion } | null;

/** /questions/behavioral/ (a route SPEC leaves open, docs/decisions.md): the behavioral questions, each by its first 100 characters. */
export function BehavioralQuestionsPage() {
  const { isAdmin } = useSession();
  const questions = useGetBehavioralQuestionsQuery();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title="Behavioral Questions">
        <Button component={RouterLink} to="/questions/queue/behavioral">
          Behavioral queue
        </Button>
        {isAdmin && (
          <Button variant="contained" onClick={() => setEditing({})}>
            Add question
          </Button>
        )}
      </PageHeader>
      {questions.isLoading ? (
        <SectionLoader label="Loading questions" />
      ) : questions.isError ? (
        <RetryAlert onRetry={questions.refetch}>Failed to get questions</RetryAlert>
      ) : !questions.data?.length ? (
        <Typography sx={{ py: 3 }}>No behavioral questions yet.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Behavioral questions">
            {questions.data.map((question) => (
              <ListItem key={question.questionId} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText primary={behavioralPreview(question.prompt)} sx={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }} />
                {isAdmin && (
                  <Button onClick={() => setEditing({ question })} aria-label={`Edit ${behavioralPreview(question.prompt)}`}>
                    Edit
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && <BehavioralQuestionDialog question={editing.question} onClose={() => setEditing(null)} />}
    </Container>
  );
}
