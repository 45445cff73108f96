import type { RoomLanguage } from '@/entities/room';
import { isRunnable, languageLabel, type RunnableLanguage } from '../config/languages';
import type { BrowserTestRun } from '../lib/browser-test-runners';
import type { TestEvent, TestJob, TestRunner } from './test-runner';

/** JavaScript, TypeScript and Python in this browser; the workers and Pyodide load with the first run (the "run-code" chunk). */
class BrowserTestRunner implements TestRunner {
  readonly unavailableReason = null;
  private loaded: Promise<BrowserTestRun> | null = null;

  constructor(readonly language: RunnableLanguage) {}

  async *run(job: TestJob, signal: AbortSignal): AsyncGenerator<TestEvent> {
    const language = this.language;
    let runner: BrowserTestRun;
    try {
      runner = await (this.loaded ??= import(/* webpackChunkName: "run-code" */ '../lib/browser-test-runners').then((module) => module.createBrowserTestRun(language)));
    } catch (error) {
      this.loaded = null;
      yield { type: 'setup-failed', error: `The ${languageLabel(language)} runner could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
      return;
    }
    yield* runner.run(job, signal);
  }

  dispose(): void {
    void this.loaded?.then((runner) => runner.dispose(), () => undefined);
  }
}

/**
 * Java and C++ cannot run in a browser: they need a code-execution engine (a self-hosted Judge0 or Piston) that this
 * community has not configured. The room shows why instead of a Run tests button.
 */
class EngineNotConfiguredRunner implements TestRunner {
  readonly unavailableReason: string;

  constructor(readonly language: RoomLanguage) {
    this.unavailableReason = `Running ${languageLabel(language)} needs a code-execution engine this community has not configured. Walk through the cases with your partner instead, or switch the room's language to JavaScript, TypeScript or Python to run them.`;
  }

  async *run(): AsyncGenerator<TestEvent> {
    yield { type: 'setup-failed', error: this.unavailableReason };
  }

  dispose(): void {}
}

/** The test runner for a room language: the browser's where it can run, otherwise the engine's (none configured yet). */
export function createTestRunner(language: RoomLanguage): TestRunner {
  return isRunnable(language) ? new BrowserTestRunner(language) : new EngineNotConfiguredRunner(language);
}

export type TestRunnerFactory = (language: RoomLanguage) => TestRunner;
