import { syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';

export interface EditorColors {
  background: string;
  text: string;
  gutter: string;
  border: string;
  caret: string;
  selection: string;
}

/**
 * Follows MUI's palette. In dark mode the syntax colours are One Dark's: CodeMirror's default highlighting
 * (basicSetup's fallback) is made for a light background and its keywords and strings fade on a dark one.
 */
export function editorTheme(colors: EditorColors, dark: boolean): Extension {
  const base = EditorView.theme(
    {
      '&': { backgroundColor: colors.background, color: colors.text, minHeight: '320px', fontSize: '14px' },
      '&.cm-focused': { outline: `2px solid ${colors.caret}` },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '320px' },
      '.cm-content': { caretColor: colors.caret },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.caret },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
        backgroundColor: colors.selection,
      },
      '.cm-gutters': { backgroundColor: colors.gutter, color: colors.text, borderRight: `1px solid ${colors.border}` },
    },
    { dark },
  );
  return dark ? [base, syntaxHighlighting(oneDarkHighlightStyle)] : base;
}
