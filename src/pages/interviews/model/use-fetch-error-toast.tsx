import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { ERROR_TOAST_MS, FETCH_ERROR } from '../config/interviews-list';
import { ToastMessage } from '@/shared/ui';

/** 'Error fetching interviews' once per failed request (SPEC section 8). */
export function useFetchErrorToast(error: unknown) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    enqueueSnackbar(<ToastMessage title={FETCH_ERROR.title} description={FETCH_ERROR.description} />, {
      variant: 'error',
      autoHideDuration: ERROR_TOAST_MS,
    });
  }, [error, enqueueSnackbar]);
}
