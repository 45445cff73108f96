import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useHydrated } from '@/shared/lib/hydration';
import { useLoginMutation } from '../api/login-api';
import { ERROR_TOAST_MS } from '../config/toast';
import { describeLoginFailure, INVALID_LOGIN } from '../model/login-failure';

interface LoginFormProps {
  /** Pre-fills the username, e.g. right after registering. */
  initialUsername?: string;
  /** Rendered under the form, outside it (the auth page puts "Forgot password?" there). */
  secondaryAction?: ReactNode;
}

/**
 * The fields are uncontrolled and read when the form is sent: the sign-in page is prerendered (app/prerender), and
 * what a member types, or a password manager fills in, before the app has taken the page over is in the fields
 * only. A controlled field's next render wrote its state (still empty) back over it.
 */
export function LoginForm({ initialUsername = '', secondaryAction }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const { enqueueSnackbar } = useSnackbar();
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (!username || !password) {
      setFormError(INVALID_LOGIN);
      return;
    }
    setFormError(null);
    const result = await login({ username, password });
    if (!result.error) return;
    const failure = describeLoginFailure(result.error, username);
    setFormError(failure.formMessage);
    if (failure.toastMessage) enqueueSnackbar(failure.toastMessage, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }

  return (
    <Stack spacing={2}>
      {/* POST, never the default GET: a form sent without the app (which stops the submission) must not put a password in a URL. */}
      <Box component="form" method="post" noValidate onSubmit={handleSubmit} aria-label="Login">
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            fullWidth
            autoFocus={!initialUsername}
            defaultValue={initialUsername}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            autoFocus={Boolean(initialUsername)}
          />
          {/* Disabled until the app runs: the prerendered page's form cannot sign in by itself (Enter does nothing either). */}
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} disabled={!hydrated}>
            Login
          </Button>
        </Stack>
      </Box>
      {secondaryAction}
    </Stack>
  );
}
