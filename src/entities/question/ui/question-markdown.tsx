import { Markdown, type MarkdownProps } from '@/shared/ui';

export type QuestionMarkdownProps = MarkdownProps;

/** A question's prompt, solution, follow-ups or source as formatted markdown, raw HTML skipped. */
export function QuestionMarkdown(props: QuestionMarkdownProps) {
  return <Markdown {...props} />;
}
