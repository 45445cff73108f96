import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
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
import { errorDetail } from '@/shared/api';
import { STATUS_LOAD_FAILED, STATUS_UPDATE_FAILED, STATUS_UPDATED, TOGGLE_CONFIRMATION } from '../config/messages';
import { PairingPreviewPanel } from './pairing-preview-panel';
import { PoolStatusPanel } from './pool-status-panel';
import { WeekOutcomesPanel } from './week-outcomes-panel';

const ERROR_TOAST_MS = 5000;

function PairingResultPanel({ result }: { result: PairingResult }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Response" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Response
      </Typography>
      <Typography sx={{ mb: 1 }}>{result.detail}</Typography>
      {result.pairedInterviews.length > 0 && (
        <Stack component="ul" spacing={0.5} aria-label="Paired interviews" sx={{ pl: 2, mt: 0 }}>
          {result.pairedInterviews.map((interview) => (
            <li key={interview.interviewId}>
              <Link component={RouterLink} to={`/interviews/${interview.interviewId}`}>
                {interview.interviewer} interviews {interview.interviewee}
              </Link>
            </li>
          ))}
        </Stack>
      )}
      <Box component="pre" aria-label="Raw response" sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
        {JSON.stringify(result.raw, null, 2)}
      </Box>
    </Paper>
  );
}

/** /pairing: the pool's status, a dry run, pairing for real, the on/off toggle of SPEC section 4, and how past weeks went. */
export function PairingPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [forceCurrentWeek, setForceCurrentWeek] = useState(true);
  const { data: status, error: statusError, isLoading, isFetching } = useGetPairingPoolStatusQuery({ forceCurrentWeek });
  const [preview, previewState] = usePreviewPairingMutation();
  const [pairPool, pairState] = usePairPoolMutation();
  const [confirming, setConfirming] = useState(false);
  // SPEC section 4: a local on/off flag, starting from whether the chosen pool is paired.
  const [poolOn, setPoolOn] = useState<boolean | null>(null);
  const [result, setResult] = useState<PairingResult | null>(null);

  useEffect(() => {
    if (statusError) enqueueSnackbar(STATUS_LOAD_FAILED, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [statusError, enqueueSnackbar]);
  useEffect(() => {
    if (status && poolOn === null) setPoolOn(status.isPaired);
  }, [status, poolOn]);

  function choosePool(next: boolean | null) {
    if (next === null) return;
    setForceCurrentWeek(next);
    setPoolOn(null);
    previewState.reset();
  }

  async function pair(signal: boolean) {
    const answer = await pairPool({ signal, forceCurrentWeek });
    if ('error' in answer) {
      enqueueSnackbar(`${STATUS_UPDATE_FAILED}: ${errorDetail(answer.error, 'no answer from the server')}`, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
      return;
    }
    setPoolOn(signal);
    setResult(answer.data);
    previewState.reset();
    enqueueSnackbar(STATUS_UPDATED, { variant: 'success' });
  }

  function confirmToggle() {
    setConfirming(false);
    void pair(!poolOn);
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Pairing
      </Typography>
      <Stack spacing={3}>
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
            <PoolStatusPanel status={status} />
          </Box>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={<Switch checked={Boolean(poolOn)} onChange={() => setConfirming(true)} disabled={poolOn === null || pairState.isLoading} />}
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
        {result && <PairingResultPanel result={result} />}
        <WeekOutcomesPanel />
      </Stack>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-describedby="pool-toggle-confirmation">
        <DialogContent>
          <DialogContentText id="pool-toggle-confirmation">{TOGGLE_CONFIRMATION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={confirmToggle} autoFocus>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
