import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { ERROR_TOAST_MS } from '../config/directory';

/** One error toast each time a request starts failing. */
export function useErrorToast(failed: boolean, message: string): void {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (failed) enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
  }, [failed, message, enqueueSnackbar]);
}
