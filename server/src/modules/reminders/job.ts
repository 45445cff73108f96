/**
 * The interview reminders job: sends the reminders due (see reminders.ts), once as the server starts and then
 * every minute. It works from the database alone, so a restart only delays a reminder by a minute.
 */
import type { Job } from '../../lib/jobs';
import { INTERVIEW_REMINDERS_LOCK_KEY, sendDueReminders } from './reminders';

export const interviewRemindersJob: Job = {
  name: 'interview-reminders',
  lockKey: INTERVIEW_REMINDERS_LOCK_KEY,
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    const report = await sendDueReminders(ctx);
    if (report.emails > 0 || report.failures > 0) ctx.logger.info({ reminders: report }, 'interview reminders sent');
  },
};
