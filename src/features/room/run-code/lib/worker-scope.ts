import { CappedText } from './capped-text';
import { inspect } from './inspect';
import type { OutputStream, RunWorkerMessage, WorkerRequest } from './worker-protocol';

/** What the runner workers use of their global scope (the project type-checks against the DOM library, not WebWorker's). */
export interface RunWorkerScope {
  postMessage(message: RunWorkerMessage): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
  navigator: object;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
  setInterval: typeof setInterval;
  clearInterval: typeof clearInterval;
}

export const workerScope = globalThis as unknown as RunWorkerScope;

/** Besides ESCAPE_HATCHES: the page's channel, which member code must not use to pose as the runner. */
export const CHANNEL_GLOBALS = ['postMessage', 'onmessage', 'onmessageerror', 'close'] as const;

/**
 * A worker's two output streams: each piece is sent to the page at once (output printed just before an
 * endless loop still arrives), until the stream reaches the limit; past it nothing more is sent.
 */
export function outputStreams(post: (message: RunWorkerMessage) => void) {
  const streams: Record<OutputStream, CappedText> = { stdout: new CappedText(), stderr: new CappedText() };
  return (stream: OutputStream, text: string) => {
    const capped = streams[stream];
    if (capped.truncated) return;
    const accepted = capped.append(text);
    if (accepted || capped.truncated) post({ type: 'output', stream, text: accepted, truncated: capped.truncated });
  };
}

/** What a test's function is called: an identifier in every runner language (the spec's rule), nothing else is run. */
export const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * An error as the runner reports it: `Name: message`, then the frames in the member's code with their line
 * numbers (`lineOffset`: the lines the engine wraps around code given to the Function constructor).
 */
export function describeError(error: unknown, lineOffset: number): string {
  if (!(error instanceof Error)) return `Uncaught ${inspect(error)}`;
  const head = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = String(error.stack ?? '')
    .split('\n')
    .map((line) => {
      // V8: "at add (eval at run (…), <anonymous>:3:9)"; Firefox: "add@… > AsyncFunction:3:9".
      const v8 = /^\s*at (?:(?:async )?([^\s(]+) )?\(?.*<anonymous>:(\d+):(\d+)\)?$/.exec(line);
      const firefox = /^(.*?)@.* > (?:Function|AsyncFunction|eval):(\d+):(\d+)$/.exec(line);
      const match = v8 ?? firefox;
      if (!match) return null;
      const name = match[1] && !['eval', 'anonymous', 'Object.eval'].includes(match[1]) ? `${match[1]} ` : '';
      const lineNumber = Number(match[2]) - lineOffset;
      return lineNumber > 0 ? `    at ${name}(line ${lineNumber}, column ${match[3]})` : null;
    })
    .filter((frame): frame is string => frame !== null);
  return [head, ...frames].join('\n');
}
