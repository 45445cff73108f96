import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useSnackbar } from 'notistack';
import { errorDetail } from '@/shared/api';
import { ToastMessage } from '@/shared/ui';
import { useMarkInterviewDoneMutation } from '../api/give-feedback-api';
import { ERROR_TOAST_MS, FEEDBACK_TOAST_MS, MARK_DONE_FAILED, MARKED_DONE, TRY_AGAIN } from '../config/messages';

/** "Mark interview as done": once both participants have, the interview is completed. */
export function MarkDoneButton({ interviewId }: { interviewId: string }) {
  const [markDone, { isLoading }] = useMarkInterviewDoneMutation();
  const { enqueueSnackbar } = useSnackbar();

  async function handleClick() {
    const result = await markDone(interviewId);
    if (result.error) {
      enqueueSnackbar(<ToastMessage title={MARK_DONE_FAILED} description={errorDetail(result.error, TRY_AGAIN)} />, {
        variant: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      });
      return;
    }
    enqueueSnackbar(MARKED_DONE, { variant: 'success', autoHideDuration: FEEDBACK_TOAST_MS });
  }

  return (
    <Button variant="outlined" color="success" startIcon={<TaskAltIcon />} loading={isLoading} onClick={() => void handleClick()}>
      Mark interview as done
    </Button>
  );
}
