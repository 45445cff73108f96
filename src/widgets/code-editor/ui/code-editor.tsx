import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { basicSetup } from 'codemirror';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { yCollab } from 'y-codemirror.next';
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import type { RoomLanguage } from '@/entities/room';
import { useColorMode } from '@/shared/lib/color-mode';
import { editorTheme } from '../lib/editor-theme';
import { languageExtension } from '../lib/language-extension';

export interface CodeEditorProps {
  /** The shared text (e.g. `doc.getText('round-1')`); the editor shows and edits it. */
  text: Y.Text;
  /** Remote cursors show the `user.name` of each awareness state. */
  awareness: Awareness;
  language: RoomLanguage;
  ariaLabel?: string;
  /** Shown, and kept up to date with the partner's changes, but not editable (an earlier round). */
  readOnly?: boolean;
}

// Ctrl/Cmd+Enter is the room's Run shortcut, heard on the window: the editor lets it through without adding a line.
const leaveRunShortcut = Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => true }]));

/**
 * CodeMirror 6 bound to a Y.Text (y-codemirror.next). Tab is left to the browser (no indentWithTab), so the
 * keyboard can always leave the editor.
 */
export function CodeEditor({ text, awareness, language, ariaLabel = 'Shared code editor', readOnly = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const theme = useTheme();
  // The app's theme gives CSS variables, which follow the scheme on screen (its `palette` is the light scheme's).
  const { palette } = theme.vars ?? theme;
  const dark = useColorMode() === 'dark';
  const themeExtension = editorTheme(
    {
      background: palette.background.paper,
      text: palette.text.primary,
      gutter: palette.action.hover,
      border: palette.divider,
      caret: palette.primary.main,
      selection: theme.alpha(palette.primary.main, 0.3),
    },
    dark,
  );
  const latest = useRef({ language, themeExtension, ariaLabel, readOnly });
  latest.current = { language, themeExtension, ariaLabel, readOnly };

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text.toString(),
        extensions: [
          leaveRunShortcut,
          basicSetup,
          languageSlot.current.of(languageExtension(latest.current.language)),
          themeSlot.current.of(latest.current.themeExtension),
          EditorView.contentAttributes.of({ 'aria-label': latest.current.ariaLabel }),
          EditorState.readOnly.of(latest.current.readOnly),
          EditorView.lineWrapping,
          yCollab(text, awareness),
        ],
      }),
    });
    view.current = created;
    return () => {
      view.current = null;
      created.destroy();
    };
  }, [text, awareness, readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageExtension(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(latest.current.themeExtension) });
    // The theme extension is rebuilt on every render; the mode and palette are what change it.
  }, [dark, theme.palette]);

  return (
    <Box
      ref={host}
      sx={{ width: '100%', height: '100%', minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
