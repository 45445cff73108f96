import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionMarkdown } from '@/entities/question';

interface QuestionSectionProps {
  heading: string;
  markdown: string;
}

/** One part of a question (prompt, solution, …); a part the author left empty is not shown. */
export function QuestionSection({ heading, markdown }: QuestionSectionProps) {
  if (!markdown.trim()) return null;
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h4" color="text.secondary" gutterBottom>
        {heading}
      </Typography>
      <QuestionMarkdown markdown={markdown} />
    </Box>
  );
}
