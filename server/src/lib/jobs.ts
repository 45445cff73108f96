import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

export interface Job {
  name: string;
  /** A stable number: the PostgreSQL advisory lock key that keeps the job to one process at a time. */
  lockKey: number;
  /** How often the scheduler asks the job whether it has work (it may decide there is none). */
  everyMs: number;
  run(ctx: AppContext): Promise<void>;
}

/**
 * Runs `fn` only if no other process holds the job's advisory lock; returns false when it was skipped.
 * `fn` gets a context whose `db` is the locking transaction: a transaction-scoped lock is released by
 * PostgreSQL even if the process dies mid-run, and the embedded database has a single connection, so
 * work outside the transaction would wait for it forever.
 */
export async function runExclusively(ctx: AppContext, lockKey: number, fn: (ctx: AppContext) => Promise<void>): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return false;
    await fn({ ...ctx, db: tx });
    return true;
  });
}

/** Starts every job on its interval; returns a stop function for shutdown. */
export function startJobs(ctx: AppContext, jobs: Job[]): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = runExclusively(ctx, job.lockKey, (lockedCtx) => job.run(lockedCtx))
        .catch((error: unknown) => ctx.logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }, job.everyMs),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled([...running]);
  };
}
