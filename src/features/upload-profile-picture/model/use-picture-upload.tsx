import { useState, type ChangeEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useUploadProfilePictureMutation } from '../api/upload-api';
import { ERROR_TOAST_MS, UPLOAD_FAILED_TITLE, UPLOAD_SUCCEEDED } from '../config/picture-rules';
import { pictureProblem, type PictureProblem } from '../lib/picture-problem';
import { uploadFailureMessage } from '../lib/upload-failure-message';
import { ToastMessage } from '@/shared/ui';
import { useObjectUrl } from './use-object-url';

/** Choosing a picture (checked before anything is sent), its preview, and the upload with its toasts. */
export function usePictureUpload(onUploaded: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const previewUrl = useObjectUrl(file);
  const [upload, { isLoading: isUploading }] = useUploadProfilePictureMutation();
  const { enqueueSnackbar } = useSnackbar();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Lets the member pick the same file again after fixing nothing else, e.g. to retry.
    event.target.value = '';
    if (!chosen) return;
    const found = pictureProblem(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  }

  function reset() {
    setFile(null);
    setProblem(null);
  }

  async function submit() {
    if (!file) return;
    const result = await upload(file);
    if (result.error) {
      enqueueSnackbar(<ToastMessage title={UPLOAD_FAILED_TITLE} description={uploadFailureMessage(result.error)} />, {
        variant: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      });
      return;
    }
    enqueueSnackbar(<ToastMessage {...UPLOAD_SUCCEEDED} />, { variant: 'success' });
    reset();
    onUploaded();
  }

  return { file, problem, previewUrl, isUploading, choose, reset, submit };
}
