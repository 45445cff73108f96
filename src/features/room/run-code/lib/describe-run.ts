import { OUTPUT_LIMIT_LABEL, RUN_TIME_LIMIT_MS } from '../config/limits';
import type { SharedRun } from '../model/shared-run';

/** "12 ms" under a second, "1.2 s" from there. */
export function formatDuration(ms: number): string {
  if (ms < 1) return 'under 1 ms';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
}

/** The sentence that says how a run ended; `byYou` says whether the member reading it ran it. */
export function runSummary(run: SharedRun, byYou: boolean): string {
  switch (run.status) {
    case 'ok':
      return `Ran in ${formatDuration(run.duration_ms)}`;
    case 'error':
      if (!run.started) return 'Did not run';
      return run.duration_ms < 1 ? 'Ended with an error in under 1 ms' : `Ended with an error after ${formatDuration(run.duration_ms)}`;
    case 'timeout':
      return `Stopped after ${RUN_TIME_LIMIT_MS / 1000} seconds: the code ran too long. Is there an infinite loop?`;
    case 'stopped':
      return `${byYou ? 'You' : run.by} stopped the run after ${formatDuration(run.duration_ms)}`;
  }
}

export const TRUNCATED_NOTE = `Output cut at ${OUTPUT_LIMIT_LABEL}`;
