import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isRoomLanguage, ROOM_LANGUAGES, roundTextName, selectRoom, type RoomStatus } from '@/entities/room';
import { MeetingLinkField } from '@/features/room/meeting-link';
import { RunCodePanel } from '@/features/room/run-code';
import { SectionLoader } from '@/shared/ui';
import { useRoomConnection } from '../model/use-room-connection';
import { useRoomRounds } from '../model/use-room-rounds';
import { RoundBar } from './round-bar';
import { RoundEditors } from './round-editors';
import { RoundQuestions } from './round-questions';

// The call (WebRTC, its controls) loads after the page itself.
const RoomCall = lazy(() => import('@/features/room/call').then((slice) => ({ default: slice.RoomCall })));

const STATUS_CHIP: Record<RoomStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  connecting: { label: 'Connecting…', color: 'default' },
  connected: { label: 'Connected', color: 'success' },
  reconnecting: { label: 'Reconnecting…', color: 'warning' },
  refused: { label: 'Not connected', color: 'error' },
};

/** /interviews/{interviewId}/room: the pair's live room: rounds and timer, questions, the shared editor. */
export function InterviewRoomPage() {
  const { interviewId = '' } = useParams();
  const room = useSelector(selectRoom);
  const { connection, setLanguage } = useRoomConnection(interviewId);
  const rounds = useRoomRounds(connection, room.rounds.length, room.clockOffsetMs);
  const chip = STATUS_CHIP[room.status];
  const refused = room.status === 'refused';
  const connected = room.status === 'connected';
  const currentRound = room.rounds[rounds.round - 1];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Button component={RouterLink} to={`/interviews/${interviewId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Interview
      </Button>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1">
          Interview room
        </Typography>
        <Chip label={chip.label} color={chip.color} size="small" />
        {room.partner && (
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {room.partnerPresent ? `${room.partner.firstName} is here` : `Waiting for ${room.partner.firstName}`}
          </Typography>
        )}
      </Stack>
      {refused && <Alert severity="error">{room.error ?? 'You cannot join this room.'}</Alert>}
      {!refused && room.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {room.error}
        </Alert>
      )}
      {!refused && room.you && room.partner && (
        <RoundBar you={room.you} partner={room.partner} rounds={room.rounds} controls={rounds} connected={connected} />
      )}
      {!refused && (
        // Source order is reading order (questions, code, then the call), which a phone shows as one column; a
        // wide screen puts the questions and the call on the left of the code.
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '380px minmax(0, 1fr)' },
            gridTemplateRows: { md: 'auto 1fr' },
            gridTemplateAreas: { xs: '"questions" "code" "call"', md: '"questions code" "call code"' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'questions' }}>
            {connection && currentRound && room.you && room.partner && (
              <RoundQuestions connection={connection} round={currentRound} you={room.you} partner={room.partner} connected={connected} />
            )}
          </Box>
          <Stack spacing={2} sx={{ gridArea: 'code', minWidth: 0 }}>
            <FormControl size="small" sx={{ maxWidth: 240 }}>
              <InputLabel id="room-language-label">Language</InputLabel>
              <Select
                labelId="room-language-label"
                label="Language"
                value={room.language}
                disabled={!connection}
                onChange={(event) => {
                  if (isRoomLanguage(event.target.value)) setLanguage(event.target.value);
                }}
              >
                {ROOM_LANGUAGES.map((language) => (
                  <MenuItem key={language.id} value={language.id}>
                    {language.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Box>{connection && <RoundEditors connection={connection} round={rounds.round} language={room.language} />}</Box>
            {connection && room.you && (
              <RunCodePanel doc={connection.doc} textName={roundTextName(rounds.round)} language={room.language} runnerName={room.you.firstName} />
            )}
          </Stack>
          <Stack spacing={2.5} sx={{ gridArea: 'call' }}>
            {connection && (
              <Suspense fallback={<SectionLoader label="Loading the call" />}>
                <RoomCall connection={connection} you={room.you} partner={room.partner} />
              </Suspense>
            )}
            {connection && <MeetingLinkField doc={connection.doc} />}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
