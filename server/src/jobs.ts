import type { Job } from './lib/jobs';
import { cutoffPairingJob } from './modules/pairing/job';

/** The in-process scheduled jobs; modules add theirs here. */
export const jobs: Job[] = [cutoffPairingJob];
