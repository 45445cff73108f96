/** The messages between the page and a code-runner worker (`js-run.worker.ts`, `python-run.worker.ts`). */
export type OutputStream = 'stdout' | 'stderr';

/** Page to worker: run this code. The Python worker also takes where Pyodide's files are (`/pyodide/<version>/`). */
export interface RunRequest {
  type: 'run';
  code: string;
  pyodideUrl?: string;
}

/** One case of a test run: its position in the run's cases and its arguments. */
export interface TestCaseRequest {
  index: number;
  input: unknown[];
}

/**
 * Page to worker: run this code, then call `functionName` once per case, in order. A page that stops a case at its
 * time limit terminates the worker and sends the cases after it to a fresh one.
 */
export interface TestRequest {
  type: 'test';
  code: string;
  functionName: string;
  cases: TestCaseRequest[];
  pyodideUrl?: string;
}

/** What one call gave: a value (as JSON when it is representable, `display` as the language prints it) or an error. */
export type CallOutcome = { kind: 'returned'; value?: unknown; display: string } | { kind: 'threw'; error: string };

/** What the page sends a runner worker. */
export type WorkerRequest = RunRequest | TestRequest;

/** Worker to page. */
export type RunWorkerMessage =
  /** Python's first run: the interpreter is being loaded (a few seconds). */
  | { type: 'loading' }
  /** The member's code starts now: the time limit counts from here. */
  | { type: 'started' }
  /** A piece of output, as it is printed; `truncated`: the stream reached the limit, the rest is dropped. */
  | { type: 'output'; stream: OutputStream; text: string; truncated: boolean }
  /** The code finished (with an uncaught error: 'error'); `durationMs` is its own running time. */
  | { type: 'done'; status: 'ok' | 'error'; durationMs: number }
  /** The runner itself could not start (Pyodide did not load). */
  | { type: 'failed'; message: string }
  /** Tests: the code ran, but the function cannot be called (the code threw, or defines no such function). */
  | { type: 'setup-failed'; error: string }
  /** Tests: the call for case `index` starts now: its time limit counts from here. */
  | { type: 'case-started'; index: number }
  /** Tests: what the call for case `index` gave, and how long it took. */
  | { type: 'case-done'; index: number; outcome: CallOutcome; durationMs: number };
