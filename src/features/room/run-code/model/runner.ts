import type { RunnableLanguage } from '../config/languages';

/** How a run ended: by itself, with an uncaught error, stopped at the time limit, or stopped by the member. */
export type RunStatus = 'ok' | 'error' | 'timeout' | 'stopped';

export interface RunOutcome {
  status: RunStatus;
  stdout: string;
  stderr: string;
  /** A stream reached the output limit and was cut. */
  truncated: boolean;
  /** The code started running (false: a syntax error, or the runner could not load). */
  started: boolean;
  durationMs: number;
}

/** 'loading': an interpreter is being loaded (Python's first run); 'running': the code runs. */
export type RunPhase = 'loading' | 'running';

/**
 * Runs code for one language (lib/browser-runners.ts in the browser; tests pass a fake). A runner runs one
 * piece of code at a time.
 */
export interface CodeRunner {
  /** Runs `code`; resolves when it ends, runs out of time or is stopped. Never rejects. */
  run(code: string, onPhase: (phase: RunPhase) => void): Promise<RunOutcome>;
  /** Ends the current run: its promise resolves as 'stopped'. */
  stop(): void;
  /** Frees what the runner holds (a loaded interpreter). */
  dispose(): void;
}

export type RunnerFactory = (language: RunnableLanguage) => CodeRunner | Promise<CodeRunner>;
