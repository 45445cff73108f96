/**
 * The notices job: sends the pairing notices still due (see notifications.ts), once as the server starts
 * and then every minute, so a crash or a mail outage while notifying only delays the notices.
 */
import type { Job } from '../../lib/jobs';
import { PAIRING_NOTICES_LOCK_KEY, sendUntoldNotices } from './notifications';

export const pairingNoticesJob: Job = {
  name: 'pairing-notices',
  lockKey: PAIRING_NOTICES_LOCK_KEY,
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    const report = await sendUntoldNotices(ctx);
    if (report.emails > 0 || report.failures > 0) ctx.logger.info({ notifications: report }, 'pairing notices sent');
  },
};
