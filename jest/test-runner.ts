import type { Config } from '@jest/types';
import TestRunner, { type TestRunnerContext } from 'jest-runner';

/** A project's `runnerOptions` (jest.config.ts). */
export interface ProjectRunnerOptions {
  /** Bytes of heap after a file past which a worker is replaced by a fresh one; none: workers are kept. */
  workerIdleMemoryLimit?: number;
}

/**
 * Jest's own runner, with the worker memory limit of the project it runs. Jest has one limit for the whole run,
 * but the two projects want different ones (docs/testing.md): a server worker that is not replaced slows down as
 * its heap grows, while a web worker that is replaced pays its start (jsdom, the JIT warming up) again.
 * Projects whose runner options differ get a runner and a worker pool each, run one after the other.
 */
export default class ProjectTestRunner extends TestRunner {
  constructor(globalConfig: Config.GlobalConfig, context: TestRunnerContext, options: ProjectRunnerOptions = {}) {
    super({ ...globalConfig, workerIdleMemoryLimit: options.workerIdleMemoryLimit }, context);
  }
}
