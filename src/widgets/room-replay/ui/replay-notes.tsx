import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
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
              <ListItemButton onClick={() => onJump(at)} aria-label={`Jump to ${formatElapsed(Math.max(0, at - start))}: ${note.text}`}>
                {text}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
