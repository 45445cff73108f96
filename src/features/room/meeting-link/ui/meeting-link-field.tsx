import { useCallback, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import type * as Y from 'yjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { MEETING_LINK_KEY, MEETING_LINK_MAX_LENGTH, meetingLinkHref, parseMeetingLink, ROOM_MAP } from '../lib/meeting-link';

const NOT_TEXT = '\u0000';

export interface MeetingLinkFieldProps {
  /** The room's shared document: the link is `meeting_link` in its map `room`, so both members see one link. */
  doc: Y.Doc;
}

/**
 * "Meeting link": for pairs who prefer another tool (the community's voice channel, say). Either member sets it;
 * it is shown as a link only when what the document holds is an http(s) address.
 */
export function MeetingLinkField({ doc }: MeetingLinkFieldProps) {
  const map = doc.getMap(ROOM_MAP);
  const subscribe = useCallback(
    (onChange: () => void) => {
      map.observe(onChange);
      return () => map.unobserve(onChange);
    },
    [map],
  );
  const stored = useSyncExternalStore(subscribe, () => {
    const value = map.get(MEETING_LINK_KEY);
    // Anything but text (written by some other client) reads as text that is no address: one stable snapshot.
    return value === undefined || typeof value === 'string' ? value : NOT_TEXT;
  });
  const href = meetingLinkHref(stored);
  const hasValue = stored !== undefined && stored !== '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const startEditing = () => {
    setDraft(href ?? '');
    setError(null);
    setEditing(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = parseMeetingLink(draft);
    if (!result.ok) return setError(result.message);
    map.set(MEETING_LINK_KEY, result.href);
    setEditing(false);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Meeting link
      </Typography>
      {editing ? (
        <Box component="form" noValidate onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            label="Meeting link"
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? 'A web address, e.g. https://meet.example.org/room'}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false, maxLength: MEETING_LINK_MAX_LENGTH + 100 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="small">
              Save
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Stack>
        </Box>
      ) : (
        <>
          {href && (
            <Box sx={{ minWidth: 0 }}>
              <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
                Open meeting link
                <OpenInNewIcon fontSize="inherit" aria-hidden />
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {new URL(href).host}
              </Typography>
            </Box>
          )}
          {!href && hasValue && (
            <Alert severity="warning">The saved meeting link is not a web address (https:// or http://), so it is not shown as a link.</Alert>
          )}
          {!hasValue && (
            <Typography variant="body2" color="text.secondary">
              Prefer another tool, such as the community&apos;s voice channel? Share its link with your partner here.
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={startEditing}>
              {hasValue ? 'Change' : 'Add meeting link'}
            </Button>
            {hasValue && (
              <Button size="small" onClick={() => map.delete(MEETING_LINK_KEY)}>
                Remove
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
