import type { Job } from '../../lib/jobs';
import { deleteExpiredAttemptCounts } from './rate-limit';
import { deleteExpiredSessions } from './session-store';

/**
 * Expired sessions are refused on read already, and a rate-limit window that has passed counts from one
 * again: this only keeps the two tables from growing forever.
 */
export const sessionCleanupJob: Job = {
  name: 'session-cleanup',
  lockKey: 7_301_003,
  everyMs: 60 * 60 * 1000,
  run: async (ctx) => {
    await deleteExpiredSessions(ctx.db, ctx.clock.now());
    await deleteExpiredAttemptCounts(ctx.db, ctx.clock.now());
  },
};
