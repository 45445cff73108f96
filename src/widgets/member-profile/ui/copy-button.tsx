import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { COPIED_TOAST_MS, ERROR_TOAST_MS } from '../config/toasts';

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { enqueueSnackbar } = useSnackbar();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar('Copied', { variant: 'success', autoHideDuration: COPIED_TOAST_MS });
    } catch {
      enqueueSnackbar('Could not copy to the clipboard', { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
    }
  }

  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
