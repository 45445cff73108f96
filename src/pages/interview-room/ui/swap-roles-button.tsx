import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';

interface SwapRolesButtonProps {
  nextInterviewer: string;
  nextInterviewee: string;
  disabled: boolean;
  onSwap: () => void;
}

/** Starts round 2 for both members, after saying what that does: it cannot be undone from the room. */
export function SwapRolesButton({ nextInterviewer, nextInterviewee, disabled, onSwap }: SwapRolesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        Swap roles
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="swap-roles-title">
        <DialogTitle id="swap-roles-title">Swap roles?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Round 2 starts for both of you: {nextInterviewer} interviews {nextInterviewee} in a fresh editor, and the timer
            starts again at the full round. Round 1&apos;s code stays readable in its tab.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setOpen(false);
              onSwap();
            }}
          >
            Start round 2
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
