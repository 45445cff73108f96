import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';

export interface EditorColors {
  background: string;
  text: string;
  gutter: string;
  border: string;
  caret: string;
  selection: string;
}

/** Follows MUI's palette; `dark` also tells CodeMirror's default highlighting to use its dark variant. */
export function editorTheme(colors: EditorColors, dark: boolean): Extension {
  return EditorView.theme(
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
}
