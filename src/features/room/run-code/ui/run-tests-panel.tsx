import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import type * as Y from 'yjs';
import { signatureText, STARTER_CODE_LANGUAGES, starterCode, type TestCase, type TestSpec } from '@/entities/question';
import type { RoomLanguage } from '@/entities/room';
import { languageLabel } from '../config/languages';
import { hiddenSummaryText, inputText, timeoutText } from '../lib/describe-tests';
import type { RunPhase } from '../model/runner';
import { examplesKey, failedNumbers, hiddenKey, sharedExamplesRun, sharedHiddenSummary, testRunsMap } from '../model/shared-test-run';
import type { CaseResult } from '../model/test-runner';
import { createTestRunner, type TestRunnerFactory } from '../model/test-runners';
import { useEditorEmpty } from '../model/use-editor-empty';
import { useSharedTestRuns } from '../model/use-shared-test-runs';
import { TestResultsTable, type ResultRow } from './test-results-table';

/** A question of the round that has test cases: all of them for its interviewer, the examples only for the candidate. */
export interface TestedQuestion {
  questionId: string;
  title: string;
  testSpec: TestSpec;
}

export interface RunTestsPanelProps {
  /** The room's shared document: the code is `doc.getText(textName)`, the results in its `test_runs` map. */
  doc: Y.Doc;
  textName: string;
  language: RoomLanguage;
  /** The first name of the member in this tab, shown to the partner with the runs they make. */
  runnerName: string;
  partnerName: string;
  questions: readonly TestedQuestion[];
  /** The round's interviewer: their questions carry the hidden cases, which they alone run. */
  isInterviewer: boolean;
  /** Where test runners come from; the room's by default (tests pass fakes: jsdom has no Worker). */
  testRunners?: TestRunnerFactory;
}

type Running = { kind: 'examples' | 'hidden'; phase: RunPhase };

/** The interviewer's latest hidden run, in this tab only: its inputs and results never leave it. */
interface HiddenRun {
  questionId: string;
  results: CaseResult[];
  setupError: string | null;
  shared: boolean;
}

const PHASE_TEXT: Record<RunPhase, (what: string, language: RoomLanguage) => string> = {
  loading: () => 'Loading Python… (first run takes a few seconds)',
  running: (what, language) => `Running the ${what} in ${languageLabel(language)}…`,
};

type NumberedResult = NonNullable<ResultRow['result']> & { number: number };

function rowsFor(spec: TestSpec, cases: readonly TestCase[], results: readonly NumberedResult[]): ResultRow[] {
  return cases.map((testCase, index) => {
    const result = results.find((entry) => entry.number === index + 1);
    return {
      label: `Case ${index + 1}`,
      input: inputText(spec.parameters, testCase),
      expected: JSON.stringify(testCase.expected),
      result: result ? { status: result.status, got: result.got, error: result.error, durationMs: result.durationMs } : null,
      timeoutText: timeoutText(testCase),
    };
  });
}

const numbered = (results: readonly CaseResult[]) => results.map((result) => ({ ...result, number: result.index + 1 }));

/**
 * "Run tests": the question's examples run on the round's shared code in this browser, the results table shared with
 * the partner. The interviewer also runs the hidden cases here, sees them in full, and shares only a summary.
 */
export function RunTestsPanel({ doc, textName, language, runnerName, partnerName, questions, isInterviewer, testRunners = createTestRunner }: RunTestsPanelProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const question = questions.find((entry) => entry.questionId === chosenId) ?? questions[questions.length - 1];
  const spec = question?.testSpec;
  const examples = useMemo(() => spec?.cases.filter((testCase) => !testCase.hidden) ?? [], [spec]);
  const hiddenCases = useMemo(() => spec?.cases.filter((testCase) => testCase.hidden) ?? [], [spec]);
  const shared = useSharedTestRuns(doc, textName, question?.questionId ?? '', examples.length);
  const editorEmpty = useEditorEmpty(doc, textName);
  const runner = useMemo(() => testRunners(language), [testRunners, language]);
  const [running, setRunning] = useState<Running | null>(null);
  const [live, setLive] = useState<CaseResult[] | null>(null);
  const [hiddenRun, setHiddenRun] = useState<HiddenRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const headingId = useId();
  const reasonId = useId();
  const hiddenHeadingId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      runner.dispose();
    };
  }, [runner]);

  if (!question || !spec) {
    return (
      <Typography variant="body2" color="text.secondary">
        {isInterviewer ? 'None of your questions this round has test cases.' : `${partnerName} has not shown you a question with test cases yet.`}
      </Typography>
    );
  }

  const run = async (kind: Running['kind']) => {
    if (running || runner.unavailableReason) return;
    const cases = kind === 'examples' ? examples : hiddenCases;
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ kind, phase: 'running' });
    if (kind === 'examples') setLive([]);
    const results: CaseResult[] = [];
    let setupError: string | null = null;
    const job = { code: doc.getText(textName).toString(), spec, cases, onPhase: (phase: RunPhase) => mounted.current && setRunning({ kind, phase }) };
    for await (const event of runner.run(job, abort.signal)) {
      if (event.type === 'setup-failed') setupError = event.error;
      else results.push(event.result);
      if (mounted.current && kind === 'examples') setLive([...results]);
    }
    controller.current = null;
    if (!mounted.current) return;
    const details = { by: runnerName, byClient: doc.clientID, language, questionId: question.questionId };
    if (kind === 'examples') testRunsMap(doc).set(examplesKey(textName, question.questionId), sharedExamplesRun(results, setupError, details));
    else setHiddenRun({ questionId: question.questionId, results, setupError, shared: false });
    setLive(null);
    setRunning(null);
  };

  const shareHidden = () => {
    if (!hiddenRun) return;
    const details = { by: runnerName, byClient: doc.clientID, language, questionId: hiddenRun.questionId };
    testRunsMap(doc).set(hiddenKey(textName, hiddenRun.questionId), sharedHiddenSummary(hiddenRun.results, hiddenCases.length, details));
    setHiddenRun({ ...hiddenRun, shared: true });
  };

  const starter = STARTER_CODE_LANGUAGES.find((entry) => entry.id === language);
  const exampleResults = live ? numbered(live) : (shared.examples?.cases.map((entry) => ({ ...entry, durationMs: entry.duration_ms })) ?? []);
  const exampleSetupError = live ? null : (shared.examples?.setup_error ?? null);
  const examplesByPartner = !live && shared.examples && shared.examples.by_client !== doc.clientID ? shared.examples.by : null;
  const localHidden = hiddenRun?.questionId === question.questionId ? hiddenRun : null;
  const hiddenSummary = localHidden ? hiddenSummaryText(hiddenCases.length, failedNumbers(localHidden.results, hiddenCases.length)) : null;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto' }}>
          Tests
        </Typography>
        {running ? (
          <Button variant="outlined" color="inherit" startIcon={<Stop />} onClick={() => controller.current?.abort()}>
            Stop
          </Button>
        ) : (
          <>
            <Button variant="contained" startIcon={<PlayArrow />} disabled={Boolean(runner.unavailableReason)} aria-describedby={runner.unavailableReason ? reasonId : undefined} onClick={() => void run('examples')}>
              Run tests
            </Button>
            {isInterviewer && hiddenCases.length > 0 && (
              <Button variant="outlined" startIcon={<PlayArrow />} disabled={Boolean(runner.unavailableReason)} onClick={() => void run('hidden')}>
                Run hidden tests
              </Button>
            )}
          </>
        )}
      </Stack>
      {questions.length > 1 && (
        <TextField select size="small" label="Question" value={question.questionId} onChange={(event) => setChosenId(event.target.value)} sx={{ maxWidth: 360 }}>
          {questions.map((entry) => (
            <MenuItem key={entry.questionId} value={entry.questionId}>
              {entry.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2">
        {questions.length === 1 && <>{question.title}: </>}
        <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
          {signatureText(spec)}
        </Box>
      </Typography>
      {starter && (
        <Box>
          <Button size="small" variant="text" disabled={!editorEmpty} onClick={() => doc.getText(textName).insert(0, starterCode(spec, starter.id))}>
            Insert starter code
          </Button>
          {!editorEmpty && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              (into an empty editor)
            </Typography>
          )}
        </Box>
      )}
      {runner.unavailableReason && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {runner.unavailableReason}
        </Typography>
      )}
      {/* Always there, so that screen readers announce the phase as it changes. */}
      <Typography role="status" variant="body2">
        {running ? PHASE_TEXT[running.phase](running.kind === 'examples' ? 'examples' : 'hidden cases', language) : ''}
      </Typography>
      {running && <LinearProgress aria-hidden />}
      {exampleSetupError && (
        <Alert severity="error">
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' }}>
            {exampleSetupError}
          </Box>
        </Alert>
      )}
      {examplesByPartner && (
        <Typography variant="caption" color="text.secondary">
          {examplesByPartner} ran these in {languageLabel(shared.examples?.language ?? language)}.
        </Typography>
      )}
      <TestResultsTable caption="Examples" rows={rowsFor(spec, examples, exampleResults)} />

      {isInterviewer && localHidden && (
        <Stack spacing={1} component="section" aria-labelledby={hiddenHeadingId}>
          <Typography id={hiddenHeadingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            Hidden cases (only you see these)
          </Typography>
          {localHidden.setupError && <Alert severity="error">{localHidden.setupError}</Alert>}
          <Typography role="status" variant="body2">
            {hiddenSummary}
          </Typography>
          <TestResultsTable caption="Hidden cases" rows={rowsFor(spec, hiddenCases, numbered(localHidden.results))} />
          <Box>
            <Button variant="outlined" disabled={localHidden.shared} onClick={shareHidden}>
              {localHidden.shared ? `Shared with ${partnerName}` : `Share the result with ${partnerName}`}
            </Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {partnerName} then sees how many hidden cases pass and which numbers failed, never their inputs or values.
            </Typography>
          </Box>
        </Stack>
      )}
      {shared.hidden && !(isInterviewer && localHidden && !localHidden.shared) && (
        <Alert severity={shared.hidden.failed.length === 0 ? 'success' : 'info'} aria-label="Hidden cases summary">
          {hiddenSummaryText(shared.hidden.total, shared.hidden.failed)}
          {!isInterviewer && ` (${shared.hidden.by} ran them on your code.)`}
        </Alert>
      )}
    </Stack>
  );
}
