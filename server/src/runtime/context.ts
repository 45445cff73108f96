import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type Level } from 'pino';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { createMailer } from '../lib/mailer';
import { AppMetrics } from '../lib/metrics';

/** JSON lines with readable timestamps; the CLI sends its log to stderr so that stdout stays the command's output. */
export function createLogger(level: Level, destination?: DestinationStream): FastifyBaseLogger {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/**
 * The context a real process (server or CLI) runs with: system clock, SMTP or the outbox directory. The mailer is
 * counted here, once, so every path that mails (notices, resets, reminders) shows in the metrics.
 */
export function createAppContext(config: AppConfig, db: Db, logger: FastifyBaseLogger): AppContext {
  const metrics = new AppMetrics();
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  return { config, db, mailer: metrics.countingMailer(mailer), clock: systemClock, logger, metrics };
}
