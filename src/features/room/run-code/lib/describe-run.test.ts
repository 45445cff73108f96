import type { SharedRun } from '../model/shared-run';
import { formatDuration, runSummary } from './describe-run';

const run = (fields: Partial<SharedRun>): SharedRun => ({
  id: 'r',
  by: 'Bob',
  by_client: 2,
  language: 'javascript',
  status: 'ok',
  stdout: '',
  stderr: '',
  truncated: false,
  started: true,
  duration_ms: 12,
  at: '2026-11-26T18:00:00.000Z',
  ...fields,
});

test('durations in ms under a second, in seconds from there', () => {
  expect([0.4, 12, 999, 1_000, 1_234, 4_999].map(formatDuration)).toEqual(['under 1 ms', '12 ms', '999 ms', '1 s', '1.2 s', '5 s']);
});

test.each<[Partial<SharedRun>, boolean, string]>([
  [{ status: 'ok' }, true, 'Ran in 12 ms'],
  [{ status: 'ok', duration_ms: 0 }, true, 'Ran in under 1 ms'],
  [{ status: 'error', duration_ms: 2_400 }, true, 'Ended with an error after 2.4 s'],
  [{ status: 'error', duration_ms: 0 }, true, 'Ended with an error in under 1 ms'],
  [{ status: 'error', started: false, duration_ms: 0 }, true, 'Did not run'],
  [{ status: 'timeout', duration_ms: 5_000 }, false, 'Stopped after 5 seconds: the code ran too long. Is there an infinite loop?'],
  [{ status: 'stopped', duration_ms: 1_234 }, true, 'You stopped the run after 1.2 s'],
  [{ status: 'stopped', duration_ms: 1_234 }, false, 'Bob stopped the run after 1.2 s'],
])('%o (read by its author: %s) says "%s"', (fields, byYou, sentence) => {
  expect(runSummary(run(fields), byYou)).toBe(sentence);
});
