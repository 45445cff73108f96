import type { Job } from '../../lib/jobs';
import { deleteExpiredSessions } from './session-store';

/** Expired sessions are refused on read already; this only keeps the table from growing forever. */
export const sessionCleanupJob: Job = {
  name: 'session-cleanup',
  lockKey: 7_301_003,
  everyMs: 60 * 60 * 1000,
  run: (ctx) => deleteExpiredSessions(ctx.db, ctx.clock.now()),
};
