import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { RoomStatus } from '@/entities/room';
import { ShortcutsButton } from './shortcuts-button';

const STATUS_CHIP: Record<RoomStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  connecting: { label: 'Connecting…', color: 'default' },
  connected: { label: 'Connected', color: 'success' },
  reconnecting: { label: 'Reconnecting…', color: 'warning' },
  refused: { label: 'Not connected', color: 'error' },
};

interface RoomHeaderProps {
  interviewId: string;
  status: RoomStatus;
  partnerName: string | null;
  partnerPresent: boolean;
  /** The line of the partner's cursor in the round's code, for screen readers and anyone not looking at the editor. */
  partnerCursorLine: number | null;
  /** The round, its timer and Swap roles, once the welcome names the pair. */
  round: ReactNode;
}

/** The room's one header row: the way back, the connection, whether the partner is here, the round and its timer. */
export function RoomHeader({ interviewId, status, partnerName, partnerPresent, partnerCursorLine, round }: RoomHeaderProps) {
  const chip = STATUS_CHIP[status];
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, px: { xs: 1, sm: 2 }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Button component={RouterLink} to={`/interviews/${interviewId}`} startIcon={<ArrowBackIcon />}>
        Interview
      </Button>
      <Typography variant="h6" component="h1">
        Interview room
      </Typography>
      <Chip label={chip.label} color={chip.color} size="small" />
      {/* While this tab's own connection is down nobody's presence is known: the chip says so, not "Waiting for Ben". */}
      {status === 'connected' && partnerName && (
        <Typography component="p" variant="body2" sx={{ fontWeight: 500 }}>
          <span role="status">{partnerPresent ? `${partnerName} is here` : `Waiting for ${partnerName}`}</span>
          {partnerPresent && partnerCursorLine !== null && <span>{` · ${partnerName}'s cursor: line ${partnerCursorLine}`}</span>}
        </Typography>
      )}
      {round}
      <Box sx={{ ml: 'auto' }}>
        <ShortcutsButton />
      </Box>
    </Stack>
  );
}
