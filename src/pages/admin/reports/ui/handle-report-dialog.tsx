import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { memberDisplayName, type Member } from '@/entities/member';
import { REPORT_STATUSES, useAssignReportMutation, useSetReportStatusMutation, type Report, type ReportStatus } from '@/entities/report';
import { errorDetail } from '@/shared/api';
import { REPORT_LIMITS } from '@/shared/config';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField } from '@/shared/ui';
import { ERROR_TOAST_MS, REPORT_UPDATE_FAILED, REPORT_UPDATED } from '../config/messages';
import { ReportDetails } from './report-details';

interface HandleReportDialogProps {
  report: Report;
  admins: Member[];
  onClose: () => void;
}

/** Shows the report being handled and sets its assignee (an admin, or nobody), status and notes; only what changed is sent. */
export function HandleReportDialog({ report, admins, onClose }: HandleReportDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [assignee, setAssignee] = useState(report.assignee === null ? '' : String(report.assignee));
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const [notes, setNotes] = useState(report.adminNotes);
  const [assign, assignState] = useAssignReportMutation();
  const [setReportStatus, statusState] = useSetReportStatusMutation();
  const saving = assignState.isLoading || statusState.isLoading;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nextAssignee = assignee === '' ? null : Number(assignee);
    if (nextAssignee !== report.assignee) {
      const answer = await assign({ reportId: report.reportId, assignee: nextAssignee });
      if ('error' in answer) {
        enqueueSnackbar(errorDetail(answer.error, REPORT_UPDATE_FAILED), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
        return;
      }
    }
    const notesChanged = notes.trim() !== report.adminNotes;
    if (status !== report.status || notesChanged) {
      const answer = await setReportStatus({ reportId: report.reportId, status, ...(notesChanged && { adminNotes: notes }) });
      if ('error' in answer) {
        enqueueSnackbar(errorDetail(answer.error, REPORT_UPDATE_FAILED), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
        return;
      }
    }
    enqueueSnackbar(REPORT_UPDATED, { variant: 'success' });
    onClose();
  }

  // The assigned admin may have lost the role since: keep them listed so the current value shows.
  const assignable = report.assignee !== null && !admins.some((admin) => admin.id === report.assignee)
    ? [...admins.map((admin) => ({ id: admin.id, name: memberDisplayName(admin) })), { id: report.assignee, name: `Member #${report.assignee}` }]
    : admins.map((admin) => ({ id: admin.id, name: memberDisplayName(admin) }));

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id={titleId}>Handle report</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <section aria-label="Report details">
              <ReportDetails report={report} headingComponent="h3" />
            </section>
            <Divider />
            <TextField
              select
              label="Assignee"
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Unassigned</MenuItem>
              {assignable.map((admin) => (
                <MenuItem key={admin.id} value={String(admin.id)}>
                  {admin.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as ReportStatus)}>
              {REPORT_STATUSES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <LimitedTextField
              label="Notes"
              helperText="For the admins: what was done and why. The reporter does not see them."
              multiline
              minRows={3}
              value={notes}
              maxLength={REPORT_LIMITS.admin_notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={isOverLimit(notes, REPORT_LIMITS.admin_notes)}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
