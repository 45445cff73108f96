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
  // A task list's checkbox ("- [x] Ask about edge cases") is read-only and unlabelled as marked writes it: it is
  // named by its item's text, so a screen reader says what is (not) done.
  // Code blocks and tables scroll sideways when wide (markdown-content.tsx); a keyboard scrolls them once focused.
  if (node.tagName === 'PRE' || node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
  if (node.tagName === 'INPUT' && node.getAttribute('type') === 'checkbox') {
    const item = node.closest('li')?.textContent?.trim();
    node.setAttribute('aria-label', item || 'Task');
  }
});

/** Markdown as safe HTML: raw HTML skipped, then sanitized against what markdown itself can produce (e.g. javascript: links). */
export function renderMarkdown(text: string): string {
  return purifier.sanitize(markdown.parse(text, { async: false }));
}
