import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCutoff, formatWeek, type PairingPoolStatus } from '@/entities/pairing';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
      <Typography component="dt" sx={{ minWidth: 150, fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Whether the pool still takes signups, and if not since when: an early pairing moves new signups on a week. */
function signupsState(status: PairingPoolStatus, isOpenPool: boolean): string {
  if (!status.closedAt) return isOpenPool ? 'Open until the next cutoff' : 'Closed at the previous cutoff';
  const closed = formatCutoff(status.closedAt);
  return isOpenPool ? `Closed early on ${closed}, when it was paired; new signups go to the following week` : `Closed on ${closed}`;
}

/** SPEC "Pairing": the week the page acts on, cutoffs in Pacific time, the number signed up and who they are. */
export function PoolStatusPanel({ status, isOpenPool }: { status: PairingPoolStatus; isOpenPool: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Pool status" sx={{ p: 2 }}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fact label="Week of" value={formatWeek(status.week)} />
        <Fact label="Signups" value={signupsState(status, isOpenPool)} />
        <Fact label="Next cutoff" value={formatCutoff(status.nextCutoff)} />
        <Fact label="Previous cutoff" value={formatCutoff(status.previousCutoff)} />
        <Fact label="Signed up" value={status.numberSignUp} />
        <Fact label="Paired" value={status.isPaired ? 'Yes' : 'No'} />
      </Stack>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        Members
      </Typography>
      {status.members.length === 0 ? (
        <Typography color="text.secondary">Nobody has signed up for this pool yet.</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={1} aria-label="Pool members" sx={{ p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {status.members.map((username) => (
            <li key={username}>
              <Chip label={username} size="small" />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
