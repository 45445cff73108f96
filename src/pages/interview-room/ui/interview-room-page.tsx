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
import { isRoomLanguage, ROOM_LANGUAGES, roundSentences, selectRoom, type RoomStatus } from '@/entities/room';
import { SectionLoader } from '@/shared/ui';
import { useRoomConnection } from '../model/use-room-connection';

// CodeMirror and its language packs load with the editor, after the page itself.
const CodeEditor = lazy(() => import('@/widgets/code-editor').then((slice) => ({ default: slice.CodeEditor })));

const STATUS_CHIP: Record<RoomStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  connecting: { label: 'Connecting…', color: 'default' },
  connected: { label: 'Connected', color: 'success' },
  reconnecting: { label: 'Reconnecting…', color: 'warning' },
  refused: { label: 'Not connected', color: 'error' },
};

/** /interviews/{interviewId}/room: the pair's live room, a shared editor with the partner's cursor. */
export function InterviewRoomPage() {
  const { interviewId = '' } = useParams();
  const room = useSelector(selectRoom);
  const { connection, setLanguage } = useRoomConnection(interviewId);
  const chip = STATUS_CHIP[room.status];
  const refused = room.status === 'refused';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Button component={RouterLink} to={`/interviews/${interviewId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Interview
      </Button>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1">
          Interview room
        </Typography>
        <Chip label={chip.label} color={chip.color} size="small" />
      </Stack>
      {refused && <Alert severity="error">{room.error ?? 'You cannot join this room.'}</Alert>}
      {!refused && room.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {room.error}
        </Alert>
      )}
      {!refused && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Stack spacing={2} sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            {room.partner && (
              <Typography role="status" sx={{ fontWeight: 500 }}>
                {room.partnerPresent ? `${room.partner.firstName} is here` : `Waiting for ${room.partner.firstName}`}
              </Typography>
            )}
            {room.you && room.partner && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {roundSentences({ you: room.you, partner: room.partner, rounds: room.rounds }).map((sentence) => (
                  <Typography component="li" key={sentence}>
                    {sentence}
                  </Typography>
                ))}
              </Box>
            )}
            <FormControl size="small" fullWidth>
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
          </Stack>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            {connection && (
              <Suspense fallback={<SectionLoader label="Loading the editor" />}>
                <CodeEditor text={connection.doc.getText('round-1')} awareness={connection.awareness} language={room.language} />
              </Suspense>
            )}
          </Box>
        </Stack>
      )}
    </Container>
  );
}
