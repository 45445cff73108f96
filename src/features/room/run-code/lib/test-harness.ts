/**
 * Runs a question's cases in runner workers (js-run.worker.ts, python-run.worker.ts), each case within its own time
 * limit. A worker that is busy cannot be interrupted (JavaScript's loop, or Pyodide without SharedArrayBuffer), so a
 * case past its limit is reported as timed out, its worker terminated, and the cases after it go to a fresh worker.
 */
import { PYTHON_LOAD_TIMEOUT_MS, RUN_TIME_LIMIT_MS } from '../config/limits';
import type { RunPhase } from '../model/runner';
import type { CallOutcome, RunWorkerMessage, TestRequest } from './worker-protocol';

/** A worker that has not said `started` within this long (its script did not load) is given up on. */
export const START_TIMEOUT_MS = 15_000;

export interface HarnessCase {
  index: number;
  input: unknown[];
  timeLimitMs: number;
}

export type HarnessEvent =
  | { type: 'case'; index: number; outcome: CallOutcome | { kind: 'timeout' }; durationMs: number }
  | { type: 'setup-failed'; error: string };

/** The worker-like object the harness drives (a real Worker in the browser, a fake in tests). */
export type HarnessWorker = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

/** Where workers come from: `release` ends one (`reusable`: it finished cleanly, e.g. a loaded Python may stay). */
export interface WorkerSource<W extends HarnessWorker = HarnessWorker> {
  acquire(): W;
  release(worker: W, reusable: boolean): void;
}

type Signal =
  | RunWorkerMessage
  | { type: 'crashed'; message: string }
  | { type: 'expired'; stage: 'start' | 'load' | 'setup' | 'case' }
  | { type: 'aborted' };

export interface HarnessOptions<W extends HarnessWorker> {
  workers: WorkerSource<W>;
  /** The request without its cases (code, function name, where Pyodide is). */
  request: Omit<TestRequest, 'type' | 'cases'>;
  cases: readonly HarnessCase[];
  signal: AbortSignal;
  onPhase: (phase: RunPhase) => void;
  /** Says what runs, in messages: "The JavaScript runner", "Python". */
  what: string;
}

/** Each case's outcome as it ends (or why none could run); ends when every case has one, or on abort. */
export async function* runCasesInWorkers<W extends HarnessWorker>({ workers, request, cases, signal, onPhase, what }: HarnessOptions<W>): AsyncGenerator<HarnessEvent> {
  let remaining = [...cases];
  while (remaining.length > 0 && !signal.aborted) {
    const worker = workers.acquire();
    const queue: Signal[] = [];
    let wake: (() => void) | null = null;
    const push = (signalled: Signal) => {
      queue.push(signalled);
      wake?.();
      wake = null;
    };
    const onMessage = (event: MessageEvent<RunWorkerMessage>) => push(event.data);
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      push({ type: 'crashed', message: event.message });
    };
    const onAbort = () => push({ type: 'aborted' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number, stage: 'start' | 'load' | 'setup' | 'case') => {
      clearTimeout(timer);
      timer = setTimeout(() => push({ type: 'expired', stage }), ms);
    };
    worker.addEventListener('message', onMessage as EventListener);
    worker.addEventListener('error', onError as EventListener);
    signal.addEventListener('abort', onAbort);
    arm(START_TIMEOUT_MS, 'start');
    worker.postMessage({ ...request, type: 'test', cases: remaining.map(({ index, input }) => ({ index, input })) } satisfies TestRequest);

    let current: HarnessCase | null = null;
    let startedAt = 0;
    let released = false;
    const release = (reusable: boolean) => {
      released = true;
      workers.release(worker, reusable);
    };
    const giveUp = function* (error: string, reusable: boolean) {
      release(reusable);
      remaining = [];
      yield { type: 'setup-failed', error } as const;
    };
    try {
      while (!released) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const next = queue.shift() as Signal;
        switch (next.type) {
          case 'loading':
            onPhase('loading');
            arm(PYTHON_LOAD_TIMEOUT_MS, 'load');
            break;
          case 'started':
            onPhase('running');
            arm(RUN_TIME_LIMIT_MS, 'setup');
            break;
          case 'case-started':
            current = remaining.find((testCase) => testCase.index === next.index) ?? null;
            startedAt = performance.now();
            if (current) arm(current.timeLimitMs, 'case');
            break;
          case 'case-done':
            clearTimeout(timer);
            remaining = remaining.filter((testCase) => testCase.index !== next.index);
            current = null;
            yield { type: 'case', index: next.index, outcome: next.outcome, durationMs: next.durationMs };
            break;
          case 'done':
            release(true);
            break;
          case 'setup-failed':
            yield* giveUp(next.error, true);
            break;
          case 'failed':
            yield* giveUp(`${what} could not be loaded: ${next.message}`, false);
            break;
          case 'crashed':
            yield* giveUp(`${what} stopped unexpectedly${next.message ? `: ${next.message}` : ''}.`, false);
            break;
          case 'expired':
            if (next.stage === 'case' && current) {
              const stopped: HarnessCase = current;
              release(false);
              remaining = remaining.filter((testCase) => testCase.index !== stopped.index);
              yield { type: 'case', index: stopped.index, outcome: { kind: 'timeout' }, durationMs: Math.max(stopped.timeLimitMs, performance.now() - startedAt) };
            } else if (next.stage === 'setup') {
              yield* giveUp(`Your code ran for more than ${RUN_TIME_LIMIT_MS / 1000} seconds before the function could be called. Is there an endless loop outside it?`, false);
            } else if (next.stage === 'load') {
              yield* giveUp(`${what} did not load within ${PYTHON_LOAD_TIMEOUT_MS / 1000} seconds. Check the connection and run again.`, false);
            } else {
              yield* giveUp(`${what} did not start. Reload the page and run again.`, false);
            }
            break;
          case 'aborted':
            release(false);
            remaining = [];
            break;
          case 'output':
            // What the code prints while tested is not part of the results.
            break;
        }
      }
    } finally {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage as EventListener);
      worker.removeEventListener('error', onError as EventListener);
      signal.removeEventListener('abort', onAbort);
      if (!released) release(false);
    }
  }
}
