import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetTechnicalQuestionsQuery } from '@/entities/question';
import { useSession } from '@/entities/session';
import { PageHeader, RetryAlert, SectionLoader } from '@/shared/ui';
import { filterQuestions, NO_FILTERS, topicNames } from '../lib/filter-questions';
import { QuestionCard } from './question-card';
import { QuestionFilters } from './question-filters';

/** /questions/technical/: every technical question, searchable and filtered by topic (SPEC section 2). */
export function TechnicalQuestionsPage() {
  const { isAdmin } = useSession();
  const questions = useGetTechnicalQuestionsQuery();
  const [filters, setFilters] = useState(NO_FILTERS);
  const all = useMemo(() => questions.data ?? [], [questions.data]);
  const topics = useMemo(() => topicNames(all), [all]);
  const shown = useMemo(() => filterQuestions(all, filters), [all, filters]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title="Technical Questions">
        <Button component={RouterLink} to="/questions/queue/technical">
          Technical queue
        </Button>
        <Button variant="contained" component={RouterLink} to="/questions/technical/create">
          Create new
        </Button>
      </PageHeader>
      <QuestionFilters filters={filters} topics={topics} onChange={setFilters} />
      <Box sx={{ mt: 3 }}>
        {questions.isLoading ? (
          <SectionLoader label="Loading questions" />
        ) : questions.isError ? (
          <RetryAlert onRetry={questions.refetch}>Failed to get questions</RetryAlert>
        ) : (
          <>
            <Typography role="status" color="text.secondary" gutterBottom>
              showing {shown.length} of {all.length} questions
            </Typography>
            {shown.length === 0 ? (
              <Typography sx={{ py: 3 }}>no questions match your criteria</Typography>
            ) : (
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shown.map((question) => (
                  <QuestionCard key={question.questionId} question={question} canEdit={isAdmin} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Box>
    </Container>
  );
}
