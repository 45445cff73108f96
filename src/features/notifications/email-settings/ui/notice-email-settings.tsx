import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useGetEmailPreferencesQuery, useSetEmailPreferenceMutation } from '@/entities/notification';
import { errorDetail } from '@/shared/api';

const HEADING_ID = 'notice-emails-heading';

/** Why a kind is always emailed, true of that kind: only a confirmed or agreed time changes an agreed time. */
const ALWAYS_HINTS: Record<string, string> = {
  pair: 'Always emailed: it gives your partner and the time you meet.',
  time_proposed: 'Always emailed: your partner waits for your answer.',
  time_confirmed: 'Always emailed: it changes an agreed time.',
  cancellation: 'Always emailed: it cancels your interview.',
};
const ALWAYS_HINT = 'Always emailed.';

/**
 * Which notices also come by email; every notice shows in the bell either way. Each switch saves at once.
 * Notices that change an agreed time are always emailed: their switch stays on and disabled, and says why.
 */
export function NoticeEmailSettings() {
  const { data: kinds, isLoading, isError, refetch } = useGetEmailPreferencesQuery();
  const [save, saving] = useSetEmailPreferenceMutation();

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label="Loading email settings" />;
  else if (isError || !kinds) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Retry</Button>}>
        Could not load your email settings.
      </Alert>
    );
  } else {
    body = (
      <FormGroup aria-labelledby={HEADING_ID}>
        {kinds.map((kind) => (
          <div key={kind.kind}>
            <FormControlLabel
              label={kind.label}
              control={
                <Switch
                  checked={kind.email}
                  disabled={kind.always || saving.isLoading}
                  onChange={(event) => void save({ kind: kind.kind, email: event.target.checked })}
                  slotProps={kind.always ? { input: { 'aria-describedby': `notice-email-${kind.kind}-hint` } } : undefined}
                />
              }
            />
            {kind.always && (
              <FormHelperText id={`notice-email-${kind.kind}-hint`} sx={{ mt: -0.5, mb: 0.5 }}>
                {ALWAYS_HINTS[kind.kind] ?? ALWAYS_HINT}
              </FormHelperText>
            )}
          </div>
        ))}
        {/* Their one setting is on the profile, so no second switch here can disagree with it. */}
        <FormHelperText sx={{ mt: 1 }}>Interview reminders are turned on or off under Edit → Notifications.</FormHelperText>
      </FormGroup>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id={HEADING_ID} variant="h6" component="h2">
        Email me about
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Every notice also shows under the bell at the top of the page.
      </Typography>
      {body}
      {saving.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorDetail(saving.error, 'Could not save that setting. Try again.')}
        </Alert>
      )}
    </Paper>
  );
}
