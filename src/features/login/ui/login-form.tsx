import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
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
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Login">
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            fullWidth
            autoFocus={!initialUsername}
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
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
            Login
          </Button>
        </Stack>
      </Box>
      {secondaryAction}
    </Stack>
  );
}
