import { useId, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReportType } from '@/entities/report';
import { REPORT_LIMITS } from '@/shared/config';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField } from '@/shared/ui';
import { REPORT_BUTTON_LABELS } from '../config/messages';
import { useReportForm } from '../model/use-report-form';

export interface ReportObjectDialogProps {
  type: ReportType;
  /** The reported member's id, or the question's or interview's id. */
  associatedId: string | number;
  open: boolean;
  onClose: () => void;
}

/** Asks why, then files a report for an admin to handle. */
export function ReportObjectDialog({ type, associatedId, open, onClose }: ReportObjectDialogProps) {
  const titleId = useId();
  const form = useReportForm(type, associatedId, onClose);

  function close() {
    if (form.isSubmitting) return;
    form.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{REPORT_BUTTON_LABELS[type]}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Tell the admins what happened. They will look into it.</DialogContentText>
          <LimitedTextField
            label="Reason"
            value={form.reason}
            maxLength={REPORT_LIMITS.reason}
            onChange={(event) => form.changeReason(event.target.value)}
            error={form.reasonError !== null}
            helperText={form.reasonError ?? ' '}
            required
            fullWidth
            multiline
            minRows={4}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={form.isSubmitting} disabled={isOverLimit(form.reason, REPORT_LIMITS.reason)}>
            Submit Report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
