import { useCallback, useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Member } from '@/entities/member';
import { baseApi } from '@/shared/api';
import { CHAT_SERVER_NAME, PRODUCT_NAME } from '@/shared/config';
import { useLazyVerificationStatusQuery, usePublicConfigQuery } from '../api/verification-api';
import { CHECK_WINDOW_SECONDS, ERROR_TOAST_MS, SUCCESS_REDIRECT_DELAY_MS } from '../config/timing';
import { useVerificationPolling } from '../model/use-verification-polling';
import { UpdateDiscordUsernameForm } from './update-discord-username-form';
import { ToastMessage } from '@/shared/ui';

const VERIFICATION_CHECK_FAILED = 'An error occurred while checking verification status.';
const VERIFICATION_TIMEOUT = { title: 'Verification Timeout', description: 'Failed to verify within retry limit' };

interface DiscordVerificationProps {
  member: Member;
  /** Where a verified member goes next (an in-app path); the home page unless the auth page was given one. */
  destination?: string;
  /** The way out for a member who cannot verify now (the auth page passes the Logout button). */
  logoutAction?: ReactNode;
}

/** SPEC section 4: the screen an unverified member sees instead of the auth tabs. */
export function DiscordVerification({ member, destination = '/', logoutAction }: DiscordVerificationProps) {
  const [checkStatus] = useLazyVerificationStatusQuery();
  const isVerified = useCallback(() => checkStatus().unwrap(), [checkStatus]);
  const { state, start } = useVerificationPolling(isVerified);
  const { data: config, isLoading: configLoading } = usePublicConfigQuery();
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const timedOut = state.status === 'timeout' && !state.failed;
  useEffect(() => {
    if (timedOut) enqueueSnackbar(<ToastMessage {...VERIFICATION_TIMEOUT} />, { variant: 'error', autoHideDuration: ERROR_TOAST_MS, preventDuplicate: true });
  }, [timedOut, enqueueSnackbar]);

  const succeeded = state.status === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const moveOn = setTimeout(() => {
      dispatch(baseApi.util.invalidateTags(['Session']));
      navigate(destination);
    }, SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(moveOn);
  }, [succeeded, dispatch, navigate, destination]);

  const checking = state.status === 'checking';
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Verify your {CHAT_SERVER_NAME} account
      </Typography>
      {configLoading ? (
        // Until the installation says whether a bot answers /verify, neither instruction: the wrong one would flash.
        <Skeleton variant="text" aria-label="Loading how to verify" sx={{ fontSize: '3rem' }} />
      ) : config && !config.discordBotEnabled ? (
        // No bot answers /verify on this installation, so sending members to run it would strand them.
        <Typography>
          An admin verifies {PRODUCT_NAME} accounts here. Ask an admin to verify your username,{' '}
          <strong>{member.username}</strong>, then press Start Checking.
        </Typography>
      ) : (
        <Typography>
          In the {PRODUCT_NAME} {CHAT_SERVER_NAME} server, run{' '}
          <Box component="code" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            /verify {member.username}
          </Box>{' '}
          (the command takes your {PRODUCT_NAME} username), then press Start Checking.
        </Typography>
      )}

      <Stack spacing={1}>
        <Button variant="contained" size="large" onClick={start} disabled={checking || succeeded}>
          {state.status === 'timeout' ? 'Try Again' : 'Start Checking'}
        </Button>
        {checking && (
          <>
            <LinearProgress variant="determinate" value={state.progress} aria-label="Verification progress" />
            <Typography variant="body2" color="text.secondary" role="status">
              Checking status for {CHECK_WINDOW_SECONDS} seconds
            </Typography>
          </>
        )}
        {succeeded && <Alert severity="success">Verification Successful!</Alert>}
        {state.failed && <Alert severity="error">{VERIFICATION_CHECK_FAILED}</Alert>}
      </Stack>

      <Divider />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          Wrong {CHAT_SERVER_NAME} username?
        </Typography>
        <UpdateDiscordUsernameForm currentDiscordUsername={member.discordUsername} />
      </Stack>

      {logoutAction && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{logoutAction}</Box>}
    </Stack>
  );
}
