import { act, screen, within } from '@testing-library/react';
import * as Y from 'yjs';
import { renderWithProviders } from '@/shared/lib/testing';
import { RUNS_MAP, type RoomLanguage } from '@/entities/room';
import type { CodeRunner, RunnerFactory, RunOutcome, RunPhase } from '../model/runner';
import { RunCodePanel } from './run-code-panel';

/** A runner the test drives: each run waits until the test finishes it (or Stop does). */
class FakeRunner implements CodeRunner {
  readonly codes: string[] = [];
  disposed = false;
  private pending: { resolve: (outcome: RunOutcome) => void; onPhase: (phase: RunPhase) => void } | null = null;

  run(code: string, onPhase: (phase: RunPhase) => void): Promise<RunOutcome> {
    this.codes.push(code);
    return new Promise((resolve) => (this.pending = { resolve, onPhase }));
  }

  phase(phase: RunPhase): void {
    act(() => this.pending?.onPhase(phase));
  }

  async finish(outcome: Partial<RunOutcome>): Promise<void> {
    await act(async () => {
      this.pending?.resolve({ status: 'ok', stdout: '', stderr: '', truncated: false, started: true, durationMs: 12, ...outcome });
      this.pending = null;
    });
  }

  stop(): void {
    this.pending?.resolve({ status: 'stopped', stdout: 'partial\n', stderr: '', truncated: false, started: true, durationMs: 1_234 });
    this.pending = null;
  }

  dispose(): void {
    this.disposed = true;
  }
}

function fakeRunners() {
  const made = new Map<string, FakeRunner>();
  const factory: jest.MockedFunction<RunnerFactory> = jest.fn((language) => {
    const runner = new FakeRunner();
    made.set(language, runner);
    return runner;
  });
  return { factory, runner: (language: string) => made.get(language)! };
}

/** Two members' documents, kept in sync both ways as the server would. */
function pairedDocs(): [Y.Doc, Y.Doc] {
  const ada = new Y.Doc();
  const bob = new Y.Doc();
  ada.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(bob, update, 'wire'));
  bob.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(ada, update, 'wire'));
  return [ada, bob];
}

function renderPanel(doc: Y.Doc, options: { language?: RoomLanguage; runnerName?: string; runners?: RunnerFactory } = {}) {
  return renderWithProviders(
    <RunCodePanel doc={doc} textName="round-1" language={options.language ?? 'javascript'} runnerName={options.runnerName ?? 'Ada'} runners={options.runners} />,
  );
}

const outputLog = () => screen.getByRole('log', { name: 'Run output' });

test('runs the round’s shared code and puts the outcome in the shared map, where the partner sees it', async () => {
  const [adaDoc, bobDoc] = pairedDocs();
  adaDoc.getText('round-1').insert(0, 'console.log(1 + 1)');
  adaDoc.getText('round-2').insert(0, 'not this round');
  const { factory, runner } = fakeRunners();
  const { user } = renderPanel(adaDoc, { runners: factory });
  expect(within(outputLog()).getByText(/Run the code to see its output here/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Run' }));
  expect(factory).toHaveBeenCalledWith('javascript');
  expect(runner('javascript').codes).toEqual(['console.log(1 + 1)']);
  expect(screen.getByRole('status')).toHaveTextContent('Running JavaScript… (stopped after 5 seconds)');
  expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();

  await runner('javascript').finish({ stdout: '2\n', durationMs: 12 });
  expect(within(outputLog()).getByText('Ran in 12 ms')).toBeInTheDocument();
  expect(within(outputLog()).getByLabelText('Standard output')).toHaveTextContent('2');
  // The author's own run does not name them.
  expect(within(outputLog()).queryByText(/Ada ran this/)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();

  const shared = bobDoc.getMap(RUNS_MAP).get('round-1') as Record<string, unknown>;
  expect(shared).toMatchObject({ by: 'Ada', by_client: adaDoc.clientID, language: 'javascript', status: 'ok', stdout: '2\n', stderr: '', truncated: false, started: true, duration_ms: 12 });
  expect(Date.parse(shared.at as string)).not.toBeNaN();
  expect(bobDoc.getMap(RUNS_MAP).get('round-2')).toBeUndefined();

  // Pressed from the keyboard, Run hands the focus to Stop and takes it back when the run ends.
  screen.getByRole('button', { name: 'Run' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
  await runner('javascript').finish({ stdout: 'again\n' });
  expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
});

test('the partner’s panel shows the run with who ran it, and follows each new run', async () => {
  const [adaDoc, bobDoc] = pairedDocs();
  renderPanel(bobDoc, { runnerName: 'Bob' });
  const run = { id: 'r1', by: 'Ada', by_client: adaDoc.clientID, language: 'python', status: 'error', stdout: 'start\n', stderr: 'ZeroDivisionError: division by zero\n', truncated: false, duration_ms: 2_400, at: '2026-11-26T18:05:00.000Z' };
  act(() => adaDoc.getMap(RUNS_MAP).set('round-1', run));
  const log = outputLog();
  expect(within(log).getByText('Ended with an error after 2.4 s')).toBeInTheDocument();
  expect(within(log).getByText(/Ada ran this · Python/)).toBeInTheDocument();
  expect(within(log).getByLabelText('Standard output')).toHaveTextContent('start');
  // Error output is labelled in words, not only coloured.
  expect(within(log).getByText('Errors (stderr)')).toBeInTheDocument();
  expect(within(log).getByLabelText('Error output')).toHaveTextContent('ZeroDivisionError: division by zero');

  act(() => adaDoc.getMap(RUNS_MAP).set('round-1', { ...run, id: 'r2', status: 'timeout', stdout: '', stderr: '', duration_ms: 5_000 }));
  expect(within(log).getByText('Stopped after 5 seconds: the code ran too long. Is there an infinite loop?')).toBeInTheDocument();
  expect(within(log).getByText('No output.')).toBeInTheDocument();
  expect(within(log).queryByText('Errors (stderr)')).not.toBeInTheDocument();

  // Another round's run is not this panel's.
  act(() => adaDoc.getMap(RUNS_MAP).set('round-2', { ...run, id: 'r3', status: 'ok' }));
  expect(within(log).getByText(/Stopped after 5 seconds/)).toBeInTheDocument();
});

test('shows that Python is loading, and Stop ends the run as stopped with what it printed', async () => {
  const doc = new Y.Doc();
  doc.getText('round-1').insert(0, 'while True: pass');
  const { factory, runner } = fakeRunners();
  const { user } = renderPanel(doc, { language: 'python', runners: factory });

  await user.click(screen.getByRole('button', { name: 'Run' }));
  runner('python').phase('loading');
  expect(screen.getByRole('status')).toHaveTextContent('Loading Python… (first run takes a few seconds)');
  runner('python').phase('running');
  expect(screen.getByRole('status')).toHaveTextContent('Running Python…');

  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await within(outputLog()).findByText('You stopped the run after 1.2 s')).toBeInTheDocument();
  expect(within(outputLog()).getByLabelText('Standard output')).toHaveTextContent('partial');
  expect((doc.getMap(RUNS_MAP).get('round-1') as { status: string }).status).toBe('stopped');

  // The runner is kept for the next run (Python stays loaded), and freed with the panel.
  await user.click(screen.getByRole('button', { name: 'Run' }));
  expect(factory).toHaveBeenCalledTimes(1);
  expect(runner('python').codes).toHaveLength(2);
});

test('frees its runners when the room closes', async () => {
  const doc = new Y.Doc();
  const { factory, runner } = fakeRunners();
  const { user, unmount } = renderPanel(doc, { language: 'python', runners: factory });
  await user.click(screen.getByRole('button', { name: 'Run' }));
  await runner('python').finish({ stdout: '45\n' });
  unmount();
  await act(async () => undefined);
  expect(runner('python').disposed).toBe(true);
});

test.each([
  ['java', 'Java'],
  ['cpp', 'C++'],
] as const)('Run is off for %s, with the reason next to it', async (language, label) => {
  const { factory } = fakeRunners();
  renderPanel(new Y.Doc(), { language, runners: factory });
  const run = screen.getByRole('button', { name: 'Run' });
  expect(run).toBeDisabled();
  expect(run).toHaveAccessibleDescription(
    `${label} cannot run here: code runs in your browser, which runs JavaScript, TypeScript, and Python. Walk through the code with your partner instead, or switch the room's language to run it.`,
  );
  expect(factory).not.toHaveBeenCalled();
});

test('says when output was cut, and cuts what a partner shared past the limit', () => {
  const [adaDoc, bobDoc] = pairedDocs();
  renderPanel(bobDoc, { runnerName: 'Bob' });
  const run = { id: 'r1', by: 'Ada', by_client: 1, language: 'javascript', status: 'ok', stdout: 'x'.repeat(40_000), stderr: '', truncated: false, duration_ms: 3, at: '2026-11-26T18:05:00.000Z' };
  act(() => adaDoc.getMap(RUNS_MAP).set('round-1', run));
  expect(within(outputLog()).getByLabelText('Standard output').textContent).toHaveLength(16 * 1024);
  expect(within(outputLog()).getByText('Output cut at 16 KB.')).toBeInTheDocument();
});

test('ignores a malformed run in the document', () => {
  const doc = new Y.Doc();
  doc.getMap(RUNS_MAP).set('round-1', { by: 'Ada', status: 'exploded', stdout: 5 });
  renderPanel(doc);
  expect(within(outputLog()).getByText(/Run the code to see its output here/)).toBeInTheDocument();
});

test('a runner that cannot be loaded is reported in the output, and asked for again on the next run', async () => {
  const doc = new Y.Doc();
  const factory = jest.fn<ReturnType<RunnerFactory>, Parameters<RunnerFactory>>(() => Promise.reject(new Error('Loading chunk 12 failed.')));
  const { user } = renderPanel(doc, { runners: factory });
  await user.click(screen.getByRole('button', { name: 'Run' }));
  expect(await within(outputLog()).findByText('Did not run')).toBeInTheDocument();
  expect(within(outputLog()).getByLabelText('Error output')).toHaveTextContent('The JavaScript runner could not be loaded: Loading chunk 12 failed.');
  await user.click(screen.getByRole('button', { name: 'Run' }));
  expect(factory).toHaveBeenCalledTimes(2);
});

test('Ctrl+Enter and Cmd+Enter run the code from anywhere on the page', async () => {
  const [adaDoc] = pairedDocs();
  adaDoc.getText('round-1').insert(0, 'console.log(2)');
  const { factory, runner } = fakeRunners();
  const { user } = renderPanel(adaDoc, { runners: factory });
  expect(screen.getByRole('button', { name: 'Run' })).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');

  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(runner('javascript').codes).toEqual(['console.log(2)']);
  await runner('javascript').finish({ stdout: '2\n' });
  await user.keyboard('{Meta>}{Enter}{/Meta}');
  expect(runner('javascript').codes).toHaveLength(2);
  await runner('javascript').finish({});
  await user.keyboard('{Enter}');
  expect(runner('javascript').codes).toHaveLength(2);
});
