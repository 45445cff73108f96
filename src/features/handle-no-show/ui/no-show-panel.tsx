import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { memberDisplayName } from '@/entities/member';
import { useConfirmNoShowMutation, useLiftStrikeMutation, useLiftSuspensionMutation, type NoShowState } from '@/entities/report';
import { errorDetail } from '@/shared/api';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import {
  ACTION_FAILED, CONFIRM_NO_SHOW, ERROR_TOAST_MS, LIFT_STRIKE, LIFT_SUSPENSION, NO_SHOW_CONFIRMED, STRIKE_LIFTED, SUSPENSION_LIFTED,
} from '../config/messages';

type Answer = { error?: unknown };

const when = (instant: string) => formatDate(instant, { zone: COMMUNITY_TIME_ZONE });

/**
 * On a `no_show` report (admins): the member it is about, the strike once confirmed and their suspension, with
 * the actions: confirm the no-show (after a confirmation), lift its strike, lift the member's suspension.
 */
export function NoShowPanel({ reportId, noShow }: { reportId: string; noShow: NoShowState }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [confirm, confirmState] = useConfirmNoShowMutation();
  const [liftStrike, liftStrikeState] = useLiftStrikeMutation();
  const [liftSuspension, liftSuspensionState] = useLiftSuspensionMutation();
  const { reportedMember, strike, suspension } = noShow;
  const name = memberDisplayName(reportedMember);

  async function run(action: () => Promise<Answer>, success: string): Promise<boolean> {
    const answer = await action();
    if (answer.error) {
      enqueueSnackbar(errorDetail(answer.error as Parameters<typeof errorDetail>[0], ACTION_FAILED), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
      return false;
    }
    enqueueSnackbar(success, { variant: 'success' });
    return true;
  }

  async function confirmNoShow() {
    if (await run(() => confirm(reportId), NO_SHOW_CONFIRMED)) setConfirming(false);
  }

  return (
    <Stack spacing={1} component="section" aria-label="No-show" sx={{ mt: 1 }}>
      <Typography variant="body2">
        Did not show:{' '}
        <Link component={RouterLink} to={`/directory/${reportedMember.id}`}>
          {name}
        </Link>{' '}
        (#{reportedMember.id})
      </Typography>
      {!strike && <Typography variant="body2">Not confirmed yet: no strike.</Typography>}
      {strike && !strike.liftedAt && <Typography variant="body2">Strike confirmed on {when(strike.created)}.</Typography>}
      {strike?.liftedAt && <Typography variant="body2">Strike lifted on {when(strike.liftedAt)}.</Typography>}
      {suspension && (
        <Alert severity="warning">
          {name} cannot sign up until {formatDateTime(suspension.until, COMMUNITY_TIME_ZONE)}: {suspension.reason}.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!strike && (
          <Button variant="contained" color="warning" onClick={() => setConfirming(true)}>
            {CONFIRM_NO_SHOW}
          </Button>
        )}
        {strike && !strike.liftedAt && (
          <Button onClick={() => void run(() => liftStrike(strike.strikeId), STRIKE_LIFTED)} loading={liftStrikeState.isLoading}>
            {LIFT_STRIKE}
          </Button>
        )}
        {suspension && (
          <Button onClick={() => void run(() => liftSuspension(reportedMember.id), SUSPENSION_LIFTED)} loading={liftSuspensionState.isLoading}>
            {LIFT_SUSPENSION}
          </Button>
        )}
      </Stack>
      <Dialog open={confirming} onClose={confirmState.isLoading ? undefined : () => setConfirming(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{CONFIRM_NO_SHOW}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {name} gets a strike for this interview. Two strikes in eight weeks keep a member out of the pool for four weeks.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={confirmState.isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="warning" onClick={() => void confirmNoShow()} loading={confirmState.isLoading}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
