import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { useSessionReconnect } from '../model/use-session-reconnect';

export const RECONNECTING = 'Reconnecting…';

/**
 * A corner notice while the server cannot be reached; the page stays usable underneath, and the member
 * stays signed in. Also drives the retries, so mount it once (the app layout does).
 */
export function ReconnectingNotice() {
  const reconnecting = useSessionReconnect();
  return (
    <Snackbar open={reconnecting} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert severity="warning" variant="filled" role="status" icon={<CircularProgress size={18} color="inherit" aria-hidden />}>
        {RECONNECTING}
      </Alert>
    </Snackbar>
  );
}
