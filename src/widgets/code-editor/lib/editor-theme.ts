import { syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';

const ACTIVE_LINE_DARK = 'rgba(255, 255, 255, 0.05)';

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
      // The editor fills its pane (the room's workspace sizes it); below 200 px it scrolls the pane instead.
      '&': { backgroundColor: colors.background, color: colors.text, height: '100%', minHeight: '200px', fontSize: '14px' },
      '&.cm-focused': { outline: `2px solid ${colors.caret}` },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      '.cm-content': { caretColor: colors.caret },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.caret },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
        backgroundColor: colors.selection,
      },
      '.cm-gutters': { backgroundColor: colors.gutter, color: colors.text, borderRight: `1px solid ${colors.border}` },
      // CodeMirror's dark active line (20 % cyan) takes One Dark's keywords, strings and comments on it below
      // 4.5:1 (its violet keywords to 3.8:1); a 5 % white one keeps every One Dark colour above it.
      ...(dark && { '.cm-activeLine': { backgroundColor: ACTIVE_LINE_DARK }, '.cm-activeLineGutter': { backgroundColor: ACTIVE_LINE_DARK } }),
      // y-codemirror shows the partner's name only while the mouse is on their 2 px caret, so a phone never shows it.
      '.cm-ySelectionInfo': { opacity: 1, transitionDelay: '0s', fontFamily: 'inherit' },
    },
    { dark },
  );
  return dark ? [base, syntaxHighlighting(oneDarkHighlightStyle)] : base;
}
