import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useGetPoolStatusQuery, type LastPairing, type Pair } from '@/entities/availability';
import { memberDisplayName } from '@/entities/member';
import { pairingWeekLabel } from '../lib/pairing-week-label';

export const NOT_PAIRED_NOTICE = 'Not paired this week: you have priority next week.';
/** Who cancelled and why is on each interview's page; the standby section says what comes next. */
export const CANCELLED_NOTICE = 'Your interviews this week were cancelled.';

function PairGroup({ pair }: { pair: Pair }) {
  const partner = memberDisplayName(pair.partner);
  // Interviewing first, then being interviewed: the order the email lists them in.
  const rank = (role: string) => (role === 'interviewer' ? 0 : 1);
  const interviews = [...pair.interviews].sort((a, b) => rank(a.role) - rank(b.role));
  return (
    <Box role="group" aria-label={`Your pair with ${partner}`}>
      You are paired with {partner}.
      <Stack component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {interviews.map((interview) => (
          <li key={interview.interviewId}>
            <Link component={RouterLink} to={`/interviews/${interview.interviewId}`}>
              {interview.role === 'interviewer' ? `You interview ${partner}` : `${partner} interviews you`}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Each pair its own group, named by its partner: a second practice's links never carry the first partner's name. */
function PairedNotice({ pairing }: { pairing: LastPairing }) {
  return (
    <Alert severity="success" aria-label="Your interview this week">
      <AlertTitle>
        {pairing.pairs.length > 1 ? 'Your interviews' : 'Your interview'} for the week of {pairingWeekLabel(pairing.weekStart)}
      </AlertTitle>
      <Stack spacing={1.5}>
        {pairing.pairs.map((pair) => (
          <PairGroup key={pair.partner.id} pair={pair} />
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * What the week paired last means for the member: their interview and partner, or that nobody was free
 * to pair with them. After an early pairing the signup grid is already for the following week, so the
 * signup screen and My Interviews both show this. Nothing while unknown or when it does not concern them.
 */
export function LastPairingNotice() {
  const { data } = useGetPoolStatusQuery();
  const pairing = data?.lastPairing;
  if (!pairing) return null;
  if (pairing.outcome === 'paired') return <PairedNotice pairing={pairing} />;
  return (
    <Alert severity="info" aria-label="Your interview this week">
      <AlertTitle>Week of {pairingWeekLabel(pairing.weekStart)}</AlertTitle>
      {pairing.outcome === 'cancelled' ? CANCELLED_NOTICE : NOT_PAIRED_NOTICE}
    </Alert>
  );
}
