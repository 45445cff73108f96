import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import type { CallMedia } from '@/entities/room';

interface PartnerMarksProps {
  partnerName: string;
  /** The partner's microphone and camera while they are in the call; null otherwise. */
  media: CallMedia | null;
}

/** The partner's name on the tile, and words (not colour alone) when their microphone or camera is off. */
export function PartnerMarks({ partnerName, media }: PartnerMarksProps) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
        {partnerName}
      </Typography>
      {media?.muted && <Chip size="small" color="warning" icon={<MicOffIcon aria-hidden />} label="Muted" />}
      {media?.cameraOff && (
        <Chip size="small" color="warning" icon={<VideocamOffIcon aria-hidden />} label="Camera off" />
      )}
    </Stack>
  );
}
