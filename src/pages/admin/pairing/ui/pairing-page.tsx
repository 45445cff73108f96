import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  useGetPairingPoolStatusQuery, usePairPoolMutation, usePreviewPairingMutation, type PairingResult,
} from '@/entities/pairing';
import { QuestionCoverageAlerts } from '@/entities/question';
import { errorDetail } from '@/shared/api';
import { STATUS_LOAD_FAILED, STATUS_UPDATE_FAILED, STATUS_UPDATED } from '../config/messages';
import { PairingPreviewPanel } from './pairing-preview-panel';
import { PairingResultPanel } from './pairing-result-panel';
import { PoolStatusPanel } from './pool-status-panel';
import { PoolToggleDialog } from './pool-toggle-dialog';
import { WeekOutcomesPanel } from './week-outcomes-panel';

const ERROR_TOAST_MS = 5000;

/** /pairing: the pool's status, a dry run, pairing for real, the on/off toggle of SPEC section 4, and how past weeks went. */
export function PairingPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [forceCurrentWeek, setForceCurrentWeek] = useState(true);
  const { data: status, error: statusError, isLoading, isFetching } = useGetPairingPoolStatusQuery({ forceCurrentWeek });
  const [preview, previewState] = usePreviewPairingMutation();
  const [pairPool, pairState] = usePairPoolMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ result: PairingResult; undone: boolean } | null>(null);

  useEffect(() => {
    if (statusError) enqueueSnackbar(STATUS_LOAD_FAILED, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [statusError, enqueueSnackbar]);

  function choosePool(next: boolean | null) {
    if (next === null) return;
    setForceCurrentWeek(next);
    previewState.reset();
  }

  async function pair(signal: boolean) {
    const answer = await pairPool({ signal, forceCurrentWeek });
    if ('error' in answer) {
      enqueueSnackbar(`${STATUS_UPDATE_FAILED}: ${errorDetail(answer.error, 'no answer from the server')}`, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
      return;
    }
    setOutcome({ result: answer.data, undone: !signal });
    previewState.reset();
    enqueueSnackbar(STATUS_UPDATED, { variant: 'success' });
  }

  function confirmToggle() {
    setConfirming(false);
    if (status) void pair(!status.isPaired);
  }

  // SPEC section 4's on/off flag is the server's `is_paired` for the week shown, so it survives a reload;
  // while a toggle is on its way it shows where it is going.
  const pending = pairState.isLoading ? pairState.originalArgs : undefined;
  const poolOn = pending ? pending.signal : Boolean(status?.isPaired);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Pairing
      </Typography>
      <Stack spacing={3}>
        <QuestionCoverageAlerts />
        <ToggleButtonGroup
          exclusive
          value={forceCurrentWeek}
          onChange={(_event, next: boolean | null) => choosePool(next)}
          aria-label="Which pool"
          size="small"
        >
          <ToggleButton value={true}>Open pool</ToggleButton>
          <ToggleButton value={false}>Last closed pool</ToggleButton>
        </ToggleButtonGroup>

        {isLoading ? (
          <Skeleton variant="rounded" height={200} aria-label="Loading pool status" />
        ) : statusError || !status ? (
          <Alert severity="error">{STATUS_LOAD_FAILED}</Alert>
        ) : (
          <Box sx={{ opacity: isFetching ? 0.6 : 1 }}>
            <PoolStatusPanel status={status} isOpenPool={forceCurrentWeek} />
          </Box>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={<Switch checked={poolOn} onChange={() => setConfirming(true)} disabled={!status || isFetching || pairState.isLoading} />}
            label="Pair interview pool"
          />
          <Button variant="outlined" onClick={() => void preview({ forceCurrentWeek })} loading={previewState.isLoading}>
            Preview pairing
          </Button>
          <Button variant="contained" onClick={() => void pair(true)} loading={pairState.isLoading} disabled={!previewState.data}>
            Pair now
          </Button>
        </Stack>
        {!previewState.data && !previewState.error && (
          <Typography variant="body2" color="text.secondary">
            Preview the pairing first; nothing is written and nobody is told until you press Pair now.
          </Typography>
        )}

        {previewState.error && (
          <Alert severity="warning" role="alert">
            {errorDetail(previewState.error, 'The preview failed; try again.')}
          </Alert>
        )}
        {previewState.data && <PairingPreviewPanel preview={previewState.data} />}
        {outcome && <PairingResultPanel result={outcome.result} undone={outcome.undone} />}
        <WeekOutcomesPanel />
      </Stack>

      {status && (
        <PoolToggleDialog
          open={confirming}
          status={status}
          forceCurrentWeek={forceCurrentWeek}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmToggle}
        />
      )}
    </Container>
  );
}
