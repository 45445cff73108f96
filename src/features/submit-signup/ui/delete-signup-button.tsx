import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useDeleteSignupMutation } from '@/entities/availability';
import { errorDetail } from '@/shared/api';
import { DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TITLE, DELETE_ERROR, DELETE_SUCCESS, ERROR_TOAST_MS, TOAST_MS } from '../config/messages';

/** Delete Signup, confirmed first: DELETE /interview/pool/. The pool status refetches on its own. */
export function DeleteSignupButton() {
  const [deleteSignup, { isLoading }] = useDeleteSignupMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  function closeUnlessBusy() {
    if (!isLoading) setConfirming(false);
  }

  async function handleConfirm() {
    const result = await deleteSignup();
    setConfirming(false);
    if (result.error) {
      enqueueSnackbar(errorDetail(result.error, DELETE_ERROR), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
    } else {
      enqueueSnackbar(DELETE_SUCCESS, { variant: 'success', autoHideDuration: TOAST_MS });
    }
  }

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Delete Signup
      </Button>
      <Dialog open={confirming} onClose={closeUnlessBusy} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{DELETE_CONFIRM_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DELETE_CONFIRM_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={handleConfirm} loading={isLoading}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
