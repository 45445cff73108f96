import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const Video = styled('video')(({ theme }) => ({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  // Black in both colour modes: what a camera shows before its first frame.
  backgroundColor: theme.palette.common.black,
}));

export interface CallVideoProps {
  stream: MediaStream;
  /** The video's accessible name ("Your camera", "Ada's camera"). */
  label: string;
  /** The member's own preview: silent (no echo) and mirrored, as in a mirror. */
  self?: boolean;
  sx?: SxProps<Theme>;
}

/** A camera's picture (and, for the partner, their sound); offers a Play button if the browser blocks autoplay. */
export function CallVideo({ stream, label, self = false, sx }: CallVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);

  const play = () => {
    ref.current?.play().then(
      () => setBlocked(false),
      () => setBlocked(true),
    );
  };

  return (
    <Box sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Video
        ref={ref}
        aria-label={label}
        autoPlay
        playsInline
        muted={self}
        onLoadedMetadata={() => {
          if (ref.current?.paused) play();
        }}
        sx={self ? { transform: 'scaleX(-1)' } : undefined}
      />
      {blocked && (
        <Button variant="contained" size="small" onClick={play} sx={{ position: 'absolute', right: 8, bottom: 8 }}>
          Play {label.replace(/camera$/, 'sound and video')}
        </Button>
      )}
    </Box>
  );
}
