import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { formatProposedTime, partnerClockOf, type Interview } from '@/entities/interview';
import { errorDetail } from '@/shared/api';
import { focusWhenShown } from '@/shared/lib/focus';
import {
  useAcceptTimeMutation, useConfirmTimeMutation, useGetInterviewTimeQuery, useProposeTimeMutation, useWithdrawProposalMutation,
} from '../api/interview-time-api';
import { SUCCESS_TOAST_MS, TIME_MESSAGES } from '../config/messages';
import type { InterviewTime } from '../model/types';
import { ProposeTimeDialog } from './propose-time-dialog';

interface InterviewTimePanelProps {
  interview: Interview;
  viewerId: number;
}

interface ProposalAlertProps {
  actionLabel: string;
  loading: boolean;
  disabled: boolean;
  onAction: () => void;
  children: ReactNode;
}

/** A pending proposal, with what the viewer can do about it (the partner's: accept; their own: withdraw). */
function ProposalAlert({ actionLabel, loading, disabled, onAction, children }: ProposalAlertProps) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" loading={loading} disabled={disabled} onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

function statusLine(time: InterviewTime, viewerId: number, partnerName: string): string {
  if (!time.changeable) return TIME_MESSAGES.closed;
  if (!time.proposedTime) return TIME_MESSAGES.noTime;
  if (time.agreed) return `You and ${partnerName} agreed on this time.`;
  if (time.confirmedBy.includes(viewerId)) return `You confirmed this time. Waiting for ${partnerName} to confirm it.`;
  if (time.confirmedBy.length > 0) return `${partnerName} confirmed this time. Confirm it too, or propose another.`;
  return 'Confirm this time, or propose another one.';
}

/**
 * "Confirm" and "Propose another time" on an interview's page, for its two members: the partner accepts a
 * proposal or proposes another, and the agreed time replaces the proposed one for both interviews of the pair.
 */
export function InterviewTimePanel({ interview, viewerId }: InterviewTimePanelProps) {
  const { interviewId } = interview;
  // The panel is shown to the pair only, so the viewer always has a partner.
  const partnerClock = partnerClockOf(interview, viewerId);
  const partnerName = partnerClock?.name ?? '';
  const { data: time, error, isFetching, refetch } = useGetInterviewTimeQuery(interviewId);
  const [confirmTime, confirming] = useConfirmTimeMutation();
  const [proposeTime, proposing] = useProposeTimeMutation();
  const [acceptTime, accepting] = useAcceptTimeMutation();
  const [withdrawProposal, withdrawing] = useWithdrawProposalMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const busy = confirming.isLoading || proposing.isLoading || accepting.isLoading || withdrawing.isLoading;

  const headingId = `interview-time-${interviewId}`;

  async function run(action: () => Promise<unknown>, success: string): Promise<boolean> {
    setFailure(null);
    try {
      await action();
      enqueueSnackbar(success, { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS });
      return true;
    } catch (caught) {
      setFailure(errorDetail(caught as Parameters<typeof errorDetail>[0], TIME_MESSAGES.changeError));
      return false;
    }
  }

  // Confirm, Accept and Withdraw go with the state they changed: focus moves to the panel showing the new one, not the
  // body. (Proposing closes a dialog, which gives focus back to "Propose another time".)
  async function runInPanel(action: () => Promise<unknown>, success: string): Promise<void> {
    if (await run(action, success)) focusWhenShown(headingId);
  }

  if (error) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()} loading={isFetching}>Retry</Button>}>
        {TIME_MESSAGES.loadError}
      </Alert>
    );
  }
  if (!time) {
    return (
      <Box role="status" aria-label="Loading the interview time">
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }

  const partnersProposal = time.proposal && time.proposal.proposedBy !== viewerId ? time.proposal : null;
  const ownProposal = time.proposal && time.proposal.proposedBy === viewerId ? time.proposal : null;
  // The current time is no other time to propose (the server refuses it): the dialog offers, and pre-selects, the others.
  const otherWindows = time.windows.filter((window) => time.proposedTime === null || Date.parse(window) !== Date.parse(time.proposedTime));
  const canConfirm = time.changeable && time.proposedTime !== null && !time.confirmedBy.includes(viewerId) && !partnersProposal
    && new Date(time.proposedTime).getTime() > Date.now();

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
          {TIME_MESSAGES.heading}
        </Typography>
        <Typography>{statusLine(time, viewerId, partnerName)}</Typography>
        {partnersProposal && (
          <ProposalAlert
            actionLabel="Accept"
            loading={accepting.isLoading}
            disabled={busy}
            onAction={() => runInPanel(() => acceptTime({ interviewId, time: partnersProposal.time }).unwrap(), TIME_MESSAGES.accepted)}
          >
            {partnerName} proposes {formatProposedTime(partnersProposal.time, partnerClock)}.
          </ProposalAlert>
        )}
        {ownProposal && (
          <ProposalAlert
            actionLabel="Withdraw proposal"
            loading={withdrawing.isLoading}
            disabled={busy}
            onAction={() => runInPanel(() => withdrawProposal({ interviewId, time: ownProposal.time }).unwrap(), TIME_MESSAGES.withdrawn)}
          >
            You proposed {formatProposedTime(ownProposal.time, partnerClock)}. Waiting for {partnerName} to accept it.
          </ProposalAlert>
        )}
        {failure && !dialogOpen && (
          <Alert severity="warning" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {time.changeable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {canConfirm && (
              <Button
                variant="contained"
                loading={confirming.isLoading}
                disabled={busy}
                onClick={() => runInPanel(() => confirmTime({ interviewId, time: time.proposedTime as string }).unwrap(), TIME_MESSAGES.confirmed)}
              >
                Confirm
              </Button>
            )}
            <Button variant="outlined" disabled={busy} onClick={() => { setFailure(null); setDialogOpen(true); }}>
              Propose another time
            </Button>
          </Stack>
        )}
      </Stack>
      {dialogOpen && (
        <ProposeTimeDialog
          open
          windows={otherWindows}
          latest={time.latest}
          partner={partnerClock}
          busy={proposing.isLoading}
          error={failure}
          onClose={() => setDialogOpen(false)}
          onPropose={async (chosen) => {
            const done = await run(() => proposeTime({ interviewId, time: chosen, replaces: partnersProposal?.time ?? null }).unwrap(), TIME_MESSAGES.proposed);
            if (done) setDialogOpen(false);
          }}
        />
      )}
    </Paper>
  );
}
