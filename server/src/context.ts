import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { AppMetrics } from './lib/metrics';

/** What every service needs, shared by the HTTP routes, the jobs and the management CLI. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** This app's counters (lib/metrics.ts), served at /metrics. */
  metrics: AppMetrics;
}
