export { RunCodePanel, type RunCodePanelProps } from './ui/run-code-panel';
export type { CodeRunner, RunnerFactory, RunOutcome, RunPhase, RunStatus } from './model/runner';
export type { SharedRun } from './model/shared-run';
