import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { renderMarkdown } from './render-markdown';

export interface MarkdownProps {
  markdown: string;
}

/** Rendered markdown (questions, interview feedback); the HTML is sanitized in renderMarkdown, which is what makes setting it here safe. */
export function MarkdownContent({ markdown }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& pre': { overflowX: 'auto', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& img': { maxWidth: '100%' },
        // The theme's link colour (as MUI's Link), not the browser's blue and purple, which fail contrast in dark mode.
        '& a, & a:visited': { color: 'primary.main' },
        '& li:has(> input[type="checkbox"]), & li:has(> p > input[type="checkbox"])': { listStyle: 'none' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
