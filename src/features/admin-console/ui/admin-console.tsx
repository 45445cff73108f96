import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { historyDown, historyUp, inputChanged, type ConsoleEvent } from '../model/console-slice';
import { useConsoleSession } from '../model/use-console-session';

const TERMINAL_FONT = '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace';
const STREAM_COLOURS: Record<ConsoleEvent['stream'], string> = { input: '#8be9fd', output: '#f8f8f2', error: '#ff6e6e' };

function ConsoleLine({ event }: { event: ConsoleEvent }) {
  return (
    <Box
      component="pre"
      data-stream={event.stream}
      sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: STREAM_COLOURS[event.stream], fontFamily: 'inherit' }}
    >
      {event.stream === 'input' ? `$ ${event.content}` : event.content}
    </Box>
  );
}

/**
 * A terminal: the transcript, then a prompt. Up and Down walk the command history. While a command runs the
 * prompt stays editable, so the next line can be typed; Enter waits until the running one has answered.
 */
export function AdminConsole() {
  const dispatch = useDispatch();
  const { session, submit } = useConsoleSession();
  const transcriptEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    transcriptEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [session.events.length, session.running]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch(historyUp());
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      dispatch(historyDown());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void submit(session.input);
    }
  }

  return (
    <Box
      sx={{ bgcolor: '#1e1f29', color: '#f8f8f2', fontFamily: TERMINAL_FONT, fontSize: 14, borderRadius: 1, p: 2, minHeight: 320 }}
    >
      <Box role="log" aria-label="Console output" aria-live="polite" sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {session.events.map((event, index) => (
          <ConsoleLine key={index} event={event} />
        ))}
        {session.running && (
          <Stack direction="row" spacing={1} role="status" sx={{ color: '#f1fa8c', alignItems: 'center' }}>
            <CircularProgress size={12} color="inherit" aria-hidden />
            <span>Running {session.running}…</span>
          </Stack>
        )}
        <div ref={transcriptEnd} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Box component="span" aria-hidden sx={{ color: STREAM_COLOURS.input }}>
          $
        </Box>
        <InputBase
          value={session.input}
          onChange={(event) => dispatch(inputChanged(event.target.value))}
          onKeyDown={handleKeyDown}
          autoFocus
          fullWidth
          placeholder="Type a command, e.g. help"
          inputProps={{ 'aria-label': 'Command', spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' }}
          sx={{ color: 'inherit', fontFamily: 'inherit', fontSize: 'inherit' }}
        />
      </Stack>
    </Box>
  );
}
