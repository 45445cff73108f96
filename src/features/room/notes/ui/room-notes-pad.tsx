import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ROOM_NOTES_LIMITS } from '@/shared/config';
import { LimitedTextField, RetryAlert, SectionLoader } from '@/shared/ui';
import { useNotesPad, type NotesPadStatus } from '../model/use-notes-pad';

export interface RoomNotesPadProps {
  /** The round's interview; the viewer is its interviewer (the server refuses anyone else). */
  interviewId: string;
  partnerName: string;
}

const STATUS_TEXT: Record<Exclude<NotesPadStatus, 'failed'>, string> = {
  saved: 'All changes saved.',
  unsaved: 'Saving when you pause…',
  saving: 'Saving…',
  'too-long': 'Too long to save: shorten your notes.',
};

/**
 * The interviewer's private notes pad (issue 19): saved as they type, read by nobody else until shared. After
 * the round the notes prefill the feedback form, and the replay pins each line to the minute it was written.
 */
export function RoomNotesPad({ interviewId, partnerName }: RoomNotesPadProps) {
  const pad = useNotesPad(interviewId);

  return (
    <Stack component="section" aria-labelledby="room-notes-title" spacing={1}>
      <Typography id="room-notes-title" variant="h6" component="h2">
        Your notes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Private: {partnerName} sees them only if you share them. They prefill your feedback after the round, and the replay pins each
        line to the minute you wrote it.
      </Typography>
      {pad.loadFailed && <RetryAlert onRetry={pad.retryLoad}>Your notes could not be loaded.</RetryAlert>}
      {!pad.draft && !pad.loadFailed && <SectionLoader label="Loading your notes" />}
      {pad.draft && (
        <>
          <LimitedTextField
            label="Notes"
            value={pad.draft.text}
            maxLength={ROOM_NOTES_LIMITS.text}
            onChange={(event) => pad.setText(event.target.value)}
            onBlur={pad.saveNow}
            fullWidth
            multiline
            minRows={5}
            maxRows={16}
          />
          <FormControlLabel
            control={<Switch checked={pad.draft.shared} onChange={(event) => pad.setShared(event.target.checked)} />}
            label={`Share them with ${partnerName} in the replay`}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
            <Typography role="status" variant="caption" color={pad.status === 'failed' || pad.status === 'too-long' ? 'error' : 'text.secondary'}>
              {pad.status === 'failed' ? 'Your notes could not be saved.' : STATUS_TEXT[pad.status]}
            </Typography>
            {pad.status === 'failed' && (
              <Button size="small" onClick={pad.saveNow}>
                Try again
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
