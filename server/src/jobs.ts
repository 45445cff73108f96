import type { Job } from './lib/jobs';

/** The in-process scheduled jobs; modules add theirs here. */
export const jobs: Job[] = [];
