import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

export interface Job {
  name: string;
  /** A stable number: the PostgreSQL advisory lock key that keeps the job to one process at a time. */
  lockKey: number;
  /** How often the scheduler asks the job whether it has work (it may decide there is none). */
  everyMs: number;
  /** Also runs once as the jobs start, for work a stopped or crashed process left unfinished. */
  runAtStart?: boolean;
  /**
   * Safe in every process at once (it claims its work row by row, e.g. the notice outbox): runs without the
   * advisory lock and, above all, outside its transaction, so what it writes commits statement by statement.
   */
  unlocked?: boolean;
  run(ctx: AppContext): Promise<void>;
  /**
   * Runs once `run` has committed, outside the lock, with the process's own database handle: e.g. delivering
   * the notices `run` queued (a claim inside the lock's transaction would be undone with it).
   */
  afterCommit?(ctx: AppContext): Promise<void>;
}

/** The embedded database's stand-in for advisory locks: it is only ever open in this one process. */
const embeddedLocksHeld = new Set<number>();

function usesPostgresServer(ctx: AppContext): boolean {
  return /^postgres(ql)?:\/\//.test(ctx.config.databaseUrl ?? '');
}

/**
 * Runs `fn` only if no other process holds the job's advisory lock (waiting up to `waitMs` for it, 0 by default);
 * returns false when it was skipped.
 *
 * On a PostgreSQL server several processes may run jobs, so `fn` runs inside a transaction holding a
 * transaction-scoped advisory lock (released by PostgreSQL even if the process dies mid-run) and gets a
 * context whose `db` is that transaction; it occupies one pooled connection, never the others.
 * The embedded database belongs to one process (the data-dir lock), so no advisory lock is needed there;
 * and since it has a single connection, a job holding a transaction would stall every request.
 */
export async function runExclusively(
  ctx: AppContext,
  lockKey: number,
  fn: (ctx: AppContext) => Promise<void>,
  options: { waitMs?: number } = {},
): Promise<boolean> {
  // Waiting polls rather than blocks in pg_advisory_xact_lock: a blocked waiter would hold a pooled connection
  // (and PGlite has one) for as long as the holder runs.
  const giveUpAt = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    if (await tryExclusively(ctx, lockKey, fn)) return true;
    if (Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

const LOCK_POLL_MS = 100;

async function tryExclusively(ctx: AppContext, lockKey: number, fn: (ctx: AppContext) => Promise<void>): Promise<boolean> {
  if (!usesPostgresServer(ctx)) {
    if (embeddedLocksHeld.has(lockKey)) return false;
    embeddedLocksHeld.add(lockKey);
    try {
      await fn(ctx);
      return true;
    } finally {
      embeddedLocksHeld.delete(lockKey);
    }
  }
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return false;
    await fn({ ...ctx, db: tx });
    return true;
  });
}

/** Runs the job once as the scheduler does: under its lock unless `unlocked`, then `afterCommit`; false when another process held the lock. */
export async function runJobOnce(ctx: AppContext, job: Job): Promise<boolean> {
  const ran = job.unlocked ? (await job.run(ctx), true) : await runExclusively(ctx, job.lockKey, (lockedCtx) => job.run(lockedCtx));
  if (ran && job.afterCommit) await job.afterCommit(ctx);
  return ran;
}

/** Starts every job on its interval (a job still running skips its next tick); returns a stop function. */
export function startJobs(ctx: AppContext, jobs: Job[]): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const tick = (job: Job) => {
    if (running.has(job.name)) return;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const run = runJobOnce(ctx, job)
      .then(
        (ran) => ctx.metrics.recordJob(job.name, ran ? 'completed' : 'skipped', seconds()),
        (error: unknown) => {
          ctx.metrics.recordJob(job.name, 'failed', seconds());
          ctx.logger.error({ err: error, job: job.name }, 'job failed');
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const timers = jobs.map((job) => setInterval(() => tick(job), job.everyMs));
  jobs.filter((job) => job.runAtStart).forEach(tick);
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled([...running.values()]);
  };
}
