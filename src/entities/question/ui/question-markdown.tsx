import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { QuestionMarkdownProps } from './question-markdown-content';

// marked and DOMPurify load with the first question shown, never with the home page (ARCHITECTURE "The SPA").
const QuestionMarkdownContent = lazy(() =>
  import('./question-markdown-content').then((module) => ({ default: module.QuestionMarkdownContent })),
);

/** A question's prompt, solution, follow-ups or source as formatted markdown, raw HTML skipped. */
export function QuestionMarkdown(props: QuestionMarkdownProps) {
  return (
    <Suspense fallback={<Skeleton variant="text" aria-label="Loading" />}>
      <QuestionMarkdownContent {...props} />
    </Suspense>
  );
}
