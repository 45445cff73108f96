import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TechnicalQuestion } from '@/entities/question';
import { ReportObjectButton } from '@/features/report-object';
import { QuestionSection } from './question-section';

interface QuestionListProps {
  questions: TechnicalQuestion[];
  /** Buttons shown with each question beside "Report" (e.g. the interview room's "Show question to partner"). */
  renderActions?: (question: TechnicalQuestion) => ReactNode;
}

/** Technical questions as accordions, one open at a time (SPEC section 4); each can be reported. */
export function QuestionList({ questions, renderActions }: QuestionListProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);

  if (questions.length === 0) return <Typography color="text.secondary">no questions assigned yet</Typography>;

  return (
    <Box>
      {questions.map((question) => (
        <Accordion
          key={question.questionId}
          expanded={expandedId === question.questionId}
          onChange={(_event, expanded) => setExpandedId(expanded ? question.questionId : null)}
          // Markdown is rendered only for the open question.
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {question.title}
              </Typography>
              {question.topicName && <Chip label={question.topicName} size="small" />}
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              <QuestionSection heading="Prompt" markdown={question.prompt} />
              <QuestionSection heading="Solution" markdown={question.solution} />
              <QuestionSection heading="Follow-up questions" markdown={question.followUps} />
              <QuestionSection heading="Source" markdown={question.source} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {renderActions?.(question)}
                <ReportObjectButton type="question" associatedId={question.questionId} size="small" />
              </Stack>
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
