/**
 * The JavaScript runner: a dedicated worker, started fresh for each run and terminated by the page when the
 * run ends, after the time limit or on Stop. It receives one `run` message (or `test`: see `test` below), takes away every way out
 * (sandbox.ts), swaps `console` for one that sends the output to the page, runs the code as the body of an
 * async function (top-level `await` works) and reports `done` once the code and the timers it set have
 * finished. Its response carries a CSP that allows eval and nothing else (server: `workerPolicy('js')`).
 */
import { formatLogArguments, inspect } from './inspect';
import { ESCAPE_HATCHES, NAVIGATOR_ESCAPE_HATCHES, removeGlobals } from './sandbox';
import { CHANNEL_GLOBALS, describeError, FUNCTION_NAME, outputStreams, workerScope as scope } from './worker-scope';
import type { OutputStream, RunWorkerMessage, TestRequest } from './worker-protocol';

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

/** Gives member code its console and takes every way out away (sandbox.ts); from here on only `post` reaches the page. */
function enterSandbox(): void {
  Object.defineProperty(scope, 'console', { value: memberConsole(), writable: true, configurable: true });
  removeGlobals(scope.navigator, NAVIGATOR_ESCAPE_HATCHES);
  removeGlobals(scope, [...ESCAPE_HATCHES, ...CHANNEL_GLOBALS]);
}

/** A returned value as JSON carries it (undefined when it has no JSON form: a function, undefined, a cycle). */
function jsonCopy(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Tests: runs the code (which declares the function), then calls the function once per case, awaiting what it
 * returns, and reports each call. The page counts each case's time limit from its `case-started`.
 */
async function test({ code, functionName, cases }: TestRequest): Promise<void> {
  const lineOffset = await measureLineOffset();
  if (!FUNCTION_NAME.test(functionName)) {
    post({ type: 'setup-failed', error: `"${functionName}" cannot name a function.` });
    return;
  }
  enterSandbox();
  let body: () => Promise<unknown>;
  try {
    // The function's name after the code: a declaration, a const or a var of the code's top level all answer to it.
    body = new AsyncFunction(`${code}\n;return typeof ${functionName} === 'function' ? ${functionName} : undefined;`);
  } catch (error) {
    post({ type: 'setup-failed', error: describeError(error, lineOffset) });
    return;
  }
  post({ type: 'started' });
  let candidate: unknown;
  try {
    candidate = await body.call(undefined);
  } catch (error) {
    post({ type: 'setup-failed', error: describeError(error, lineOffset) });
    return;
  }
  if (typeof candidate !== 'function') {
    post({ type: 'setup-failed', error: `Your code defines no function named ${functionName}.` });
    return;
  }
  const startedAt = now();
  for (const { index, input } of cases) {
    post({ type: 'case-started', index });
    const callStartedAt = now();
    try {
      const got: unknown = await candidate(...input);
      post({ type: 'case-done', index, outcome: { kind: 'returned', value: jsonCopy(got), display: inspect(got) }, durationMs: now() - callStartedAt });
    } catch (error) {
      post({ type: 'case-done', index, outcome: { kind: 'threw', error: describeError(error, lineOffset) }, durationMs: now() - callStartedAt });
    }
  }
  post({ type: 'done', status: 'ok', durationMs: Math.round(now() - startedAt) });
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
  enterSandbox();

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
  if (event.data?.type === 'test' && typeof event.data.code === 'string') void test(event.data);
};
