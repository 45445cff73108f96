import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { fetchStats, statsSourcesOf, storeFetchedStats, type FetchedStats } from './refresh';
import { claimStatsTargets } from './repository';

/** Advisory lock key of this job; any fixed number no other job uses. */
export const STATS_REFRESH_LOCK_KEY = 730_003;
/** Members handed to the fetcher per run: bounds the calls one run makes. */
export const STATS_BATCH_SIZE = 10;

export interface StatsRefreshJob extends Job {
  /** Settles when the fetches started by earlier runs are done (their results are stored by the next run). */
  idle(): Promise<void>;
}

/**
 * Refreshes the GitHub and LeetCode stats of members whose stats are older than
 * `config.stats.refreshIntervalMinutes`, never during a request.
 *
 * A run never waits on GitHub or LeetCode while it holds the database: on a PostgreSQL server a run holds
 * the advisory lock's transaction (lib/jobs), and upstream calls are paced seconds apart. Hence a run only
 * touches the database: it stores what the previous run's fetches brought back, then claims the next batch
 * and starts fetching it in the background.
 * Results wait in memory until the next run; if the process stops first they are lost, and the claimed
 * members come round again after one interval.
 */
export function createStatsRefreshJob(options: { batchSize?: number } = {}): StatsRefreshJob {
  let fetching: Promise<void> | null = null;
  let fetched: FetchedStats[] = [];

  async function storeFinished(ctx: AppContext): Promise<void> {
    const ready = fetched;
    fetched = [];
    try {
      const lines = await storeFetchedStats(ctx.db, ready, ctx.clock.now());
      if (lines.length > 0) ctx.logger.info({ changes: lines }, 'engagement stats stored');
    } catch (error) {
      fetched = [...ready, ...fetched];
      throw error;
    }
  }

  return {
    name: 'engagement-stats-refresh',
    lockKey: STATS_REFRESH_LOCK_KEY,
    everyMs: 60_000,
    async run(ctx) {
      if (fetched.length > 0) await storeFinished(ctx);
      if (fetching) return;
      const now = ctx.clock.now();
      const staleBefore = new Date(now.getTime() - ctx.config.stats.refreshIntervalMinutes * 60_000);
      const targets = await claimStatsTargets(ctx.db, { now, staleBefore, limit: options.batchSize ?? STATS_BATCH_SIZE });
      if (targets.length === 0) return;
      const { clock, logger } = ctx;
      fetching = fetchStats(targets, statsSourcesOf(ctx.config), clock, (result) => fetched.push(result))
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error }, 'engagement stats fetch failed'))
        .finally(() => {
          fetching = null;
        });
    },
    idle: () => fetching ?? Promise.resolve(),
  };
}

export const statsRefreshJob = createStatsRefreshJob();
