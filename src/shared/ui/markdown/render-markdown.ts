import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Question authors and feedback writers write markdown, not HTML (SPEC section 9): raw HTML blocks and inline tags render as nothing.
const markdown = new Marked({ gfm: true, renderer: { html: () => '' } });

// A private instance, so the link hook below does not change sanitizing anywhere else in the app.
const purifier = DOMPurify();
// Links lead to outside sources; opening them in place would throw the reader out of the interview.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown as safe HTML: raw HTML skipped, then sanitized against what markdown itself can produce (e.g. javascript: links). */
export function renderMarkdown(text: string): string {
  return purifier.sanitize(markdown.parse(text, { async: false }));
}
