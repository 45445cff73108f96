import { useDispatch, useSelector } from 'react-redux';
import { errorDetail } from '@/shared/api';
import { NamelessOptionError } from '@/shared/lib/command-line';
import { useGetAvailableCommandsQuery, useRunCommandMutation } from '../api/console-api';
import { parseCommandLine } from '../lib/parse-command-line';
import { UNKNOWN_ERROR } from '../config/messages';
import { commandFinished, commandStarted, selectConsole } from './console-slice';

/** Runs a typed line and records it and its answer in the console's slice. */
export function useConsoleSession() {
  const dispatch = useDispatch();
  const session = useSelector(selectConsole);
  const [runCommand] = useRunCommandMutation();
  // The usage lines say which options are flags, so a line splits as `npm run manage` splits it.
  const { data: commands } = useGetAvailableCommandsQuery();

  async function submit(line: string) {
    if (session.running) return;
    let request: ReturnType<typeof parseCommandLine>;
    try {
      request = parseCommandLine(line, commands);
    } catch (error) {
      if (!(error instanceof NamelessOptionError)) throw error;
      dispatch(commandStarted({ line: line.trim(), timestamp: Date.now() }));
      dispatch(commandFinished({ stream: 'error', content: error.message, timestamp: Date.now() }));
      return;
    }
    if (!request) return;
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
