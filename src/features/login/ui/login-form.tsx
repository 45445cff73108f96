import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { SERVED_SIGN_IN_ID, useHydrated, useTakeOverServedForm } from '@/shared/lib/hydration';
import { useLoginMutation } from '../api/login-api';
import { ERROR_TOAST_MS } from '../config/toast';
import { describeLoginFailure, INVALID_LOGIN } from '../model/login-failure';

interface LoginFormProps {
  /** Pre-fills the username, e.g. right after registering. */
  initialUsername?: string;
  /** Rendered under the form, outside it (the auth page puts "Forgot password?" there). */
  secondaryAction?: ReactNode;
}

export function LoginForm({ initialUsername = '', secondaryAction }: LoginFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const { enqueueSnackbar } = useSnackbar();
  // The sign-in page is prerendered (app/prerender): what a member typed there before the app ran is theirs.
  const form = useRef<HTMLFormElement>(null);
  const adoptServed = useCallback((served: Record<string, string>) => {
    setUsername(served.username ?? '');
    setPassword(served.password ?? '');
  }, []);
  const { takingOver } = useTakeOverServedForm(SERVED_SIGN_IN_ID, form, adoptServed);
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setFormError(INVALID_LOGIN);
      return;
    }
    setFormError(null);
    const result = await login({ username: username.trim(), password });
    if (!result.error) return;
    const failure = describeLoginFailure(result.error, username.trim());
    setFormError(failure.formMessage);
    if (failure.toastMessage) enqueueSnackbar(failure.toastMessage, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }

  return (
    <Stack spacing={2}>
      {/* POST, never the default GET: a form sent without the app (which stops the submission) must not put a password in a URL. */}
      <Box component="form" ref={form} method="post" noValidate onSubmit={handleSubmit} aria-label="Login">
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            fullWidth
            autoFocus={!initialUsername && !takingOver}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            autoFocus={Boolean(initialUsername)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {/* Disabled in the prerendered page, which cannot sign in by itself (Enter does nothing either). */}
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} disabled={!hydrated}>
            Login
          </Button>
        </Stack>
      </Box>
      {secondaryAction}
    </Stack>
  );
}
