import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useSnackbar } from 'notistack';
import type { Interview } from '@/entities/interview';
import { memberDisplayName } from '@/entities/member';
import { errorDetail } from '@/shared/api';
import { formatDate } from '@/shared/lib/dates';
import { focusWhenShown } from '@/shared/lib/focus';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField, RetryAlert, ToastMessage } from '@/shared/ui';
import { useCancelInterviewMutation, useGetCancellationStatusQuery } from '../api/cancel-interview-api';
import { CANCEL_FAILED, CANCEL_LABEL, CANCEL_SUBMIT, KEEP_LABEL, REASON_LABEL, REASON_MAX_LENGTH, TOAST_MS } from '../config/messages';
import type { CancellationRecord } from '../model/types';

interface CancelInterviewProps {
  interview: Interview;
  viewerId: number | undefined;
}

/** The cancellation notice's id: where focus goes after "Cancel both interviews" (the page shows it at the top). */
const noticeId = (interviewId: string) => `cancellation-${interviewId}`;

function CancelledNotice({ record, interviewId }: { record: CancellationRecord; interviewId: string }) {
  const who = memberDisplayName(record.cancelledBy);
  return (
    <Alert id={noticeId(interviewId)} tabIndex={-1} severity="info" role="region" aria-label="Cancellation">
      <AlertTitle>
        {record.byAdmin ? `Cancelled by an admin for ${who}` : `Cancelled by ${who}`} on {formatDate(record.cancelledAt)}
        {record.late ? ' (late)' : ''}
      </AlertTitle>
      Reason: {record.reason}
    </Alert>
  );
}

/**
 * Issue 22: on a pending interview, its two members may cancel it (both interviews of the pair) after a dialog
 * that names the consequences; once cancelled, everyone who may read it sees who cancelled and why.
 */
export function CancelInterview({ interview, viewerId }: CancelInterviewProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [cancelInterview, { isLoading: isCancelling }] = useCancelInterviewMutation();
  const relevant = interview.status !== 'completed' && viewerId !== undefined;
  const { data: status, isLoading, isError, refetch } = useGetCancellationStatusQuery(interview.interviewId, { skip: !relevant });
  if (!relevant) return null;
  if (isLoading) return <Skeleton variant="rounded" height={40} width={220} aria-label="Loading whether the interview can be cancelled" />;
  if (isError || !status) return <RetryAlert onRetry={refetch}>Could not check whether this interview can be cancelled.</RetryAlert>;
  if (status.cancellation) return <CancelledNotice record={status.cancellation} interviewId={interview.interviewId} />;
  if (!status.cancellable) return null;

  const partner = interview.interviewer.id === viewerId ? interview.interviewee : interview.interviewer;
  const partnerName = memberDisplayName(partner);
  const trimmed = reason.trim();

  function close() {
    if (isCancelling) return;
    setOpen(false);
    setReason('');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    const result = await cancelInterview({ interviewId: interview.interviewId, reason: trimmed });
    if (result.error) {
      enqueueSnackbar(<ToastMessage title={CANCEL_FAILED} description={errorDetail(result.error, 'Try again in a moment.')} />, { variant: 'error', autoHideDuration: TOAST_MS });
      setOpen(false);
      return;
    }
    enqueueSnackbar(result.data.detail, { variant: 'success', autoHideDuration: TOAST_MS });
    // The button that opened the dialog goes with the live interview: focus moves to the notice that replaces it.
    focusWhenShown(noticeId(interview.interviewId));
    setOpen(false);
    setReason('');
  }

  return (
    <Box>
      <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        {CANCEL_LABEL}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogTitle id={titleId}>Cancel your interviews with {partnerName}?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              Both interviews of your pair are cancelled: you interviewing {partnerName} and {partnerName} interviewing you. This cannot be undone.
            </DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>
              {partnerName} is told your reason and paired at once with another member free this week, if someone shares a time with them.
            </DialogContentText>
            {status.lateIfNow ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                It is less than {status.lateCancellationHours} hours before the proposed time: this is a late cancellation, which admins see. It is not a
                no-show strike.
              </Alert>
            ) : (
              <DialogContentText sx={{ mb: 2 }}>
                More than {status.lateCancellationHours} hours ahead, cancelling is free of any mark.
              </DialogContentText>
            )}
            <LimitedTextField
              label={REASON_LABEL}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              required
              autoFocus
              fullWidth
              multiline
              minRows={2}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isCancelling}>
              {KEEP_LABEL}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={isCancelling} disabled={!trimmed || isOverLimit(reason, REASON_MAX_LENGTH)}>
              {CANCEL_SUBMIT}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}
