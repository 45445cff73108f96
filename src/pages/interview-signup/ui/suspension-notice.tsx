import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { suspensionMessage } from '../lib/suspension-message';

/** Replaces the grid while the member is suspended for no-shows: until when and why. */
export function SuspensionNotice({ suspension }: { suspension: { until: string; reason: string } }) {
  return (
    <Alert severity="warning" aria-label="Signups suspended">
      <AlertTitle>Signups suspended</AlertTitle>
      <Typography>{suspensionMessage(suspension)}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        You will not be paired until then. If you think this is a mistake, contact an admin.
      </Typography>
    </Alert>
  );
}
