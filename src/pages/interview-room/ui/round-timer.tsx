import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { formatClock, remainingMs, spokenTimeLeft, type RoundTimer as RoundTimerState } from '@/entities/room';

interface RoundTimerProps {
  round: number;
  timer: RoundTimerState;
  serverNow: () => number;
  disabled: boolean;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
}

/** The round's shared clock: either member may start, pause or reset it; both see the same time left. */
export function RoundTimer({ round, timer, serverNow, disabled, onStart, onPause, onReset }: RoundTimerProps) {
  const running = timer.startedAt !== null;
  const [, tick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => tick((count) => count + 1), 1000);
    return () => clearInterval(interval);
  }, [running]);

  const left = remainingMs(timer, serverNow());
  const timeUp = left === 0;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        role="timer"
        aria-label={`Round ${round} timer: ${spokenTimeLeft(left)}`}
        sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.5rem', fontWeight: 500, minWidth: '4.5ch' }}
        color={timeUp ? 'error' : 'text.primary'}
      >
        {formatClock(left)}
      </Typography>
      {running ? (
        <Button size="small" variant="outlined" startIcon={<PauseIcon />} onClick={onPause} disabled={disabled}>
          Pause
        </Button>
      ) : (
        <Button size="small" variant="outlined" startIcon={<PlayArrowIcon />} onClick={onStart} disabled={disabled || timeUp}>
          {timer.elapsedMs > 0 ? 'Resume' : 'Start timer'}
        </Button>
      )}
      <Button size="small" startIcon={<RestartAltIcon />} onClick={onReset} disabled={disabled || (!running && timer.elapsedMs === 0)}>
        Reset
      </Button>
      {/* The timer itself is not live (it would speak every second); this says once that time is up. */}
      <Box role="status" sx={{ color: 'error.main', fontWeight: 500 }}>
        {timeUp ? `Time is up for round ${round}.` : ''}
      </Box>
    </Stack>
  );
}
