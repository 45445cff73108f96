/**
 * The outbox job: delivers whatever is due (new notices a kick missed, retries after a failure, notices a
 * crashed process left), once as the server starts and then every minute, in every process at once: rows
 * are claimed one by one with SKIP LOCKED, so it needs no advisory lock (and must not run inside one's
 * transaction, see deliver.ts).
 */
import type { Job } from '../../lib/jobs';
import { deliverOutbox } from './deliver';

export const outboxDeliveryJob: Job = {
  name: 'notice-outbox',
  // Unused while `unlocked`; a fixed number no other job uses all the same.
  lockKey: 730_003,
  unlocked: true,
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    const report = await deliverOutbox(ctx);
    const sent = report.sentKeys.length;
    const failed = Object.values(report.failed).reduce((sum, count) => sum + count, 0);
    if (sent > 0 || failed > 0) ctx.logger.info({ sent: report.sent, failed: report.failed }, 'outbox notices delivered');
  },
};
