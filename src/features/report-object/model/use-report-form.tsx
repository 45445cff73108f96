import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { REPORT_FAILED, REPORT_SUBMITTED, REPORT_TOAST_MS, useCreateReportMutation, type ReportType } from '@/entities/report';
import { useSession } from '@/entities/session';
import { REASON_REQUIRED } from '../config/messages';
import { ToastMessage } from '@/shared/ui';

/** The reason, its required check, and POST /reports/ with the SPEC toasts. */
export function useReportForm(type: ReportType, associatedId: string | number, onSubmitted: () => void) {
  const { user } = useSession();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [createReport, { isLoading: isSubmitting }] = useCreateReportMutation();
  const { enqueueSnackbar } = useSnackbar();

  function changeReason(value: string) {
    setReason(value);
    if (value.trim()) setReasonError(null);
  }

  function reset() {
    setReason('');
    setReasonError(null);
  }

  async function submit() {
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    // Signed-in pages only; the server takes the reporter from the session anyway.
    const result = await createReport({ type, associatedId, reporterUserId: user?.id ?? 0, reason });
    if (result.error) {
      enqueueSnackbar(<ToastMessage {...REPORT_FAILED} />, { variant: 'error', autoHideDuration: REPORT_TOAST_MS });
      return;
    }
    enqueueSnackbar(REPORT_SUBMITTED, { variant: 'success', autoHideDuration: REPORT_TOAST_MS });
    reset();
    onSubmitted();
  }

  return { reason, reasonError, isSubmitting, changeReason, reset, submit };
}
