import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QuestionMarkdown } from './question-markdown';

interface QuestionMarkdownFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** The server's limit for this field (QUESTION_LIMITS). */
  maxLength: number;
}

/** A long markdown field with its live preview beside it (below it on narrow screens), rendered as the question will be. */
export function QuestionMarkdownField({ name, label, value, onChange, error, required, maxLength }: QuestionMarkdownFieldProps) {
  const previewId = `${name}-preview`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        error={Boolean(error)}
        helperText={error ?? 'Markdown; raw HTML is not shown.'}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': previewId, maxLength } }}
      />
      <Paper id={previewId} component="section" aria-label={`${label} preview`} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        {/* Not a heading: the section is named already, and its level would depend on the page (h1) or dialog (h2) around it. */}
        <Typography variant="overline" component="p" color="text.secondary">
          {label} preview
        </Typography>
        {value.trim() ? <QuestionMarkdown markdown={value} /> : <Typography color="text.secondary">Nothing to preview yet.</Typography>}
      </Paper>
    </Box>
  );
}
