/**
 * A server process that pairs a week and dies by SIGKILL at a chosen point, for outbox-crash.test.ts:
 * `tsx outbox-crash-child.ts <crash point> <week>` with DATA_DIR / DATABASE_URL naming the database,
 * CHILD_CLOCK its time and MAIL_LOG the file its mailer appends each sent message to (one JSON line).
 * - `after-commit`: the pairing (and its queued notices) committed, nothing claimed or sent yet;
 * - `before-first-send`: the first notice claimed, the process dies as the mailer is called, before it sends;
 * - `after-first-send`: the first notice sent (logged), the process dies before marking it sent.
 */
import fs from 'node:fs';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openDatabase } from '../../src/db/client';
import { fixedClock } from '../../src/lib/clock';
import type { Mailer } from '../../src/lib/mailer';
import { AppMetrics } from '../../src/lib/metrics';
import { pairWeek, pairWeekAndNotify, underPairingLock } from '../../src/modules/pairing/actions';
import type { WeekStart } from '../../src/modules/pairing/weeks';

type CrashPoint = 'after-commit' | 'before-first-send' | 'after-first-send';

async function dieNow(): Promise<never> {
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}

async function main(): Promise<void> {
  const crash = process.argv[2] as CrashPoint;
  const weekStart = process.argv[3] as WeekStart;
  const mailLog = process.env.MAIL_LOG as string;
  const config = loadConfig(process.env, { runJobs: false, serveSpa: false });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer: Mailer = {
    async send(message) {
      if (crash === 'before-first-send') await dieNow();
      fs.appendFileSync(mailLog, `${JSON.stringify({ to: message.to, subject: message.subject, messageId: message.messageId })}\n`);
      if (crash === 'after-first-send') await dieNow();
    },
  };
  const ctx: AppContext = {
    config, db: database.db, mailer, clock: fixedClock(process.env.CHILD_CLOCK as string), logger: pino({ level: 'silent' }), metrics: new AppMetrics(),
  };
  if (crash === 'after-commit') {
    await underPairingLock(ctx, (lockedCtx) => pairWeek(lockedCtx, { weekStart }));
    await dieNow();
  }
  await pairWeekAndNotify(ctx, { weekStart });
  // Not reached: the mailer killed the process on its first message.
  process.exit(3);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
