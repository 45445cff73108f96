import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ForgotPassword } from '@/features/request-password-reset';
import { useConfirmPasswordResetMutation } from '../api/reset-password-api';
import { describeResetFailure, INVALID_LINK, RESET_DONE, type ResetFailure, validateResetForm } from '../model/reset-form';

/** The page behind the emailed link: /password-reset-confirm/{uid}/{token}. */
export function PasswordResetConfirmPage() {
  const { uid, token } = useParams<{ uid: string; token: string }>();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const [confirmReset, { isLoading, isSuccess }] = useConfirmPasswordResetMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = validateResetForm({ newPassword, confirmPassword, uid, token });
    if ('error' in form) {
      setFailure({ message: form.error, passwordProblems: [], linkRefused: false });
      return;
    }
    setFailure(null);
    const result = await confirmReset(form.confirmation);
    if (result.error) setFailure(describeResetFailure(result.error));
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 6 }, px: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Reset your password
        </Typography>
        {!uid || !token ? (
          // Nothing to send without both parts of the link: say so now, not after the passwords are typed.
          <Stack spacing={2}>
            <Alert severity="error">{INVALID_LINK}</Alert>
            <Typography>Open the link from your email again, or ask for a new one.</Typography>
            <LinkRecovery />
          </Stack>
        ) : failure?.linkRefused ? (
          <Stack spacing={2}>
            <Alert severity="error">{failure.message}</Alert>
            <Typography>This link has expired or was already used. Ask for a new one: it comes by email.</Typography>
            <LinkRecovery />
          </Stack>
        ) : isSuccess ? (
          <Stack spacing={2}>
            <Alert severity="success">{RESET_DONE}</Alert>
            <Button component={RouterLink} to="/auth" variant="contained">
              Sign in
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Reset password">
            <Stack spacing={2}>
              {failure && <Alert severity="error">{failure.message}</Alert>}
              <TextField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
                autoFocus
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
                error={Boolean(failure?.passwordProblems.length)}
                helperText={failure?.passwordProblems.join(' ')}
              />
              <TextField
                label="Confirm password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
                Reset password
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Container>
  );
}

/** The ways on from a link that cannot reset anything: a new link by email, or signing in after all. */
function LinkRecovery() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <ForgotPassword label="Request a new link" variant="contained" />
      <Button component={RouterLink} to="/auth">
        Sign in
      </Button>
    </Stack>
  );
}

export default PasswordResetConfirmPage;
