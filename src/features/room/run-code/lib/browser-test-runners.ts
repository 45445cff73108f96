/**
 * The room's test runners in the browser, loaded with the first "Run tests" (model/test-runners.ts imports this
 * module lazily): JavaScript in a fresh sandboxed worker per run (and per timed-out case), TypeScript the same once
 * sucrase has stripped its types, Python in a Pyodide worker kept between runs.
 */
import { caseTimeLimitMs } from '@/entities/question';
import type { RunnableLanguage } from '../config/languages';
import type { TestEvent, TestJob } from '../model/test-runner';
import { pyodideUrl, stripTypes } from './browser-runners';
import { matchesExpected } from './compare-values';
import { runCasesInWorkers, type WorkerSource } from './test-harness';

export interface BrowserTestRun {
  run(job: TestJob, signal: AbortSignal): AsyncIterable<TestEvent>;
  dispose(): void;
}

const newJavaScriptWorker = () => new Worker(new URL('./js-run.worker.ts', import.meta.url), { name: 'run-js-worker' });
const newPythonWorker = () => new Worker(new URL('./python-run.worker.ts', import.meta.url), { name: 'run-python-worker' });

/** Fresh JavaScript workers: nothing a run or a case left behind (globals, a stuck loop) reaches the next. */
const javascriptWorkers: WorkerSource<Worker> = { acquire: newJavaScriptWorker, release: (worker) => worker.terminate() };

/** One Python worker kept while runs end cleanly; terminated (and loaded again next time) after a timeout or a fault. */
class PythonWorkers implements WorkerSource<Worker> {
  private kept: Worker | null = null;

  acquire(): Worker {
    const worker = this.kept ?? newPythonWorker();
    this.kept = null;
    return worker;
  }

  release(worker: Worker, reusable: boolean): void {
    if (reusable) this.kept = worker;
    else worker.terminate();
  }

  dispose(): void {
    this.kept?.terminate();
    this.kept = null;
  }
}

/** The harness's outcomes as results: a returned value compared with the case's expected value. */
async function* results(job: TestJob, code: string, workers: WorkerSource<Worker>, what: string, signal: AbortSignal, pyodide?: string): AsyncGenerator<TestEvent> {
  const { spec, cases } = job;
  const events = runCasesInWorkers({
    workers,
    request: { code, functionName: spec.functionName, ...(pyodide ? { pyodideUrl: pyodide } : {}) },
    cases: cases.map((testCase, index) => ({ index, input: testCase.input, timeLimitMs: caseTimeLimitMs(testCase) })),
    signal,
    onPhase: job.onPhase,
    what,
  });
  for await (const event of events) {
    if (event.type === 'setup-failed') {
      yield event;
      continue;
    }
    const { index, outcome, durationMs } = event;
    if (outcome.kind === 'timeout') {
      yield { type: 'case', result: { index, status: 'timeout', got: null, error: null, durationMs } };
    } else if (outcome.kind === 'threw') {
      yield { type: 'case', result: { index, status: 'error', got: null, error: outcome.error, durationMs } };
    } else {
      const passed = matchesExpected(outcome.value, cases[index].expected, spec.returnType, spec.floatTolerance);
      const got = outcome.value === undefined ? outcome.display : JSON.stringify(outcome.value);
      yield { type: 'case', result: { index, status: passed ? 'pass' : 'fail', got, error: null, durationMs } };
    }
  }
}

export function createBrowserTestRun(language: RunnableLanguage): BrowserTestRun {
  switch (language) {
    case 'javascript':
      return { run: (job, signal) => results(job, job.code, javascriptWorkers, 'The JavaScript runner', signal), dispose: () => undefined };
    case 'typescript':
      return {
        async *run(job, signal) {
          const stripped = await stripTypes(job.code);
          if ('error' in stripped) yield { type: 'setup-failed', error: stripped.error.trimEnd() };
          else yield* results(job, stripped.code, javascriptWorkers, 'The JavaScript runner', signal);
        },
        dispose: () => undefined,
      };
    case 'python': {
      const workers = new PythonWorkers();
      return { run: (job, signal) => results(job, job.code, workers, 'Python', signal, pyodideUrl()), dispose: () => workers.dispose() };
    }
  }
}
