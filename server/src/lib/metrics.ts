/**
 * What an operator graphs and alerts on (`GET /metrics`, Prometheus text format). Each process counts its own
 * requests, jobs, mail, room connections and notification sockets and exposes them at its own /metrics; Prometheus scrapes every
 * process (one target each) and sums across them. Nothing here is shared through the database.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mailer';

/** Requests: most answer in milliseconds; the tail (a pairing run from the console, an upload) in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs and pairing runs: from a quick "nothing to do" to a whole community's week. */
const RUN_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export type JobOutcome = 'completed' | 'failed' | 'skipped';
export type PairingOutcome = 'paired' | 'refused' | 'failed';

/** What a pairing run reports of its size (service.ts PairingRun.stats). */
export interface PairingRunSize {
  stats: { poolSize: number; pairs: number };
}

/**
 * One set of metrics per app context: tests build many apps in one process, and a Registry of its own keeps
 * each app's counts apart (prom-client's global registry would refuse the second registration of a name).
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'mockprep_http_request_duration_seconds',
    help: 'HTTP requests answered by this process, by method, route pattern (never the raw URL) and status code; _count is the request rate.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'mockprep_job_runs_total',
    help: "Scheduled job ticks by outcome: completed, failed, or skipped (another process held the job's lock).",
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'mockprep_job_duration_seconds',
    help: 'Time a scheduled job ran (completed or failed; skipped ticks are not timed).',
    labelNames: ['job'] as const,
    buckets: RUN_BUCKETS,
    registers: [this.registry],
  });

  private readonly pairingRuns = new Counter({
    name: 'mockprep_pairing_runs_total',
    help: 'Pairing runs by mode (apply writes the week, dry_run is a preview) and outcome (paired, refused: pool or queue too small, failed).',
    labelNames: ['mode', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly pairingDuration = new Histogram({
    name: 'mockprep_pairing_run_duration_seconds',
    help: 'Time a pairing run took, matching and writing included, by mode.',
    labelNames: ['mode'] as const,
    buckets: RUN_BUCKETS,
    registers: [this.registry],
  });

  private readonly pairingPairs = new Gauge({
    name: 'mockprep_pairing_last_run_pairs',
    help: 'Pairs made by the last pairing run this process applied.',
    registers: [this.registry],
  });

  private readonly pairingPoolSize = new Gauge({
    name: 'mockprep_pairing_last_run_pool_size',
    help: 'Members in the pool the last applied pairing run matched.',
    registers: [this.registry],
  });

  private readonly pairingLastRun = new Gauge({
    name: 'mockprep_pairing_last_run_timestamp_seconds',
    help: 'When this process last applied a pairing run (Unix time).',
    registers: [this.registry],
  });

  private readonly mailSent = new Counter({ name: 'mockprep_mail_sent_total', help: 'Messages the mailer handed to SMTP (or wrote to the outbox directory).', registers: [this.registry] });
  private readonly mailFailed = new Counter({ name: 'mockprep_mail_failed_total', help: 'Messages the mailer failed to send.', registers: [this.registry] });

  readonly roomConnections = new Gauge({
    name: 'mockprep_room_connections',
    help: "Interview-room WebSockets open on this process.",
    registers: [this.registry],
  });

  readonly notificationSockets = new Gauge({
    name: 'mockprep_notification_sockets',
    help: 'Live notification WebSockets (one per signed-in tab) open on this process.',
    registers: [this.registry],
  });

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  recordJob(job: string, outcome: JobOutcome, seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    if (outcome !== 'skipped') this.jobDuration.observe({ job }, seconds);
  }

  /** Times `work` (one pairing run) and records its outcome; the size gauges follow applied runs only. */
  async timePairingRun<T extends PairingRunSize>(dryRun: boolean, isRefusal: (error: unknown) => boolean, work: () => Promise<T>): Promise<T> {
    const mode = dryRun ? 'dry_run' : 'apply';
    const endTimer = this.pairingDuration.startTimer({ mode });
    try {
      const run = await work();
      endTimer();
      this.pairingRuns.inc({ mode, outcome: 'paired' });
      if (!dryRun) {
        this.pairingPairs.set(run.stats.pairs);
        this.pairingPoolSize.set(run.stats.poolSize);
        this.pairingLastRun.setToCurrentTime();
      }
      return run;
    } catch (error) {
      endTimer();
      this.pairingRuns.inc({ mode, outcome: isRefusal(error) ? 'refused' : 'failed' });
      throw error;
    }
  }

  /** The mailer, counting what it sends and fails to send; every mail path goes through the context's mailer. */
  countingMailer(mailer: Mailer): Mailer {
    return {
      send: async (message) => {
        try {
          await mailer.send(message);
        } catch (error) {
          this.mailFailed.inc();
          throw error;
        }
        this.mailSent.inc();
      },
    };
  }
}

let processRegistry: Registry | undefined;

/**
 * Memory, CPU, event-loop lag, handles, GC: facts about the process, not about an app, so they are collected
 * once per process (collecting them per app would start a new event-loop monitor and GC observer each time).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
