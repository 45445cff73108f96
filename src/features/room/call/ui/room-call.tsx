import { useId, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CallEndIcon from '@mui/icons-material/CallEnd';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import type { CallMedia } from '@/entities/room';
import type { CallSession, CallState } from '../model/call-session';
import { CallVideo } from './call-video';
import { PartnerMarks } from './partner-marks';

export interface RoomCallProps {
  /** The room's call (`useCallSession`): the tile can move and remount without hanging up. */
  session: CallSession;
  partnerName: string;
  /** The partner's microphone and camera while they are in the call (from the room's awareness), else null. */
  partnerMedia: CallMedia | null;
  /** A phone's floating tile: a smaller picture, no introduction. */
  compact?: boolean;
}

const statusLine = (state: CallState, partner: string): string =>
  ({
    idle: '',
    joining: '',
    waiting: `Waiting for ${partner} to join the call`,
    connecting: `Connecting to ${partner}…`,
    connected: `In the call with ${partner}`,
    disconnected: `Reconnecting to ${partner}…`,
    failed: `Not connected to ${partner}`,
  })[state];

/**
 * The room's call as a tile: join with camera and microphone, see and hear the partner (named, with a mark when
 * they are muted or their camera is off), mute, camera off, leave, hide the picture. The WebRTC work is
 * `CallSession`'s; this renders its snapshot. `data-call-state` on the region says where the call stands.
 */
export function RoomCall({ session, partnerName, partnerMedia, compact = false }: RoomCallProps) {
  const call = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const headingId = useId();
  const [videoHidden, setVideoHidden] = useState(false);
  const inCall = call.state !== 'idle' && call.state !== 'joining';

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-call-state={call.state}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 44 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          Call
        </Typography>
        <PartnerMarks partnerName={partnerName} media={inCall ? partnerMedia : null} />
        {inCall && (
          <Tooltip title={videoHidden ? 'Show video' : 'Hide video'}>
            <IconButton aria-label="Hide video" aria-pressed={videoHidden} onClick={() => setVideoHidden(!videoHidden)} sx={{ ml: 'auto !important' }}>
              {videoHidden ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {call.notice && (
        <Alert
          severity={call.notice.severity}
          action={
            call.state === 'failed' ? (
              <Button color="inherit" size="small" onClick={() => session.retry()}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {call.notice.text}
        </Alert>
      )}
      {!inCall && (
        <>
          {(call.partnerInCall || !compact) && (
            <Typography variant="body2" color="text.secondary">
              {call.partnerInCall
                ? `${partnerName} is in the call.`
                : `Talk with ${partnerName} over audio and video, straight between your two browsers.`}
            </Typography>
          )}
          <Button
            variant="contained"
            startIcon={<VideoCallIcon />}
            disabled={call.state === 'joining'}
            onClick={() => void session.join()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {call.state === 'joining' ? 'Joining…' : 'Join call'}
          </Button>
        </>
      )}
      {inCall && (
        <>
          <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
            {statusLine(call.state, partnerName)}
            {call.muted ? ' · you are muted' : ''}
          </Typography>
          {!videoHidden && (
            <Box sx={{ position: 'relative' }}>
              {call.remoteStream ? (
                <CallVideo stream={call.remoteStream} label={`${partnerName}'s camera`} />
              ) : (
                <Box aria-hidden sx={{ aspectRatio: '16 / 9', borderRadius: 1, bgcolor: 'common.black' }} />
              )}
              {/* The partner's picture is black while their camera is off: their name says who it is. */}
              {(!call.remoteStream || partnerMedia?.cameraOff) && (
                <Typography aria-hidden variant="body2" sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'grey.300' }}>
                  {partnerName}
                </Typography>
              )}
              {call.localStream && (
                <CallVideo
                  stream={call.localStream}
                  label="Your camera"
                  self
                  sx={{ position: 'absolute', right: 6, bottom: 6, width: '30%', display: call.hasCamera ? 'block' : 'none', outline: 2, outlineColor: 'background.paper', borderRadius: 1 }}
                />
              )}
            </Box>
          )}
          {/* Toggle buttons keep their name; aria-pressed says whether it is on (WAI-ARIA's toggle button pattern). */}
          <Stack direction="row" spacing={1}>
            <Tooltip title={call.muted ? 'Unmute' : 'Mute'}>
              <IconButton aria-label="Mute" aria-pressed={call.muted} color={call.muted ? 'warning' : 'default'} onClick={() => session.setMuted(!call.muted)}>
                {call.muted ? <MicOffIcon /> : <MicIcon />}
              </IconButton>
            </Tooltip>
            <Tooltip title={call.cameraOff ? 'Turn the camera on' : 'Turn the camera off'}>
              <span>
                <IconButton
                  aria-label="Camera off"
                  aria-pressed={call.cameraOff}
                  color={call.cameraOff ? 'warning' : 'default'}
                  disabled={!call.hasCamera}
                  onClick={() => session.setCameraOff(!call.cameraOff)}
                >
                  {call.cameraOff ? <VideocamOffIcon /> : <VideocamIcon />}
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Leave the call">
              <IconButton aria-label="Leave call" color="error" onClick={() => session.leave()}>
                <CallEndIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </>
      )}
    </Box>
  );
}
