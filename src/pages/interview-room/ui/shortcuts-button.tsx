import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

const SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Ctrl + Enter (⌘ + Enter on a Mac)', does: 'Run the code, from anywhere in the room' },
  { keys: 'Tab, Shift + Tab', does: 'Move between the question, the editor and the output (the editor leaves Tab to the browser)' },
  { keys: 'Arrow keys on a pane divider', does: 'Make the panes on either side larger or smaller; your sizes are kept for next time' },
  { keys: '?', does: 'Show this list (when not typing)' },
];

/** Whether a key press is someone typing (into the editor, the notes, a field), not a shortcut. */
const isTyping = (target: EventTarget | null) => target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null;

/** "?" in the room's header: the list of the room's keyboard shortcuts; the "?" key opens it too. */
export function ShortcutsButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Tooltip title="Keyboard shortcuts">
        <IconButton aria-label="Keyboard shortcuts" aria-keyshortcuts="?" onClick={() => setOpen(true)} sx={{ width: 44, height: 44, fontWeight: 700, fontSize: '1.125rem' }}>
          ?
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="room-shortcuts-title">
        <DialogTitle id="room-shortcuts-title">Keyboard shortcuts</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
            {SHORTCUTS.map((shortcut) => (
              <Box key={shortcut.keys} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 500 }}>
                  {shortcut.keys}
                </Box>
                <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                  {shortcut.does}
                </Box>
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
