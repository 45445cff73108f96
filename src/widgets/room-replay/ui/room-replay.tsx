import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useGetInterviewQuery, type Interview } from '@/entities/interview';
import { ROOM_LANGUAGES } from '@/entities/room';
import { WhiteboardSnapshot } from '@/features/room/whiteboard';
import { RetryAlert } from '@/shared/ui';
import { useGetRoomHistoryQuery } from '../api/room-history-api';
import { PLAYBACK_TICK_MS, REPLAY_SPEEDS, SLIDER_PAGE_MS, SLIDER_STEP_MS, type ReplaySpeed } from '../config/playback';
import { advancePosition, formatClock, formatElapsed } from '../lib/playback';
import { ReplayTimeline } from '../lib/replay-timeline';
import type { RoomHistory } from '../model/types';
import { ReplayNotes } from './replay-notes';

export interface RoomReplayProps {
  /** Either of the pair's two interviews. */
  interviewId: string;
}

type NameOf = (memberId: number) => string;

/** What a round's panel shows: its code or its whiteboard. */
type ReplaySurface = 'code' | 'whiteboard';

function namesFrom(interview: Interview | undefined): NameOf {
  return (memberId) => {
    const member = interview && [interview.interviewer, interview.interviewee].find((person) => person.id === memberId);
    return member ? member.firstName || `@${member.username}` : `Member ${memberId}`;
  };
}

function languageLabel(id: string | null): string | null {
  return ROOM_LANGUAGES.find((language) => language.id === id)?.label ?? id;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/**
 * The interview room as it was written (issue 19): a tab per round with that round's code at the chosen moment, a
 * timeline to scrub (arrow keys move a second, Page Up / Page Down a minute, Home and End), playback at 1x to 8x
 * with long pauses shortened, and the notes the viewer may read, each a jump to the moment it was written.
 */
export function RoomReplay({ interviewId }: RoomReplayProps) {
  // Fresh on every visit: the room may have changed, and each admin read is one audited read.
  const { currentData: history, error, refetch } = useGetRoomHistoryQuery(interviewId, { refetchOnMountOrArgChange: true });
  const { currentData: interview } = useGetInterviewQuery(interviewId);
  const nameOf = useMemo(() => namesFrom(interview), [interview]);

  if (error && !history) {
    if (isNotFound(error)) {
      return <Alert severity="info">This interview room is not open to you. Admins can read a room only while a report on its interview is open.</Alert>;
    }
    return <RetryAlert onRetry={refetch}>Failed to load the replay.</RetryAlert>;
  }
  if (!history) return <Skeleton variant="rounded" height={240} aria-label="Loading the replay" />;
  if (history.updates.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography color="text.secondary">Nothing was written in the room.</Typography>
        <ReplayNotes history={history} nameOf={nameOf} start={null} onJump={() => {}} />
      </Stack>
    );
  }
  return <ReplayPlayer key={history.roomId} history={history} nameOf={nameOf} />;
}

function roundLabel(history: RoomHistory, index: number, nameOf: NameOf): string {
  const round = history.rounds[index];
  return round ? `Round ${index + 1}: ${nameOf(round.interviewerId)} interviews ${nameOf(round.intervieweeId)}` : `Round ${index + 1}`;
}

/** Time into the session, with the wall-clock time in its tooltip (focusable, so the keyboard shows it too). */
function WallClock({ epochMs, children }: { epochMs: number; children: ReactNode }) {
  const clock = formatClock(epochMs);
  return (
    <Tooltip title={clock} describeChild>
      <Box component="time" dateTime={new Date(epochMs).toISOString()} tabIndex={0} sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {children}
      </Box>
    </Tooltip>
  );
}

function ReplayPlayer({ history, nameOf }: { history: RoomHistory; nameOf: NameOf }) {
  const timeline = useMemo(() => new ReplayTimeline(history.updates), [history.updates]);
  const start = timeline.start;
  // Whole seconds, so the last change shows at the slider's end.
  const duration = Math.max(SLIDER_STEP_MS, Math.ceil((timeline.end - start) / SLIDER_STEP_MS) * SLIDER_STEP_MS);
  const offsets = useMemo(() => timeline.times.map((time) => time - start), [timeline, start]);

  // Opens on the end: what the code came to. Scrubbing or playing goes back from there.
  const [position, setPosition] = useState(duration);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const [round, setRound] = useState(0);
  const [surface, setSurface] = useState<ReplaySurface>('code');
  const positionRef = useRef(position);
  useEffect(() => {
    positionRef.current = position;
  }, [position]);

  useEffect(() => {
    if (!playing) return undefined;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const next = advancePosition(positionRef.current, now - last, speed, offsets, duration);
      last = now;
      positionRef.current = next;
      setPosition(next);
      if (next >= duration) setPlaying(false);
    }, PLAYBACK_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed, offsets, duration]);

  const count = timeline.countAt(start + position);
  const moment = useMemo(() => timeline.momentAfter(count), [timeline, count]);
  const elapsed = formatElapsed(position);
  const language = languageLabel(moment.language);
  const code = moment.code[round] ?? '';

  function jumpTo(offset: number) {
    setPlaying(false);
    setPosition(Math.max(0, Math.min(duration, offset)));
  }

  function togglePlay() {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (position >= duration) setPosition(0);
    setPlaying(true);
  }

  const marks = history.notes.map((note) => ({ value: Math.max(0, Math.min(duration, Date.parse(note.at) - start)) }));
  const rounds = Math.max(history.rounds.length, 1);

  return (
    <Stack spacing={2}>
      <Tabs value={round} onChange={(_event, value: number) => setRound(value)} variant="scrollable" allowScrollButtonsMobile aria-label="Rounds">
        {Array.from({ length: rounds }, (_unused, index) => (
          <Tab key={index} label={roundLabel(history, index, nameOf)} id={`replay-tab-${index}`} aria-controls={`replay-panel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`replay-panel-${round}`} aria-labelledby={`replay-tab-${round}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <WallClock epochMs={start + position}>{elapsed} into the session</WallClock>
          {language ? ` · ${language}` : ''}
        </Typography>
        <Tabs value={surface} onChange={(_event, value: ReplaySurface) => setSurface(value)} aria-label="Surfaces" sx={{ mb: 1 }}>
          <Tab value="code" label="Code" id="replay-surface-code" aria-controls="replay-surface-panel" />
          <Tab value="whiteboard" label="Whiteboard" id="replay-surface-whiteboard" aria-controls="replay-surface-panel" />
        </Tabs>
        <Box role="tabpanel" id="replay-surface-panel" aria-labelledby={`replay-surface-${surface}`}>
          {surface === 'whiteboard' ? (
            <WhiteboardSnapshot elements={moment.whiteboards[round] ?? []} />
          ) : (
            <Box
              component="pre"
              tabIndex={0}
              aria-label={`Round ${round + 1} code at ${elapsed} into the session`}
              sx={{
                m: 0,
                p: 1.5,
                minHeight: 160,
                maxHeight: 420,
                overflow: 'auto',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
                fontSize: '0.8125rem',
                lineHeight: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                // Long lines wrap, as in the room's editor.
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {code === '' ? <Box component="span" sx={{ color: 'text.secondary', fontFamily: 'inherit' }}>Nothing written in this round yet.</Box> : code}
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ px: 1 }}>
        <Slider
          value={position}
          min={0}
          max={duration}
          step={SLIDER_STEP_MS}
          shiftStep={SLIDER_PAGE_MS}
          marks={marks}
          onChange={(_event, value) => jumpTo(value as number)}
          aria-label="Replay time"
          getAriaValueText={(value) => `${formatClock(start + value)}, ${formatElapsed(value)} into the session`}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => formatElapsed(value)}
        />
        {/* One clock: time into the session at both ends, as on the slider; the wall clock is in their tooltips. */}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            <WallClock epochMs={start}>{formatElapsed(0)}</WallClock>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <WallClock epochMs={start + duration}>{formatElapsed(duration)}</WallClock>
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={togglePlay} startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <ToggleButtonGroup
          value={speed}
          exclusive
          size="small"
          aria-label="Playback speed"
          onChange={(_event, value: ReplaySpeed | null) => {
            if (value !== null) setSpeed(value);
          }}
        >
          {REPLAY_SPEEDS.map((option) => (
            <ToggleButton key={option} value={option} aria-label={`${option}x speed`}>
              {option}x
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary">
          Pauses longer than two seconds are shortened.
        </Typography>
      </Stack>
      <ReplayNotes history={history} nameOf={nameOf} start={start} onJump={(at) => jumpTo(at - start)} />
    </Stack>
  );
}
