import type { Job } from './lib/jobs';
import { sessionCleanupJob } from './modules/auth/session-cleanup-job';
import { statsRefreshJob } from './modules/engagement/job';
import { outboxDeliveryJob } from './modules/outbox/job';
import { cutoffPairingJob } from './modules/pairing/job';
import { pairingNoticesJob } from './modules/pairing/notices-job';
import { interviewRemindersJob } from './modules/reminders/job';

/** The in-process scheduled jobs; modules add theirs here. */
export const jobs: Job[] = [cutoffPairingJob, pairingNoticesJob, interviewRemindersJob, outboxDeliveryJob, statsRefreshJob, sessionCleanupJob];
