import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatElapsed, formatNoteTime } from '../lib/playback';
import type { RoomHistory } from '../model/types';

interface ReplayNotesProps {
  history: RoomHistory;
  nameOf: (memberId: number) => string;
  /** When the session's first change was stored (ms), or null when nothing was written: then the notes jump nowhere. */
  start: number | null;
  onJump: (at: number) => void;
}

/** The interviewers' note lines the viewer may read, oldest first, each pinned to when it was written. */
export function ReplayNotes({ history, nameOf, start, onJump }: ReplayNotesProps) {
  const hintId = useId();
  if (history.notes.length === 0) return null;
  const writerOf = (interviewId: string) => {
    const round = history.rounds.find((candidate) => candidate.interviewId === interviewId);
    return round ? nameOf(round.interviewerId) : 'The interviewer';
  };
  return (
    <section aria-labelledby="replay-notes-heading">
      <Typography id="replay-notes-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Interviewer notes
      </Typography>
      {start !== null && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          Select a note to see the code as it was when it was written.
        </Typography>
      )}
      <List dense disablePadding>
        {history.notes.map((note, index) => {
          const at = Date.parse(note.at);
          const when = start === null ? formatNoteTime(at) : `${formatNoteTime(at)} · ${at < start ? 'before the first change' : `${formatElapsed(at - start)} into the session`}`;
          const text = <ListItemText primary={note.text} secondary={`${writerOf(note.interviewId)}, ${when}`} slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }} />;
          return start === null ? (
            <ListItem key={index} disableGutters>
              {text}
            </ListItem>
          ) : (
            <ListItem key={index} disablePadding>
              {/* Named by what it shows (the note, who wrote it and when), so speech input can say it; the hint tells what it does. */}
              <ListItemButton onClick={() => onJump(at)} aria-describedby={hintId}>
                {text}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
