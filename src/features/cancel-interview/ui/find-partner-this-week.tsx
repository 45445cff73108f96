import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useGetAvailabilityQuery } from '@/entities/availability';
import { interviewElementId } from '@/entities/interview';
import { errorDetail } from '@/shared/api';
import { formatDate } from '@/shared/lib/dates';
import { focusWhenShown } from '@/shared/lib/focus';
import { useGetStandbyQuery, useJoinStandbyMutation, useLeaveStandbyMutation } from '../api/standby-api';

const HEADING_ID = 'standby-heading';

/**
 * Issue 22: after the cutoff, a member without a partner in the running week asks for one with their saved
 * availability; the server pairs them as soon as someone free shares a time. A member with one pair may ask for a
 * second practice the same way (never a third). Leaving the list is one click.
 */
export function FindPartnerThisWeek() {
  const { enqueueSnackbar } = useSnackbar();
  const { data: state, isLoading, isError } = useGetStandbyQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: availability } = useGetAvailabilityQuery();
  const [join, { isLoading: joining }] = useJoinStandbyMutation();
  const [leave, { isLoading: leaving }] = useLeaveStandbyMutation();

  if (isLoading) return <Skeleton variant="rounded" height={72} aria-label="Loading this week's standby list" />;
  // An offer, not the page's content: when it cannot be loaded, My Interviews shows without it.
  if (isError || !state) return null;
  if (!state.weekStart || state.pairs >= 2) return null;
  const secondPractice = state.paired;

  async function handleJoin() {
    if (!availability) return;
    const result = await join({ availability: availability.grid, ...(secondPractice ? { second_practice: true } : {}) });
    if (result.error) {
      enqueueSnackbar(errorDetail(result.error, 'Could not join the standby list.'), { variant: 'error' });
      return;
    }
    enqueueSnackbar(result.data.detail, { variant: 'success' });
    // The button goes with the state it changed: focus moves to the new interview when paired at once, else to this section.
    const [newInterview] = result.data.interview_ids;
    focusWhenShown(newInterview ? interviewElementId(newInterview) : HEADING_ID);
  }

  async function handleLeave() {
    const result = await leave();
    if (result.error) {
      enqueueSnackbar(errorDetail(result.error, 'Could not leave the standby list.'), { variant: 'error' });
      return;
    }
    enqueueSnackbar("You left this week's standby list.", { variant: 'success' });
    focusWhenShown(HEADING_ID);
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={HEADING_ID} sx={{ p: 2 }}>
      <Typography id={HEADING_ID} tabIndex={-1} variant="h6" component="h2" gutterBottom sx={{ outline: 'none' }}>
        {secondPractice ? 'A second practice this week' : 'A partner this week'} (week of {formatDate(state.weekStart)})
      </Typography>
      {state.onStandby ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">
            {/* Not "you joined": a member left over or cancelled on waits here without asking. */}
            {secondPractice
              ? 'You are on the standby list for a second practice: you get a partner, by email and here, as soon as someone free shares a time with you.'
              : "You wait on this week's standby list: you get a partner, by email and here, as soon as someone free shares a time with you."}
          </Alert>
          <Button variant="outlined" onClick={() => void handleLeave()} loading={leaving}>
            Leave the standby list
          </Button>
        </Stack>
      ) : availability && secondPractice ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">Want more practice? We pair you with a second partner (never your current one) as soon as someone free shares a time in the coming 7 days.</Typography>
          <Button variant="outlined" onClick={() => void handleJoin()} loading={joining}>
            Ask for a second practice
          </Button>
        </Stack>
      ) : availability ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">Missed the cutoff, or lost your partner? We pair you with your saved availability as soon as someone free shares a time in the coming 7 days.</Typography>
          <Button variant="contained" onClick={() => void handleJoin()} loading={joining}>
            Find me a partner this week
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">
          Save your availability on the <RouterLink to="/interview-signup">signup page</RouterLink> first, then ask for a partner this week here.
        </Typography>
      )}
    </Paper>
  );
}
