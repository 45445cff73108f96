import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { useGetPendingFeedbackQuery } from '@/entities/feedback';
import { useGetMyInterviewsQuery } from '@/entities/interview';
import { FindPartnerThisWeek } from '@/features/cancel-interview';
import { useSession } from '@/entities/session';
import { LastPairingNotice } from '@/widgets/last-pairing-notice';
import { defaultDateRange, interviewsInRange, type DateRange } from '../lib/date-range';
import { useFetchErrorToast } from '../model/use-fetch-error-toast';
import { DateRangeFilters } from './date-range-filters';
import { InterviewList, InterviewListSkeleton } from './interview-list';
import { PendingFeedbackNotice } from './pending-feedback-notice';

/** /interviews: the member's interviews, filtered by date (SPEC section 2, "My Interviews"). */
export function InterviewsPage() {
  const { user } = useSession();
  const { data: interviews, error, isLoading, isFetching, refetch } = useGetMyInterviewsQuery();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const shown = useMemo(() => interviewsInRange(interviews ?? [], range), [interviews, range]);
  // A failure here only loses the "Feedback pending" marks; the list itself still shows.
  const { data: pending = [] } = useGetPendingFeedbackQuery(undefined, { refetchOnMountOrArgChange: true });
  const pendingIds = useMemo(() => new Set(pending.map((entry) => entry.interviewId)), [pending]);
  useFetchErrorToast(error);

  return (
    // The date pickers' localization lives here, in this page's lazy chunk, not in the app shell.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          My Interviews
        </Typography>
        <Stack spacing={3}>
          <LastPairingNotice />
          <FindPartnerThisWeek />
          <PendingFeedbackNotice pending={pending} />
          <DateRangeFilters range={range} onChange={setRange} />
          {isLoading && <InterviewListSkeleton />}
          {error && !interviews && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => refetch()} loading={isFetching}>
                  Retry
                </Button>
              }
            >
              Your interviews could not be loaded.
            </Alert>
          )}
          {interviews && <InterviewList interviews={shown} viewerId={user?.id} feedbackPending={pendingIds} />}
        </Stack>
      </Container>
    </LocalizationProvider>
  );
}
