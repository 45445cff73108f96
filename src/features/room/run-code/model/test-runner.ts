import type { RoomLanguage } from '@/entities/room';
import type { TestCase, TestSpec } from '@/entities/question';
import type { RunPhase } from './runner';

/** How a case ended: returned the expected value, returned another, threw, or ran past its time limit. */
export type CaseStatus = 'pass' | 'fail' | 'error' | 'timeout';

export interface CaseResult {
  /** The case's position in the job's `cases`. */
  index: number;
  status: CaseStatus;
  /** What the function returned, as JSON when JSON can carry it, else as the language prints it; null when it did not return. */
  got: string | null;
  /** The error (message and the frames in the member's code) when it threw. */
  error: string | null;
  durationMs: number;
}

/** What a test run yields: each case's result as it ends, or why the function could not be called at all. */
export type TestEvent = { type: 'case'; result: CaseResult } | { type: 'setup-failed'; error: string };

export interface TestJob {
  /** The member's code: it defines the spec's function (and may do more at its top level). */
  code: string;
  spec: TestSpec;
  /** The cases to run (the examples, or the hidden ones): each result's `index` is a position in this list. */
  cases: readonly TestCase[];
  onPhase: (phase: RunPhase) => void;
}

/**
 * Runs a question's test cases on code in one language. The room's UI knows only this: the browser's runners
 * (lib/browser-test-runners.ts), the one that says no engine is configured (Java, C++), and later a remote engine
 * (Judge0, Piston) are implementations chosen in `createTestRunner`.
 */
export interface TestRunner {
  readonly language: RoomLanguage;
  /** Why this runner cannot run tests, shown instead of running them; null when it can. */
  readonly unavailableReason: string | null;
  /** Runs the cases in order, each within its time limit; ends early when `signal` aborts. Never throws. */
  run(job: TestJob, signal: AbortSignal): AsyncIterable<TestEvent>;
  /** Frees what the runner holds (a loaded interpreter). */
  dispose(): void;
}
