/**
 * The notices job: queues the pairing notices that no pairing queued (see notifications.ts), once as the
 * server starts and then every minute, and delivers them once that has committed. Delivery itself (and its
 * retries) is the outbox's (modules/outbox/job.ts).
 */
import type { Job } from '../../lib/jobs';
import { deliverPairingNotices, PAIRING_NOTICES_LOCK_KEY, queuePairingNotices } from './notifications';

export const pairingNoticesJob: Job = {
  name: 'pairing-notices',
  lockKey: PAIRING_NOTICES_LOCK_KEY,
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    // One transaction: an interview marked as told always has its notice queued.
    await ctx.db.transaction((tx) => queuePairingNotices({ ...ctx, db: tx }));
  },
  afterCommit: async (ctx) => {
    const report = await deliverPairingNotices(ctx);
    if (report.emails > 0 || report.failures > 0) ctx.logger.info({ notifications: report }, 'pairing notices sent');
  },
};
