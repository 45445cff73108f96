import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roundSentences, type RoomMember, type RoomRound } from '@/entities/room';
import type { useRoomRounds } from '../model/use-room-rounds';
import { RoundTimer } from './round-timer';
import { SwapRolesButton } from './swap-roles-button';

interface RoundBarProps {
  you: RoomMember;
  partner: RoomMember;
  rounds: RoomRound[];
  controls: ReturnType<typeof useRoomRounds>;
  connected: boolean;
}

/** Which round it is and who interviews whom, the shared timer, and the way to round 2: one row of the room's header. */
export function RoundBar({ you, partner, rounds, controls, connected }: RoundBarProps) {
  const { round, timer, serverNow, start, pause, reset, swapRoles } = controls;
  const sentences = roundSentences({ you, partner, rounds });
  const nameOf = (id: number | undefined) => (id === you.id ? you.firstName : partner.firstName);
  const next = rounds[1];

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {sentences[round - 1] ?? `Round ${round}`}
        {rounds.length === 2 && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            (of 2)
          </Typography>
        )}
      </Typography>
      <RoundTimer round={round} timer={timer} serverNow={serverNow} disabled={!connected} onStart={start} onPause={pause} onReset={reset} />
      {round === 1 && next && (
        <SwapRolesButton
          nextInterviewer={nameOf(next.interviewerId)}
          nextInterviewee={nameOf(next.intervieweeId)}
          disabled={!connected}
          onSwap={swapRoles}
        />
      )}
    </Stack>
  );
}
