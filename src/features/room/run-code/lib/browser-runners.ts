/**
 * The runners the room uses in the browser, loaded with the first Run (the panel imports this module lazily):
 * JavaScript in a fresh worker per run, TypeScript the same once sucrase has stripped its types (sucrase is a
 * chunk of its own, loaded on the first TypeScript run), Python in a worker that keeps Pyodide loaded.
 */
import pyodidePackage from 'pyodide/package.json';
import { API_URL } from '@/shared/config';
import { PYTHON_LOAD_TIMEOUT_MS, RUN_TIME_LIMIT_MS } from '../config/limits';
import type { RunnableLanguage } from '../config/languages';
import type { CodeRunner, RunOutcome, RunPhase, RunStatus } from '../model/runner';
import { CappedText } from './capped-text';
import type { RunRequest, RunWorkerMessage } from './worker-protocol';

/** A worker that has not said `started` within this long (its script did not load) is given up on. */
const START_TIMEOUT_MS = 15_000;

/** Where this build's Pyodide files are: on the API's server (`server/src/pyodide-files.ts`), never a CDN. */
export function pyodideUrl(): string {
  return new URL(`/pyodide/${pyodidePackage.version}/`, API_URL || self.location.origin).href;
}

interface WorkerRun {
  /** The outcome, and whether the worker finished cleanly and may run again. */
  result: Promise<{ outcome: RunOutcome; reusable: boolean }>;
  stop(): void;
}

/**
 * Runs one request in `worker` and watches it: output collected (cut at the limit), the time limit counted
 * from the worker's `started`, a start deadline before that (longer while an interpreter loads), Stop.
 */
function runInWorker(worker: Worker, request: RunRequest, onPhase: (phase: RunPhase) => void, what: string): WorkerRun {
  const stdout = new CappedText();
  const stderr = new CappedText();
  let truncated = false;
  let startedAt: number | null = null;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let resolveResult: (result: { outcome: RunOutcome; reusable: boolean }) => void = () => undefined;
  const result = new Promise<{ outcome: RunOutcome; reusable: boolean }>((resolve) => (resolveResult = resolve));

  const elapsed = () => (startedAt === null ? 0 : Math.round(performance.now() - startedAt));
  const setDeadline = (ms: number, onExpiry: () => void) => {
    clearTimeout(deadline);
    deadline = setTimeout(onExpiry, ms);
  };
  let finished = false;
  const finish = (status: RunStatus, durationMs: number, reusable = false) => {
    if (finished) return;
    finished = true;
    clearTimeout(deadline);
    worker.removeEventListener('message', onMessage);
    worker.removeEventListener('error', onError);
    resolveResult({
      outcome: { status, stdout: stdout.text, stderr: stderr.text, truncated: truncated || stdout.truncated || stderr.truncated, started: startedAt !== null, durationMs },
      reusable,
    });
  };
  const onMessage = (event: MessageEvent<RunWorkerMessage>) => {
    const message = event.data;
    switch (message.type) {
      case 'loading':
        onPhase('loading');
        setDeadline(PYTHON_LOAD_TIMEOUT_MS, () => {
          stderr.append(`${what} did not load within ${PYTHON_LOAD_TIMEOUT_MS / 1000} seconds. Check the connection and run again.\n`);
          finish('error', 0);
        });
        break;
      case 'started':
        startedAt = performance.now();
        onPhase('running');
        setDeadline(RUN_TIME_LIMIT_MS, () => finish('timeout', RUN_TIME_LIMIT_MS));
        break;
      case 'output':
        (message.stream === 'stdout' ? stdout : stderr).append(message.text);
        truncated ||= message.truncated;
        break;
      case 'done':
        finish(message.status, message.durationMs, true);
        break;
      case 'failed':
        stderr.append(`${what} could not be loaded: ${message.message}\n`);
        finish('error', 0);
        break;
    }
  };
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    stderr.append(`${what} stopped unexpectedly${event.message ? `: ${event.message}` : ''}.\n`);
    finish('error', elapsed());
  };

  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', onError);
  setDeadline(START_TIMEOUT_MS, () => {
    stderr.append(`${what} did not start. Reload the page and run again.\n`);
    finish('error', 0);
  });
  worker.postMessage(request);
  // Stop counts the code's own time (none while an interpreter was loading).
  return { result, stop: () => finish('stopped', elapsed()) };
}

/** Adds where sucrase's parser finds a syntax error that the engine reported without a line (V8 gives none for Function bodies). */
async function withSyntaxErrorLine(code: string, outcome: RunOutcome): Promise<RunOutcome> {
  if (outcome.started || !/^SyntaxError\b[^\n]*\n?$/.test(outcome.stderr)) return outcome;
  try {
    const { transform } = await import(/* webpackChunkName: "sucrase" */ 'sucrase');
    transform(code, { transforms: [] });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    if (loc) return { ...outcome, stderr: `${outcome.stderr.trimEnd()}\n    at (line ${loc.line}, column ${loc.column + 1})\n` };
  }
  return outcome;
}

/** A fresh worker per run: nothing one run leaves behind (globals, timers, a stuck loop) reaches the next. */
class JavaScriptRunner implements CodeRunner {
  private current: WorkerRun | null = null;

  async run(code: string, onPhase: (phase: RunPhase) => void): Promise<RunOutcome> {
    const worker = new Worker(new URL('./js-run.worker.ts', import.meta.url), { name: 'run-js-worker' });
    const run = runInWorker(worker, { type: 'run', code }, onPhase, 'The JavaScript runner');
    this.current = run;
    const { outcome } = await run.result;
    worker.terminate();
    if (this.current === run) this.current = null;
    return withSyntaxErrorLine(code, outcome);
  }

  stop(): void {
    this.current?.stop();
  }

  dispose(): void {
    this.stop();
  }
}

/** TypeScript as JavaScript: types stripped by sucrase (no type check, as `node --strip-types` does), or the syntax error with its line. */
export async function stripTypes(code: string): Promise<{ code: string } | { error: string }> {
  try {
    const { transform } = await import(/* webpackChunkName: "sucrase" */ 'sucrase');
    return { code: transform(code, { transforms: ['typescript'], disableESTransforms: true }).code };
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
    const where = loc ? `\n    at (line ${loc.line}, column ${loc.column + 1})` : '';
    return { error: `SyntaxError: ${message}${where}\n` };
  }
}

/** TypeScript: types stripped, then run as JavaScript. */
class TypeScriptRunner implements CodeRunner {
  private readonly javascript = new JavaScriptRunner();

  async run(code: string, onPhase: (phase: RunPhase) => void): Promise<RunOutcome> {
    const stripped = await stripTypes(code);
    if ('error' in stripped) return { status: 'error', stdout: '', stderr: stripped.error, truncated: false, started: false, durationMs: 0 };
    return this.javascript.run(stripped.code, onPhase);
  }

  stop(): void {
    this.javascript.stop();
  }

  dispose(): void {
    this.javascript.dispose();
  }
}

/** One worker with Pyodide loaded, kept between runs; a new one after a run that timed out, was stopped or failed. */
class PythonRunner implements CodeRunner {
  private worker: Worker | null = null;
  private current: WorkerRun | null = null;

  async run(code: string, onPhase: (phase: RunPhase) => void): Promise<RunOutcome> {
    const worker = (this.worker ??= new Worker(new URL('./python-run.worker.ts', import.meta.url), { name: 'run-python-worker' }));
    const run = runInWorker(worker, { type: 'run', code, pyodideUrl: pyodideUrl() }, onPhase, 'Python');
    this.current = run;
    const { outcome, reusable } = await run.result;
    if (this.current === run) this.current = null;
    if (!reusable) {
      worker.terminate();
      if (this.worker === worker) this.worker = null;
    }
    return outcome;
  }

  stop(): void {
    this.current?.stop();
  }

  dispose(): void {
    this.stop();
    this.worker?.terminate();
    this.worker = null;
  }
}

export function createBrowserRunner(language: RunnableLanguage): CodeRunner {
  switch (language) {
    case 'javascript':
      return new JavaScriptRunner();
    case 'typescript':
      return new TypeScriptRunner();
    case 'python':
      return new PythonRunner();
  }
}
