import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetInterviewQuery } from '@/entities/interview';
import { useSession } from '@/entities/session';
import { PageLoader } from '@/shared/ui';
import { FETCH_ERROR, NOT_FOUND, RETIRED } from '../config/interview-detail';
import { InterviewDetails } from './interview-details';

function retiredReason(data: unknown): string {
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? detail : RETIRED.fallback;
}

/** /interviews/{interviewId}: one interview, its participants and questions (SPEC section 2, "My Interviews"). */
export function InterviewDetailPage() {
  const { interviewId = '' } = useParams();
  const { user } = useSession();
  // currentData, not data: while another interview loads, the previous one must not show under its address.
  const { currentData: interview, error, isFetching, refetch } = useGetInterviewQuery(interviewId);
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  // 410: a re-pairing replaced the interview (or an undo removed it); the server says which.
  const retiredDetail = error !== undefined && 'status' in error && error.status === 410 ? retiredReason(error.data) : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/interviews" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        My Interviews
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Interview
      </Typography>
      {!interview && !error && <PageLoader />}
      {notFound && (
        <Alert severity="info">
          <AlertTitle>{NOT_FOUND.title}</AlertTitle>
          {NOT_FOUND.description}
        </Alert>
      )}
      {retiredDetail !== null && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/interviews" color="inherit" size="small">
              Go to My Interviews
            </Button>
          }
        >
          <AlertTitle>{RETIRED.title}</AlertTitle>
          <span>{retiredDetail}</span>
        </Alert>
      )}
      {error && !notFound && retiredDetail === null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{FETCH_ERROR.title}</AlertTitle>
          {FETCH_ERROR.description}
        </Alert>
      )}
      {interview && !error && <InterviewDetails interview={interview} viewerId={user?.id} />}
    </Container>
  );
}
