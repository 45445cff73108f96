import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TechnicalQuestion } from '@/entities/question';
import { ReportObjectButton } from '@/features/report-object';
import { QuestionSection } from '@/widgets/question-list';

interface QuestionCardProps {
  question: TechnicalQuestion;
  canEdit: boolean;
}

/** SPEC section 2: a question with Report Question, Edit (admins only) and Show/Hide Details; details are markdown. */
export function QuestionCard({ question, canEdit }: QuestionCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card component="li" variant="outlined" aria-label={question.title}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {question.title}
          </Typography>
          <Chip label={question.topicName} size="small" />
        </Stack>
        {open && (
          // Markdown is rendered only once the details are opened.
          <Stack id={detailsId} spacing={2} sx={{ mt: 2 }}>
            <QuestionSection heading="Prompt" markdown={question.prompt} />
            <QuestionSection heading="Solution" markdown={question.solution} />
            <QuestionSection heading="Follow-up questions" markdown={question.followUps} />
            <QuestionSection heading="Source" markdown={question.source} />
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? detailsId : undefined}>
          {open ? 'Hide Details' : 'Show Details'}
        </Button>
        {canEdit && (
          <Button component={RouterLink} to={`/questions/technical/edit/${question.questionId}`}>
            Edit
          </Button>
        )}
        <ReportObjectButton type="question" associatedId={question.questionId} size="small" />
      </CardActions>
    </Card>
  );
}
