import type { AppContext } from '../src/context';
import { startJobs, type Job } from '../src/lib/jobs';
import { AppMetrics } from '../src/lib/metrics';

const HOUR_MS = 3_600_000;

// Embedded database (no postgres:// URL): jobs take the in-process lock, so no database is needed here.
const ctx = { config: { databaseUrl: undefined }, logger: { error: jest.fn() }, metrics: new AppMetrics() } as unknown as AppContext;

function recordingJob(name: string, lockKey: number, runAtStart: boolean, runs: string[]): Job {
  return { name, lockKey, everyMs: HOUR_MS, runAtStart, run: async () => void runs.push(name) };
}

describe('startJobs', () => {
  it('runs the jobs marked runAtStart at once, and the others only on their interval', async () => {
    const runs: string[] = [];
    const stop = startJobs(ctx, [recordingJob('resume-work', 1, true, runs), recordingJob('hourly', 2, false, runs)]);
    // Stopping waits for the runs under way, so what ran at start has finished by then.
    await stop();
    expect(runs).toEqual(['resume-work']);
  });
});
