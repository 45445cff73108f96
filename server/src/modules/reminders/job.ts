/**
 * The interview reminders job: queues the reminders due (see reminders.ts), once as the server starts and then
 * every minute, and delivers them once that has committed (the outbox job retries what fails). It works from
 * the database alone, so a restart only delays a reminder by a minute.
 */
import type { Job } from '../../lib/jobs';
import { deliverReminders, INTERVIEW_REMINDERS_LOCK_KEY, queueDueReminders } from './reminders';

export const interviewRemindersJob: Job = {
  name: 'interview-reminders',
  lockKey: INTERVIEW_REMINDERS_LOCK_KEY,
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    await ctx.db.transaction((tx) => queueDueReminders({ ...ctx, db: tx }));
  },
  afterCommit: async (ctx) => {
    const report = await deliverReminders(ctx);
    if (report.emails > 0 || report.failures > 0) ctx.logger.info({ reminders: report }, 'interview reminders sent');
  },
};
