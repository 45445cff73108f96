/**
 * The Python runner: a dedicated worker that loads Pyodide from our own server (`/pyodide/<version>/`, the
 * npm `pyodide` package's files, immutable) on its first run and keeps it for the next ones. The page
 * terminates it when a run goes past the time limit or is stopped (a busy interpreter cannot be interrupted
 * without cross-origin isolation), and starts a new one for the run after.
 *
 * Pyodide needs `fetch` while it loads; once loaded, the same ways out as in the JavaScript runner are taken
 * away before any member code runs, and Python's `js` module sees an empty object instead of the worker's
 * globals. Its response carries a CSP that allows WebAssembly and scripts and fetches from the Pyodide
 * folder only (server: `workerPolicy('python')`).
 */
import type { loadPyodide as LoadPyodide, PyodideAPI } from 'pyodide';
import { ESCAPE_HATCHES, NAVIGATOR_ESCAPE_HATCHES, removeGlobals } from './sandbox';
import { CHANNEL_GLOBALS, FUNCTION_NAME, outputStreams, workerScope as scope } from './worker-scope';
import type { CallOutcome, OutputStream, RunRequest, RunWorkerMessage, TestRequest } from './worker-protocol';

const post = scope.postMessage.bind(scope) as (message: RunWorkerMessage) => void;
const now = performance.now.bind(performance);

/**
 * Runs the member's code in a fresh `__main__` namespace as `main.py`, prints an uncaught exception's
 * traceback without this function's own frame, and answers whether the code ended without one.
 */
const RUN_SOURCE = `
def _mockprep_run(code):
    import sys, traceback
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    try:
        exec(compile(code, "main.py", "exec"), namespace)
        return True
    except SystemExit as exit:
        if exit.code is None or exit.code == 0:
            return True
        if not isinstance(exit.code, int):
            print(exit.code, file=sys.stderr)
        return False
    except BaseException:
        kind, value, tb = sys.exc_info()
        traceback.print_exception(kind, value, tb.tb_next)
        return False
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
_mockprep_run
`;

/**
 * Tests: `_mockprep_define` runs the code as main.py and keeps the function it names (or answers why it cannot be
 * called); `_mockprep_call` calls it with a case's arguments (JSON) and answers with JSON: the value when JSON can
 * carry it and its repr, or the exception's traceback.
 */
const TEST_SOURCE = `
def _mockprep_define(code, name):
    import sys, traceback
    global _mockprep_function
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    try:
        exec(compile(code, "main.py", "exec"), namespace)
    except BaseException:
        kind, value, tb = sys.exc_info()
        return "".join(traceback.format_exception(kind, value, tb.tb_next))
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    _mockprep_function = namespace.get(name)
    if not callable(_mockprep_function):
        return "Your code defines no function named " + name + "."
    return None

def _mockprep_call(arguments_json):
    import json, sys, traceback
    try:
        result = _mockprep_function(*json.loads(arguments_json))
    except BaseException:
        kind, value, tb = sys.exc_info()
        return json.dumps({"error": "".join(traceback.format_exception(kind, value, tb.tb_next))})
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    try:
        return json.dumps({"value": result, "display": repr(result)}, allow_nan=False)
    except (TypeError, ValueError):
        return json.dumps({"display": repr(result)})

(_mockprep_define, _mockprep_call)
`;

interface LoadedPython {
  pyodide: PyodideAPI;
  run: (code: string) => boolean;
  /** Tests: defines the function (undefined: Python's None) or says why it cannot be called. */
  define: (code: string, functionName: string) => string | undefined;
  /** Tests: one call, its arguments and answer as JSON. */
  call: (argumentsJson: string) => string;
  /** Where output goes during the current run. */
  setOutput(write: (stream: OutputStream, text: string) => void): void;
}

let python: Promise<LoadedPython> | null = null;

async function loadPython(pyodideUrl: string): Promise<LoadedPython> {
  // Pyodide refuses classic workers by trying importScripts; this one is classic (webpack's worker chunks
  // are) and needs no importScripts: Pyodide's own files come in with import(), which works in both kinds.
  removeGlobals(scope, ['importScripts']);
  const { loadPyodide } = (await import(/* webpackIgnore: true */ `${pyodideUrl}pyodide.mjs`)) as { loadPyodide: typeof LoadPyodide };
  const pyodide = await loadPyodide({
    indexURL: pyodideUrl,
    // `import js` gives member code this empty object, not the worker's globals.
    jsglobals: Object.create(null) as object,
    checkAPIVersion: true,
  });
  removeGlobals(scope.navigator, NAVIGATOR_ESCAPE_HATCHES);
  removeGlobals(scope, [...ESCAPE_HATCHES, ...CHANNEL_GLOBALS]);

  let write: (stream: OutputStream, text: string) => void = () => undefined;
  const writer = (stream: OutputStream) => {
    const decoder = new TextDecoder();
    // isatty: Python then flushes each line, so output printed before an endless loop still arrives.
    return { isatty: true, write: (bytes: Uint8Array) => (write(stream, decoder.decode(bytes, { stream: true })), bytes.length) };
  };
  pyodide.setStdout(writer('stdout'));
  pyodide.setStderr(writer('stderr'));
  // input() has no one to ask: it reads the end of the input (EOFError).
  pyodide.setStdin({ stdin: () => null });
  const runner = pyodide.runPython(RUN_SOURCE) as (code: string) => boolean;
  const tests = pyodide.runPython(TEST_SOURCE) as { get(index: number): unknown };
  const define = tests.get(0) as LoadedPython['define'];
  const call = tests.get(1) as LoadedPython['call'];
  return { pyodide, run: runner, define, call, setOutput: (next) => (write = next) };
}

/** Pyodide, loaded on the first request (said with `loading`); null when it could not load (said with `failed`). */
async function loadedPython(pyodideUrl: string | undefined): Promise<LoadedPython | null> {
  if (!python) {
    post({ type: 'loading' });
    python = loadPython(pyodideUrl ?? '/');
  }
  try {
    return await python;
  } catch (error) {
    python = null;
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

function callOutcome(answer: string): CallOutcome {
  const parsed = JSON.parse(answer) as { value?: unknown; display?: string; error?: string };
  return parsed.error === undefined ? { kind: 'returned', value: parsed.value, display: parsed.display ?? '' } : { kind: 'threw', error: parsed.error.trimEnd() };
}

/** Tests: defines the function, then calls it once per case; the page stops a case past its limit by terminating this worker. */
async function test({ code, functionName, cases, pyodideUrl }: TestRequest): Promise<void> {
  const loaded = await loadedPython(pyodideUrl);
  if (!loaded) return;
  if (!FUNCTION_NAME.test(functionName)) {
    post({ type: 'setup-failed', error: `"${functionName}" cannot name a function.` });
    return;
  }
  loaded.setOutput(outputStreams(post));
  post({ type: 'started' });
  const startedAt = now();
  const problem = loaded.define(code, functionName);
  if (problem) {
    post({ type: 'setup-failed', error: problem.trimEnd() });
    return;
  }
  for (const { index, input } of cases) {
    post({ type: 'case-started', index });
    const callStartedAt = now();
    const outcome = callOutcome(loaded.call(JSON.stringify(input)));
    post({ type: 'case-done', index, outcome, durationMs: now() - callStartedAt });
  }
  post({ type: 'done', status: 'ok', durationMs: Math.round(now() - startedAt) });
}

async function run({ code, pyodideUrl }: RunRequest): Promise<void> {
  const loaded = await loadedPython(pyodideUrl);
  if (!loaded) return;
  loaded.setOutput(outputStreams(post));
  post({ type: 'started' });
  const startedAt = now();
  let ok = false;
  try {
    ok = loaded.run(code);
  } catch (error) {
    // Only a fault of the runner itself reaches here; the member's exceptions are printed by _mockprep_run.
    post({ type: 'output', stream: 'stderr', text: `${error instanceof Error ? error.message : String(error)}\n`, truncated: false });
  }
  post({ type: 'done', status: ok ? 'ok' : 'error', durationMs: Math.round(now() - startedAt) });
}

// One run at a time: the page sends the next `run` only after this one's `done`. A listener, not onmessage,
// which the sandbox removes along with postMessage.
scope.addEventListener('message', (event) => {
  if (event.data?.type === 'run' && typeof event.data.code === 'string') void run(event.data);
  if (event.data?.type === 'test' && typeof event.data.code === 'string') void test(event.data);
});
