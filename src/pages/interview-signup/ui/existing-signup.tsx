import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteSignupButton } from '@/features/submit-signup';

/** What a member already in this week's pool sees instead of the picker. */
export function ExistingSignup({ onChangeSignup }: { onChangeSignup: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Change or delete your existing signup
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You are signed up for this week&apos;s mock interviews.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={onChangeSignup}>
          Change Signup
        </Button>
        <DeleteSignupButton />
      </Stack>
    </Paper>
  );
}
