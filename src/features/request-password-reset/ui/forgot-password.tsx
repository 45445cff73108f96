import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorDetail } from '@/shared/api';
import { useHydrated } from '@/shared/lib/hydration';
import { INVALID_EMAIL_ADDRESS, isEmailAddress } from '@/shared/lib/email-address';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';

const EMAIL_REQUIRED = 'Please enter your email address.';
const REQUEST_FAILED = 'An error occurred.';

type Outcome = { severity: 'success' | 'error'; message: string };

interface ForgotPasswordProps {
  /** The button that opens the dialog: "Forgot password?" on the sign-in form, "Request a new link" where a link failed. */
  label?: string;
  variant?: 'text' | 'contained';
}

/** A button and the dialog that mails a reset link. */
export function ForgotPassword({ label = 'Forgot password?', variant = 'text' }: ForgotPasswordProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  function close() {
    setOpen(false);
    setOutcome(null);
    setEmailProblem(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setOutcome({ severity: 'error', message: EMAIL_REQUIRED });
      return;
    }
    // The server refuses it too; saying so here spares a round trip and a "link sent" that sends nothing.
    if (!isEmailAddress(email)) {
      setOutcome(null);
      setEmailProblem(INVALID_EMAIL_ADDRESS);
      return;
    }
    setEmailProblem(null);
    const result = await requestReset(email.trim());
    setOutcome(
      result.error
        ? { severity: 'error', message: errorDetail(result.error, REQUEST_FAILED) }
        : { severity: 'success', message: result.data },
    );
  }

  const sent = outcome?.severity === 'success';
  // On the prerendered sign-in page the button does nothing until the app runs, and says so.
  const hydrated = useHydrated();
  return (
    <>
      <Button variant={variant} size={variant === 'text' ? 'small' : 'medium'} sx={{ alignSelf: 'center' }} aria-disabled={hydrated ? undefined : true} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Enter the email address of your account and we will send you a link to choose a new password.</DialogContentText>
            {outcome && (
              <Alert severity={outcome.severity} sx={{ mb: 2 }}>
                {outcome.message}
              </Alert>
            )}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              autoFocus
              disabled={sent}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailProblem)}
              helperText={emailProblem}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{sent ? 'Close' : 'Cancel'}</Button>
            {!sent && (
              <Button type="submit" variant="contained" loading={isLoading}>
                Send reset link
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
