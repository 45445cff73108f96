import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import type * as Y from 'yjs';
import type { RoomLanguage } from '@/entities/room';
import { isRunnable, languageLabel, RUNNABLE_LANGUAGES, type RunnableLanguage } from '../config/languages';
import { RUN_TIME_LIMIT_MS } from '../config/limits';
import type { CodeRunner, RunnerFactory, RunOutcome, RunPhase } from '../model/runner';
import { runsMap, sharedRunFrom } from '../model/shared-run';
import { useSharedRun } from '../model/use-shared-run';
import { RunOutput } from './run-output';

/** The browser's runners (workers, Pyodide), loaded with the first Run: none of it is in the room page's chunk. */
const browserRunners: RunnerFactory = (language) => import(/* webpackChunkName: "run-code" */ '../lib/browser-runners').then((runners) => runners.createBrowserRunner(language));

export interface RunCodePanelProps {
  /** The room's shared document: the code is `doc.getText(textName)`, the latest run `doc.getMap('runs').get(textName)`. */
  doc: Y.Doc;
  textName: string;
  /** The room's language: the code runs as that. */
  language: RoomLanguage;
  /** The first name of the member in this tab, shown to the partner with the runs they make. */
  runnerName: string;
  /** Where runners come from; the browser's by default (tests pass fakes: jsdom has no Worker). */
  runners?: RunnerFactory;
}

const runnableList = new Intl.ListFormat('en', { type: 'conjunction' }).format(RUNNABLE_LANGUAGES.map(languageLabel));

/** Why Run is off for a language the browser cannot run. */
function notRunnableReason(language: RoomLanguage): string {
  return `${languageLabel(language)} cannot run here: code runs in your browser, which runs ${runnableList}. Walk through the code with your partner instead, or switch the room's language to run it.`;
}

const PHASE_TEXT: Record<RunPhase, (language: RunnableLanguage) => string> = {
  loading: () => 'Loading Python… (first run takes a few seconds)',
  running: (language) => `Running ${languageLabel(language)}… (stopped after ${RUN_TIME_LIMIT_MS / 1000} seconds)`,
};

/**
 * Run, Stop and the output of the round's latest run. The code runs in this browser only (never on the
 * server); the outcome goes into the shared document, so the partner sees the same output, status and time.
 */
export function RunCodePanel({ doc, textName, language, runnerName, runners = browserRunners }: RunCodePanelProps) {
  const run = useSharedRun(doc, textName);
  const [running, setRunning] = useState<{ language: RunnableLanguage; phase: RunPhase } | null>(null);
  const runnerCache = useRef(new Map<RunnableLanguage, Promise<CodeRunner>>());
  const active = useRef<Promise<CodeRunner> | null>(null);
  const mounted = useRef(true);
  const reasonId = useId();
  const headingId = useId();
  // Run and Stop take each other's place: the keyboard's focus goes along when it was on the one replaced.
  const actionButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const noteFocus = () => (refocus.current = document.activeElement === actionButton.current);
  const isRunning = running !== null;
  useLayoutEffect(() => {
    if (refocus.current) actionButton.current?.focus();
    refocus.current = false;
  }, [isRunning]);

  useEffect(() => {
    mounted.current = true;
    const cache = runnerCache.current;
    return () => {
      mounted.current = false;
      for (const runner of cache.values()) void runner.then((loaded) => loaded.dispose(), () => undefined);
      cache.clear();
    };
  }, []);

  const runnable = isRunnable(language);

  const start = async () => {
    if (!isRunnable(language) || running) return;
    const runLanguage = language;
    noteFocus();
    setRunning({ language: runLanguage, phase: 'running' });
    let outcome: RunOutcome;
    try {
      let runner = runnerCache.current.get(runLanguage);
      if (!runner) {
        runner = Promise.resolve(runners(runLanguage));
        runnerCache.current.set(runLanguage, runner);
        // A runner that failed to load is asked for again next time.
        runner.catch(() => runnerCache.current.delete(runLanguage));
      }
      active.current = runner;
      const loaded = await runner;
      outcome = await loaded.run(doc.getText(textName).toString(), (phase) => {
        if (mounted.current) setRunning({ language: runLanguage, phase });
      });
    } catch (error) {
      // The runner's code did not load (a network error on the chunk): say so where the output goes.
      const reason = error instanceof Error ? error.message : String(error);
      outcome = { status: 'error', stdout: '', stderr: `The ${languageLabel(runLanguage)} runner could not be loaded: ${reason}\n`, truncated: false, started: false, durationMs: 0 };
    } finally {
      active.current = null;
    }
    if (!mounted.current) return;
    runsMap(doc).set(textName, sharedRunFrom(outcome, { by: runnerName, byClient: doc.clientID, language: runLanguage }));
    noteFocus();
    setRunning(null);
  };

  const stop = () => void active.current?.then((runner) => runner.stop());

  // Ctrl/Cmd+Enter runs the code from anywhere in the room (the editor lets it through).
  const startOnShortcut = useRef(start);
  startOnShortcut.current = start;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      void startOnShortcut.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // Fills the pane the room gives it; the output scrolls inside.
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column', boxSizing: 'border-box' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto' }}>
          Run code
        </Typography>
        {running ? (
          <Button ref={actionButton} variant="outlined" color="inherit" startIcon={<Stop />} onClick={stop}>
            Stop
          </Button>
        ) : (
          <Button
            ref={actionButton}
            variant="contained"
            startIcon={<PlayArrow />}
            disabled={!runnable}
            aria-describedby={runnable ? undefined : reasonId}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            onClick={() => void start()}
          >
            Run
          </Button>
        )}
      </Stack>
      {!runnable && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {notRunnableReason(language)}
        </Typography>
      )}
      {/* Always there, so that screen readers announce the phase as it changes. */}
      <Typography role="status" variant="body2" sx={{ mb: running ? 0.5 : 0 }}>
        {running ? PHASE_TEXT[running.phase](running.language) : ''}
      </Typography>
      {running && <LinearProgress aria-hidden sx={{ mb: 1.5 }} />}
      {/* Focusable so that a keyboard can scroll long output. */}
      <Box role="log" aria-label="Run output" tabIndex={0} sx={{ flex: 1, minHeight: 0, overflow: 'auto', borderRadius: 1 }}>
        {run ? (
          <RunOutput run={run} byYou={run.by_client === doc.clientID} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {runnable ? 'Run the code to see its output here; your partner sees it too.' : 'No run yet.'}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
