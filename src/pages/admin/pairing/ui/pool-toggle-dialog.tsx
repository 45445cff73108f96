import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWeek, usePreviewPairingMutation, type PairingPoolStatus, type PairingPreview } from '@/entities/pairing';
import { errorDetail } from '@/shared/api';
import { TOGGLE_CONFIRMATION } from '../config/messages';

interface PoolToggleDialogProps {
  open: boolean;
  /** The pool as the server last described it; the toggle switches it to the opposite of `isPaired`. */
  status: PairingPoolStatus;
  forceCurrentWeek: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** What confirming will write and send, from the dry run of the same pool: nothing is sent before Confirm. */
function PairingConsequences({ preview }: { preview: PairingPreview }) {
  const pairedMembers = 2 * preview.pairs.length;
  const emailed = pairedMembers + preview.unpairedMembers.length;
  return (
    <Stack spacing={1}>
      <Typography>From a dry run of the week of {formatWeek(preview.week)}:</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label="What pairing will do">
        <li>{preview.poolSize} members in the pool</li>
        <li>{preview.pairs.length} pairs ({pairedMembers} members)</li>
        <li>
          {preview.unpairedMembers.length} unpaired{preview.unpairedMembers.length > 0 ? `: ${preview.unpairedMembers.join(', ')}` : ''}
        </li>
      </Typography>
      <Alert severity="warning">
        Confirming pairs the week now and emails {emailed} members at once: each paired member gets their partner, the proposed time and a
        calendar invite; each unpaired member hears they have priority next week. Nothing has been written or sent yet.
      </Alert>
    </Stack>
  );
}

/**
 * SPEC section 4's confirmation of the pool toggle, saying what will happen before anything does: turning it
 * on pairs the week and mails its members (the numbers come from the dry run), turning it off undoes that.
 */
export function PoolToggleDialog({ open, status, forceCurrentWeek, onCancel, onConfirm }: PoolToggleDialogProps) {
  const turningOn = !status.isPaired;
  const [dryRun, dryRunState] = usePreviewPairingMutation();

  useEffect(() => {
    if (open && turningOn) void dryRun({ forceCurrentWeek });
  }, [open, turningOn, forceCurrentWeek, dryRun]);

  const canConfirm = !turningOn || Boolean(dryRunState.data && !dryRunState.isLoading);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="pool-toggle-title" aria-describedby="pool-toggle-confirmation">
      <DialogTitle id="pool-toggle-title">{turningOn ? 'Pair the week and email its members?' : 'Undo the pairing of this week?'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="pool-toggle-confirmation">{TOGGLE_CONFIRMATION}</DialogContentText>
          {!turningOn && (
            <Typography>
              Undoes the pairing of the week of {formatWeek(status.week)}: its pending interviews are removed and its {status.numberSignUp} members go
              back to the pool. Nobody is emailed.
            </Typography>
          )}
          {turningOn && dryRunState.isLoading && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-label="Running a dry run" />
              <Typography>Working out the pairs (a dry run: nothing is written)…</Typography>
            </Stack>
          )}
          {turningOn && dryRunState.error && !dryRunState.isLoading && (
            <Alert severity="error">{errorDetail(dryRunState.error, 'The dry run failed; the week cannot be paired now.')}</Alert>
          )}
          {turningOn && dryRunState.data && !dryRunState.isLoading && <PairingConsequences preview={dryRunState.data} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={!canConfirm} autoFocus>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
