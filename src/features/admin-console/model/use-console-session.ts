import { useDispatch, useSelector } from 'react-redux';
import { errorDetail } from '@/shared/api';
import { useRunCommandMutation } from '../api/console-api';
import { parseCommandLine } from '../lib/parse-command-line';
import { UNKNOWN_ERROR } from '../config/messages';
import { commandFinished, commandStarted, selectConsole } from './console-slice';

/** Runs a typed line and records it and its answer in the console's slice. */
export function useConsoleSession() {
  const dispatch = useDispatch();
  const session = useSelector(selectConsole);
  const [runCommand] = useRunCommandMutation();

  async function submit(line: string) {
    const request = parseCommandLine(line);
    if (!request || session.running) return;
    dispatch(commandStarted({ line: line.trim(), timestamp: Date.now() }));
    const result = await runCommand(request);
    const timestamp = Date.now();
    if ('error' in result) {
      dispatch(commandFinished({ stream: 'error', content: errorDetail(result.error, UNKNOWN_ERROR), timestamp }));
    } else if (result.data.success) {
      dispatch(commandFinished({ stream: 'output', content: result.data.output, timestamp }));
    } else {
      dispatch(commandFinished({ stream: 'error', content: result.data.error || UNKNOWN_ERROR, timestamp }));
    }
  }

  return { session, submit };
}
