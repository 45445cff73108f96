import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { hasAnyAvailability, useSignUpMutation, type AvailabilityGrid } from '@/entities/availability';
import { useSession } from '@/entities/session';
import {
  CONFIRM_TITLE,
  EMPTY_AVAILABILITY,
  ERROR_TOAST_MS,
  LOGIN_REQUIRED,
  NO_SHOW_WARNING,
  SIGNUP_ERROR_DESCRIPTION,
  SIGNUP_ERROR_TITLE,
  SIGNUP_SUCCESS,
  TOAST_MS,
} from '../config/messages';
import { ToastMessage } from '@/shared/ui';

interface SubmitSignupButtonProps {
  availability: AvailabilityGrid;
  /** After the server accepted the signup. */
  onSubmitted?: () => void;
}

/** Submit, a confirmation warning about no-shows, then POST /interview/pool/. */
export function SubmitSignupButton({ availability, onSubmitted }: SubmitSignupButtonProps) {
  const { status, user } = useSession();
  const [signUp, { isLoading }] = useSignUpMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const [triedEmpty, setTriedEmpty] = useState(false);
  const hasAvailability = hasAnyAvailability(availability);

  function showLoginRequired() {
    enqueueSnackbar(LOGIN_REQUIRED, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }

  function handleSubmitClick() {
    if (!user) return showLoginRequired();
    if (!hasAvailability) return setTriedEmpty(true);
    setConfirming(true);
  }

  function closeUnlessBusy() {
    if (!isLoading) setConfirming(false);
  }

  async function handleConfirm() {
    if (!user) return showLoginRequired();
    const result = await signUp({ userId: user.id, availability });
    setConfirming(false);
    if (!result.error) {
      enqueueSnackbar(SIGNUP_SUCCESS, { variant: 'success', autoHideDuration: TOAST_MS });
      onSubmitted?.();
    } else if ('status' in result.error && result.error.status === 401) {
      showLoginRequired();
    } else {
      enqueueSnackbar(<ToastMessage title={SIGNUP_ERROR_TITLE} description={SIGNUP_ERROR_DESCRIPTION} />, {
        variant: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      });
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {triedEmpty && !hasAvailability && <Alert severity="warning">{EMPTY_AVAILABILITY}</Alert>}
      <Button variant="contained" size="large" onClick={handleSubmitClick} disabled={status === 'loading'}>
        Submit
      </Button>
      <Dialog open={confirming} onClose={closeUnlessBusy} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{CONFIRM_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{NO_SHOW_WARNING}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" onClick={handleConfirm} loading={isLoading}>
            Submit
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
