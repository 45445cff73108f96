import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { MarkdownProps } from './markdown-content';

// marked and DOMPurify load with the first markdown shown, never with the home page (ARCHITECTURE "The SPA").
const MarkdownContent = lazy(() => import('./markdown-content').then((module) => ({ default: module.MarkdownContent })));

/** Member-written markdown (question text, feedback comments) as formatted text, raw HTML skipped and the result sanitised. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<Skeleton variant="text" aria-label="Loading" />}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}

export type { MarkdownProps };
