import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { CallSession, type CallMember, type CallSignaling, type CallState } from '../model/call-session';
import { CallVideo } from './call-video';

export interface RoomCallProps {
  /** The room's live channel (`RoomConnection`): signals travel over it. */
  connection: CallSignaling;
  /** Null until the room's welcome names the pair: nothing is shown until then. */
  you: CallMember | null;
  partner: CallMember | null;
}

/**
 * The room's call: join with camera and microphone, see and hear the partner, mute, camera off, leave.
 * The WebRTC work is `CallSession`'s; this renders its snapshot. `data-call-state` on the region says where
 * the call stands (`connected` once the peer connection is).
 */
export function RoomCall({ connection, you, partner }: RoomCallProps) {
  const [session, setSession] = useState<CallSession | null>(null);
  const youId = you?.id;
  const youName = you?.firstName ?? '';
  const partnerId = partner?.id;
  const partnerName = partner?.firstName ?? '';

  useEffect(() => {
    if (youId === undefined || partnerId === undefined) return setSession(null);
    const created = new CallSession({ signaling: connection, you: { id: youId, firstName: youName }, partner: { id: partnerId, firstName: partnerName } });
    setSession(created);
    // Closing or reloading the tab hangs up, so the partner hears of it at once rather than when ICE gives up.
    const hangUp = () => created.leave();
    window.addEventListener('pagehide', hangUp);
    return () => {
      window.removeEventListener('pagehide', hangUp);
      created.destroy();
    };
  }, [connection, youId, youName, partnerId, partnerName]);

  return session ? <CallPanel session={session} partnerName={partnerName} /> : null;
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

function CallPanel({ session, partnerName }: { session: CallSession; partnerName: string }) {
  const call = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const headingId = useId();
  const inCall = call.state !== 'idle' && call.state !== 'joining';

  return (
    <Box component="section" aria-labelledby={headingId} data-call-state={call.state} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Call
      </Typography>
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
          <Typography variant="body2" color="text.secondary">
            {call.partnerInCall
              ? `${partnerName} is in the call.`
              : `Talk with ${partnerName} over audio and video, straight between your two browsers.`}
          </Typography>
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
          {call.remoteStream ? (
            <CallVideo stream={call.remoteStream} label={`${partnerName}'s camera`} sx={{ maxWidth: { xs: 260, md: 'none' } }} />
          ) : (
            <Box
              aria-hidden
              sx={{
                aspectRatio: '4 / 3',
                maxWidth: { xs: 260, md: 'none' },
                borderRadius: 1,
                bgcolor: 'common.black',
                color: 'grey.400',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Typography variant="body2">{partnerName}</Typography>
            </Box>
          )}
          {call.localStream && (
            <CallVideo stream={call.localStream} label="Your camera" self sx={{ width: '40%', maxWidth: { xs: 120, md: 150 }, display: call.hasCamera ? 'block' : 'none' }} />
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {/* Toggle buttons keep their name; aria-pressed says whether it is on (WAI-ARIA's toggle button pattern). */}
            <Button
              size="small"
              variant={call.muted ? 'contained' : 'outlined'}
              aria-pressed={call.muted}
              startIcon={call.muted ? <MicOffIcon /> : <MicIcon />}
              onClick={() => session.setMuted(!call.muted)}
            >
              Mute
            </Button>
            <Button
              size="small"
              variant={call.cameraOff ? 'contained' : 'outlined'}
              aria-pressed={call.cameraOff}
              disabled={!call.hasCamera}
              startIcon={call.cameraOff ? <VideocamOffIcon /> : <VideocamIcon />}
              onClick={() => session.setCameraOff(!call.cameraOff)}
            >
              Camera off
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<CallEndIcon />} onClick={() => session.leave()}>
              Leave call
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
