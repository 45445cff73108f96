import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REMINDERS_HINT, REMINDERS_LABEL } from '../config/messages';

interface RemindersFieldProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  error?: string;
}

const HINT_ID = 'interview-reminders-hint';

/** The interview reminders setting: on by default; the server sends none to a member who turned it off. */
export function RemindersField({ enabled, onChange, error }: RemindersFieldProps) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        Notifications
      </Typography>
      <FormControlLabel
        label={REMINDERS_LABEL}
        control={
          <Switch
            checked={enabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': HINT_ID } }}
          />
        }
      />
      <FormHelperText id={HINT_ID} error={Boolean(error)} sx={{ mt: 0 }}>
        {error ?? REMINDERS_HINT}
      </FormHelperText>
    </Stack>
  );
}
