/**
 * The JavaScript runner: a dedicated worker, started fresh for each run and terminated by the page when the
 * run ends, after the time limit or on Stop. It receives one `run` message, takes away every way out
 * (sandbox.ts), swaps `console` for one that sends the output to the page, runs the code as the body of an
 * async function (top-level `await` works) and reports `done` once the code and the timers it set have
 * finished. Its response carries a CSP that allows eval and nothing else (server: `workerPolicy('js')`).
 */
import { formatLogArguments, inspect } from './inspect';
import { ESCAPE_HATCHES, NAVIGATOR_ESCAPE_HATCHES, removeGlobals } from './sandbox';
import { CHANNEL_GLOBALS, describeError, outputStreams, workerScope as scope } from './worker-scope';
import type { OutputStream, RunWorkerMessage } from './worker-protocol';

type AsyncFunctionConstructor = new (body: string) => () => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as AsyncFunctionConstructor;

const post = scope.postMessage.bind(scope) as (message: RunWorkerMessage) => void;
const now = performance.now.bind(performance);
const realSetTimeout = scope.setTimeout.bind(scope);
const realClearTimeout = scope.clearTimeout.bind(scope);
const realSetInterval = scope.setInterval.bind(scope);
const write = outputStreams(post);

/** How many lines the engine puts before a Function body (2 in V8 and Firefox), found by throwing from one. */
async function measureLineOffset(): Promise<number> {
  try {
    await new AsyncFunction('throw new Error()')();
  } catch (error) {
    const frame = /<anonymous>:(\d+):\d+|> (?:Function|AsyncFunction|eval):(\d+):\d+/.exec(String((error as Error).stack));
    if (frame) return Number(frame[1] ?? frame[2]) - 1;
  }
  return 2;
}

/** `console` for member code: log/info/debug/dir/table to stdout, warn/error/trace/assert to stderr. */
function memberConsole(): Partial<Console> {
  let indent = '';
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();
  const print = (stream: OutputStream) => (...args: unknown[]) => {
    const text = formatLogArguments(args);
    write(stream, `${indent ? text.replace(/^/gm, indent) : text}\n`);
  };
  const stdout = print('stdout');
  const stderr = print('stderr');
  return {
    log: stdout,
    info: stdout,
    debug: stdout,
    warn: stderr,
    error: stderr,
    dir: (value: unknown) => stdout(inspect(value)),
    table: (value: unknown) => stdout(inspect(value)),
    trace: (...args: unknown[]) => stderr(`Trace: ${formatLogArguments(args)}`),
    assert: (condition?: boolean, ...args: unknown[]) => {
      if (!condition) stderr(args.length ? `Assertion failed: ${formatLogArguments(args)}` : 'Assertion failed');
    },
    count: (label = 'default') => {
      counts.set(label, (counts.get(label) ?? 0) + 1);
      stdout(`${label}: ${counts.get(label)}`);
    },
    countReset: (label = 'default') => void counts.delete(label),
    time: (label = 'default') => void timers.set(label, now()),
    timeLog: (label = 'default', ...args: unknown[]) => {
      const start = timers.get(label);
      if (start === undefined) stderr(`Timer '${label}' does not exist`);
      else stdout(`${label}: ${(now() - start).toFixed(3)} ms`, ...args);
    },
    timeEnd: (label = 'default') => {
      const start = timers.get(label);
      if (start === undefined) return stderr(`Timer '${label}' does not exist`);
      timers.delete(label);
      stdout(`${label}: ${(now() - start).toFixed(3)} ms`);
    },
    group: (...args: unknown[]) => {
      if (args.length) stdout(...args);
      indent += '  ';
    },
    groupCollapsed: (...args: unknown[]) => {
      if (args.length) stdout(...args);
      indent += '  ';
    },
    groupEnd: () => void (indent = indent.slice(2)),
  };
}

async function run(code: string): Promise<void> {
  const lineOffset = await measureLineOffset();
  let failed = false;
  let codeReturned = false;
  let finished = false;
  let startedAt = now();
  /** Timers the code set that have not fired (or been cleared) yet: the run ends when none is left. */
  const pending = new Set<ReturnType<typeof setTimeout>>();

  const fail = (error: unknown, prefix = '') => {
    failed = true;
    write('stderr', `${prefix}${describeError(error, lineOffset)}\n`);
  };
  const finishWhenIdle = () =>
    realSetTimeout(() => {
      if (finished || !codeReturned || pending.size > 0) return;
      finished = true;
      post({ type: 'done', status: failed ? 'error' : 'ok', durationMs: Math.round(now() - startedAt) });
    }, 0);
  const invoke = (callback: unknown, args: unknown[]) => {
    try {
      if (typeof callback === 'function') callback(...args);
    } catch (error) {
      fail(error);
    }
    finishWhenIdle();
  };

  scope.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.error ?? event.message);
    finishWhenIdle();
  });
  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason, 'Uncaught (in promise) ');
    finishWhenIdle();
  });
  scope.setTimeout = ((callback: unknown, delay?: number, ...args: unknown[]) => {
    const id = realSetTimeout(() => {
      pending.delete(id);
      invoke(callback, args);
    }, delay);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  scope.setInterval = ((callback: unknown, delay?: number, ...args: unknown[]) => {
    const id = realSetInterval(() => invoke(callback, args), delay);
    pending.add(id);
    return id;
  }) as typeof setInterval;
  scope.clearTimeout = scope.clearInterval = ((id?: ReturnType<typeof setTimeout>) => {
    if (id === undefined) return;
    pending.delete(id);
    realClearTimeout(id);
    finishWhenIdle();
  }) as typeof clearTimeout;
  Object.defineProperty(scope, 'console', { value: memberConsole(), writable: true, configurable: true });
  removeGlobals(scope.navigator, NAVIGATOR_ESCAPE_HATCHES);
  removeGlobals(scope, [...ESCAPE_HATCHES, ...CHANNEL_GLOBALS]);

  let body: () => Promise<unknown>;
  try {
    body = new AsyncFunction(code);
  } catch (error) {
    fail(error);
    post({ type: 'done', status: 'error', durationMs: 0 });
    return;
  }
  post({ type: 'started' });
  startedAt = now();
  try {
    await body.call(undefined);
  } catch (error) {
    fail(error);
  }
  codeReturned = true;
  finishWhenIdle();
}

scope.onmessage = (event) => {
  scope.onmessage = null;
  if (event.data?.type === 'run' && typeof event.data.code === 'string') void run(event.data.code);
};
