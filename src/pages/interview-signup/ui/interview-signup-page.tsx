import { useMemo, useState } from 'react';
import { DateTime } from 'luxon';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emptyAvailability, useGetAvailabilityQuery, useGetPoolStatusQuery, type AvailabilityGrid } from '@/entities/availability';
import { SubmitSignupButton } from '@/features/submit-signup';
import { AvailabilityPicker, dayLabels, timeLabels, weekStartDate } from '@/widgets/availability-picker';
import { LastPairingNotice } from '@/widgets/last-pairing-notice';
import { PageLoader } from '@/shared/ui';
import { weekHeading } from '../lib/week-heading';
import { gridZoneNote } from '../lib/zone-note';
import { ExistingSignup } from './existing-signup';
import { SuspensionNotice } from './suspension-notice';

/** /interview-signup: this week's availability, or the member's existing signup (SPEC section 2). */
export function InterviewSignupPage() {
  const pool = useGetPoolStatusQuery();
  // The server knows which week is open (it moves on early when an admin pairs before the cutoff);
  // the browser's own reckoning is only the fallback while that is unknown.
  const serverWeekStart = pool.data?.weekStart;
  const weekStart = useMemo(
    () => (serverWeekStart ? DateTime.fromISO(serverWeekStart) : weekStartDate(DateTime.local())),
    [serverWeekStart],
  );
  const days = useMemo(() => dayLabels(weekStart), [weekStart]);
  const times = useMemo(() => timeLabels(), []);
  const noAvailability = useMemo(() => emptyAvailability(), []);

  // Never saved, or failed to load: either way the member starts from an empty grid (SPEC section 4).
  const saved = useGetAvailabilityQuery();
  const [edited, setEdited] = useState<AvailabilityGrid | null>(null);
  const [changing, setChanging] = useState(false);

  if (pool.isLoading || saved.isLoading) return <PageLoader />;

  const availability = edited ?? saved.data?.grid ?? noAvailability;
  const showExistingSignup = pool.data?.signedUp === true && !changing;
  // Confirmed no-shows: the server refuses signups until then, so the grid would only lead to an error.
  const suspension = pool.data?.suspension ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Sign up for an interview
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <LastPairingNotice />
        <Typography variant="h6" component="p">
          {weekHeading(weekStart)}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pairing happens Sunday at 11:00 PM Pacific time; sign up before then. {gridZoneNote(weekStart.toISODate() ?? '')} The rows from
        12:00 AM are the next day: the night of the day above them.
      </Typography>
      {pool.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          We could not check whether you are already signed up. Submitting again replaces an existing signup.
        </Alert>
      )}
      {suspension ? (
        <SuspensionNotice suspension={suspension} />
      ) : showExistingSignup ? (
        <ExistingSignup onChangeSignup={() => setChanging(true)} />
      ) : (
        <Stack spacing={3}>
          <AvailabilityPicker
            availability={availability}
            onChange={setEdited}
            title="Select the times you are available"
            weekStart={weekStart.toISODate() ?? ''}
            dayLabels={days}
            timeLabels={times}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <SubmitSignupButton availability={availability} onSubmitted={() => setChanging(false)} />
            {changing && <Button onClick={() => setChanging(false)}>Keep Existing Signup</Button>}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
