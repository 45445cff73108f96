export { RunCodePanel, type RunCodePanelProps } from './ui/run-code-panel';
export { RoomTestsPanel, type RoomTestsPanelProps } from './ui/room-tests-panel';
export { OutputAndTests } from './ui/output-and-tests';
export type { CodeRunner, RunnerFactory, RunOutcome, RunPhase, RunStatus } from './model/runner';
export type { SharedRun } from './model/shared-run';
export type { TestRunner, TestJob, TestEvent, CaseResult, CaseStatus } from './model/test-runner';
export type { TestRunnerFactory } from './model/test-runners';
