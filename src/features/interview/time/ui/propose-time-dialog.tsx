import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { formatProposedTime } from '@/entities/interview';
import { ownTimeZone, type PartnerClock } from '@/shared/lib/dates';

const FREE_TIME = 'free';

interface ProposeTimeDialogProps {
  open: boolean;
  windows: string[];
  /** A free time must lie before this instant. */
  latest: string;
  /** Whose clock each time is also shown on. */
  partner: PartnerClock | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onPropose: (time: string) => void;
}

/** `2026-04-14T19:00` typed in the member's own zone, as the instant the server takes; null when incomplete. */
export function freeTimeInstant(value: string): string | null {
  const time = DateTime.fromISO(value, { zone: ownTimeZone() });
  return value && time.isValid ? time.toUTC().toISO() : null;
}

/** The pair's next shared windows to pick from, or any time (in the member's own zone) within the allowed range. */
export function ProposeTimeDialog({ open, windows, latest, partner, busy, error, onClose, onPropose }: ProposeTimeDialogProps) {
  const [choice, setChoice] = useState(windows[0] ?? FREE_TIME);
  const [freeTime, setFreeTime] = useState('');
  const titleId = useId();
  const chosen = choice === FREE_TIME ? freeTimeInstant(freeTime) : choice;
  const local = (instant: DateTime) => instant.setZone(ownTimeZone()).toFormat("yyyy-LL-dd'T'HH:mm");
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Propose another time</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{partner?.name} accepts it or proposes another; until then the current time stands.</Typography>
        <FormControl>
          <FormLabel id={`${titleId}-choices`}>When you are both free</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-choices`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {windows.map((window) => (
              <FormControlLabel key={window} value={window} control={<Radio />} label={formatProposedTime(window, partner)} />
            ))}
            {windows.length === 0 && (
              <Typography color="text.secondary" sx={{ my: 1 }}>
                Your availability grids share no other free hour before {formatProposedTime(latest)}.
              </Typography>
            )}
            <FormControlLabel value={FREE_TIME} control={<Radio />} label="Another time" />
          </RadioGroup>
        </FormControl>
        {choice === FREE_TIME && (
          <TextField
            type="datetime-local"
            label={`Date and time (your time, ${ownTimeZone()})`}
            value={freeTime}
            onChange={(event) => setFreeTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: local(DateTime.now()), max: local(DateTime.fromISO(latest).minus({ minutes: 1 })) } }}
            helperText={chosen ? formatProposedTime(chosen, partner) : `Any time from now until before ${formatProposedTime(latest)}.`}
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!chosen} loading={busy} onClick={() => chosen && onPropose(chosen)}>
          Propose this time
        </Button>
      </DialogActions>
    </Dialog>
  );
}
