import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const formatElapsed = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A stopwatch for one behavioral question, the interviewer's own (a candidate's answer is timed by whoever asks it):
 * Start, Pause and Reset. Counted from the clock rather than by ticks, so a throttled background tab stays right.
 */
export function QuestionStopwatch({ label }: { label: string }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [banked, setBanked] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return undefined;
    const interval = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(interval);
  }, [startedAt]);

  const elapsed = banked + (startedAt === null ? 0 : Math.max(0, now - startedAt));
  const running = startedAt !== null;

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} sx={{ alignItems: 'center' }}>
      <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '3.5em' }} aria-label={`${label}: ${formatElapsed(elapsed)}`}>
        {formatElapsed(elapsed)}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        sx={{ minHeight: 44 }}
        onClick={() => {
          const at = Date.now();
          if (running) {
            setBanked(banked + (at - startedAt));
            setStartedAt(null);
          } else {
            setNow(at);
            setStartedAt(at);
          }
        }}
      >
        {running ? 'Pause' : elapsed > 0 ? 'Resume' : 'Start'}
      </Button>
      <Button
        size="small"
        sx={{ minHeight: 44 }}
        disabled={!running && elapsed === 0}
        onClick={() => {
          setBanked(0);
          setStartedAt(null);
        }}
      >
        Reset
      </Button>
    </Stack>
  );
}
