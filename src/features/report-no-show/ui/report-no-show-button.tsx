import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useSnackbar } from 'notistack';
import type { Interview } from '@/entities/interview';
import { memberDisplayName } from '@/entities/member';
import { REPORT_FAILED, REPORT_SUBMITTED, REPORT_TOAST_MS, useCreateReportMutation } from '@/entities/report';
import { errorDetail } from '@/shared/api';
import { REPORT_LIMITS } from '@/shared/config';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField, ToastMessage } from '@/shared/ui';
import { DETAILS_LABEL, NO_SHOW_EXPLANATION, REPORT_NO_SHOW_LABEL, REPORT_NO_SHOW_SUBMIT } from '../config/messages';
import { noShowReportable, partnerOf } from '../lib/no-show-reporting';

interface ReportNoShowButtonProps {
  interview: Interview;
  viewerId: number | undefined;
  /** For tests; the browser's clock otherwise. */
  now?: () => Date;
}

/**
 * 'My partner did not show' on an interview's page: for its two members, once it was due to start. A
 * confirmation dialog (with optional details) files a `no_show` report about the partner for an admin to confirm.
 */
export function ReportNoShowButton({ interview, viewerId, now = () => new Date() }: ReportNoShowButtonProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState('');
  const [reported, setReported] = useState(false);
  const [createReport, { isLoading }] = useCreateReportMutation();
  const partner = partnerOf(interview, viewerId);
  if (!partner || viewerId === undefined || !noShowReportable(interview, now())) return null;
  const partnerName = memberDisplayName(partner);

  if (reported) {
    return <Typography color="text.secondary">You reported that {partnerName} did not show. An admin will look into it.</Typography>;
  }

  function close() {
    if (isLoading) return;
    setOpen(false);
    setDetails('');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const reason = details.trim() || `${partnerName} did not show up for our interview.`;
    const result = await createReport({ type: 'no_show', associatedId: interview.interviewId, reporterUserId: viewerId ?? 0, reason });
    if (result.error) {
      const description = errorDetail(result.error, REPORT_FAILED.description);
      enqueueSnackbar(<ToastMessage title={REPORT_FAILED.title} description={description} />, { variant: 'error', autoHideDuration: REPORT_TOAST_MS });
      return;
    }
    enqueueSnackbar(REPORT_SUBMITTED, { variant: 'success', autoHideDuration: REPORT_TOAST_MS });
    setOpen(false);
    setReported(true);
  }

  return (
    <Box>
      <Button variant="outlined" color="warning" startIcon={<PersonOffIcon />} onClick={() => setOpen(true)}>
        {REPORT_NO_SHOW_LABEL}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogTitle id={titleId}>{REPORT_NO_SHOW_LABEL}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>Report that {partnerName} did not come to this interview?</DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>{NO_SHOW_EXPLANATION}</DialogContentText>
            <LimitedTextField
              label={DETAILS_LABEL}
              value={details}
              maxLength={REPORT_LIMITS.reason}
              onChange={(event) => setDetails(event.target.value)}
              fullWidth
              multiline
              minRows={3}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="warning" loading={isLoading} disabled={isOverLimit(details, REPORT_LIMITS.reason)}>
              {REPORT_NO_SHOW_SUBMIT}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}
