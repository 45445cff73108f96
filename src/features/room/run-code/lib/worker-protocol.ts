/** The messages between the page and a code-runner worker (`js-run.worker.ts`, `python-run.worker.ts`). */
export type OutputStream = 'stdout' | 'stderr';

/** Page to worker: run this code. The Python worker also takes where Pyodide's files are (`/pyodide/<version>/`). */
export interface RunRequest {
  type: 'run';
  code: string;
  pyodideUrl?: string;
}

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
  | { type: 'failed'; message: string };
