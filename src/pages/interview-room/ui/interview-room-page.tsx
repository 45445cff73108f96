import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { roundTextName, selectRoom } from '@/entities/room';
import { useSession } from '@/entities/session';
import { RoomCall, useCallSession } from '@/features/room/call';
import { MeetingLinkField } from '@/features/room/meeting-link';
import { OutputAndTests, RoomTestsPanel, RunCodePanel } from '@/features/room/run-code';
import { ROOM_SURFACES } from '../config/surfaces';
import { usePartnerCursorLine } from '../model/use-partner-cursor-line';
import { usePublishedCallMedia } from '../model/use-published-call-media';
import { useOpeningSurface } from '../model/use-opening-surface';
import { useRoomConnection } from '../model/use-room-connection';
import { useRoomRounds } from '../model/use-room-rounds';
import { DesktopWorkspace } from './desktop-workspace';
import { PhoneWorkspace } from './phone-workspace';
import { RoomHeader } from './room-header';
import { RoomSurfaces } from './room-surfaces';
import { RoundBar } from './round-bar';
import { RoundQuestions } from './round-questions';
import type { WorkspacePanes } from './workspace-panes';

/**
 * The room is exactly the window below the top bar, without the footer: its panes scroll, the page never does. Set
 * from the page (`&` is its root) rather than in the app's layout, so none of it is in /home's first load; it relies
 * on the layout's `main#main-content` and its `footer` sibling.
 */
const FILL_WINDOW = {
  'div:has(> #main-content):has(&)': { height: '100dvh', minHeight: 0 },
  '#main-content:has(&)': { minHeight: 0, display: 'flex', flexDirection: 'column' },
  '#main-content:has(&) ~ footer': { display: 'none' },
};

/** From this width the room is a workspace of resizable panes; below it, tabs. */
const WORKSPACE_MEDIA_QUERY = '(min-width: 1024px)';
const NARROW_MEDIA = '@media not all and (min-width: 1024px)';

/** Below the workspace's width every control is a finger's size: at least 44x44 px (WCAG 2.5.5). */
const TOUCH_TARGETS = {
  '& :is(.MuiButton-root, .MuiIconButton-root, .MuiToggleButton-root, .MuiTab-root)': { minHeight: 44, minWidth: 44 },
  '& .MuiInputBase-root': { minHeight: 44 },
  '& .MuiInputBase-sizeSmall .MuiSelect-select': { paddingTop: '10.5px', paddingBottom: '10.5px' },
  '& .MuiSwitch-root': { height: 44, padding: '15px 12px' },
  '& .MuiSwitch-switchBase': { padding: '12px 9px' },
};

/** /interviews/{interviewId}/room: the pair's live room, one screen: question | surface over output, and the call. */
export function InterviewRoomPage() {
  const { interviewId = '' } = useParams();
  const room = useSelector(selectRoom);
  const memberId = useSession().user?.id;
  const wide = useMediaQuery(WORKSPACE_MEDIA_QUERY, { noSsr: true });
  const connection = useRoomConnection(interviewId);
  const rounds = useRoomRounds(connection, room.rounds.length, room.clockOffsetMs);
  const call = useCallSession(connection, room.you, room.partner);
  usePublishedCallMedia(connection, call);
  const partnerCursorLine = usePartnerCursorLine(connection, room.partner?.id, rounds.round);
  const refused = room.status === 'refused';
  const connected = room.status === 'connected';
  const currentRound = room.rounds[rounds.round - 1];
  const openingSurface = useOpeningSurface(connection, rounds.round, currentRound, room.you);

  const panes: WorkspacePanes | null = connection && {
    question: currentRound && room.you && room.partner && (
      <RoundQuestions connection={connection} round={currentRound} you={room.you} partner={room.partner} connected={connected} />
    ),
    surface: <RoomSurfaces surfaces={ROOM_SURFACES} opening={openingSurface} connection={connection} round={rounds.round} language={room.language} />,
    output: room.you && (
      <OutputAndTests
        output={<RunCodePanel doc={connection.doc} textName={roundTextName(rounds.round)} language={room.language} runnerName={room.you.firstName} />}
        tests={
          currentRound &&
          room.partner && <RoomTestsPanel doc={connection.doc} textName={roundTextName(rounds.round)} language={room.language} round={currentRound} you={room.you} partner={room.partner} />
        }
      />
    ),
    call: (compact) =>
      call && room.partner && <RoomCall session={call} partnerName={room.partner.firstName} partnerMedia={room.partnerMedia} compact={compact} />,
    meetingLink: <MeetingLinkField doc={connection.doc} />,
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', ...FILL_WINDOW, [NARROW_MEDIA]: TOUCH_TARGETS }}>
      <RoomHeader
        interviewId={interviewId}
        status={room.status}
        partnerName={room.partner?.firstName ?? null}
        partnerPresent={room.partnerPresent}
        partnerCursorLine={partnerCursorLine}
        round={!refused && room.you && room.partner && <RoundBar you={room.you} partner={room.partner} rounds={room.rounds} controls={rounds} connected={connected} />}
      />
      {refused && (
        <Alert severity="error" sx={{ m: 2 }}>
          {room.error ?? 'You cannot join this room.'}
        </Alert>
      )}
      {!refused && room.error && (
        <Alert severity="warning" sx={{ mx: 2, my: 1 }}>
          {room.error}
        </Alert>
      )}
      {!refused && panes && (wide && memberId !== undefined ? <DesktopWorkspace key={memberId} memberId={memberId} panes={panes} /> : <PhoneWorkspace panes={panes} />)}
    </Box>
  );
}
