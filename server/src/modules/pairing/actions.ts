/**
 * What the route, the console command and the cutoff job do: pair a week (or undo its pairing) under the
 * one pairing lock, then tell everyone concerned.
 */
import { PAIRING_RUNNING } from '@contracts/interviews';
import type { AppContext } from '../../context';
import { runExclusively } from '../../lib/jobs';
import { deliverPairingNotices, queuePairingNotices, type NotificationReport } from './notifications';
import { runPairing, undoPairing, type PairingRun, type UndoRun } from './service';
import type { WeekStart } from './weeks';

/**
 * Advisory lock key of every pairing run: the cutoff job and the manual `pair` and undo (API, console, CLI),
 * in whichever process, so two runs never pair the same week at once (40 interviews instead of 20).
 */
export const PAIRING_LOCK_KEY = 730_001;

/** Another pairing run holds the lock; routes answer 409, commands fail, with this message. */
export class PairingRunning extends Error {
  constructor() {
    super(PAIRING_RUNNING);
  }
}

/**
 * How long a member's own change (a cancellation, joining or leaving standby) waits for a pairing run or another
 * member's change to finish: a pairing of 2,000 members takes a few seconds, after which the change goes through
 * instead of asking the member to try again.
 */
export const PAIRING_LOCK_WAIT_MS = 15_000;

/**
 * Runs `work` holding the pairing lock (see lib/jobs runExclusively); throws PairingRunning when another holder
 * keeps it: at once (pairing runs: a second run is a mistake to report), or after `waitMs` (a member's change).
 */
export async function underPairingLock<T>(ctx: AppContext, work: (lockedCtx: AppContext) => Promise<T>, options: { waitMs?: number } = {}): Promise<T> {
  let result: T | undefined;
  const ran = await runExclusively(ctx, PAIRING_LOCK_KEY, async (lockedCtx) => {
    result = await work(lockedCtx);
  }, options);
  if (!ran) throw new PairingRunning();
  return result as T;
}

export interface PairingOutcome {
  run: PairingRun;
  notifications: NotificationReport;
}

/**
 * Pairs (or re-pairs) the week with its notices queued in the same transaction (to new pairs and to the
 * newly unpaired; kept pairs were told before), then, once that has committed, delivers them. What fails
 * to send is retried by the outbox job.
 */
export async function pairWeek(ctx: AppContext, options: { weekStart: WeekStart; minimumPoolSize?: number }): Promise<PairingRun> {
  return runPairing(ctx, {
    weekStart: options.weekStart,
    dryRun: false,
    minimumPoolSize: options.minimumPoolSize,
    alsoInTransaction: (tx) => queuePairingNotices({ ...ctx, db: tx }),
  });
}

/** What the route and the console's `pair` do: pair under the pairing lock, then deliver the notices. */
export async function pairWeekAndNotify(ctx: AppContext, options: { weekStart: WeekStart; minimumPoolSize?: number }): Promise<PairingOutcome> {
  const run = await underPairingLock(ctx, (lockedCtx) => pairWeek(lockedCtx, options));
  // After the lock's transaction committed: a claim inside it would be undone with it (outbox/deliver).
  try {
    return { run, notifications: await deliverPairingNotices(ctx) };
  } catch (error) {
    // The pairing stands and its notices are queued: the outbox job delivers them within a minute.
    ctx.logger.error({ err: error, week: options.weekStart }, 'delivering the pairing notices failed; the outbox job retries');
    return { run, notifications: { pairs: 0, emails: 0, directMessages: 0, failures: 0, leftToBotProcess: false } };
  }
}

/** Undoes the week's pairing; it takes the pairing lock too, so it never interleaves with a pairing of that week. */
export function undoWeekPairing(ctx: AppContext, weekStart: WeekStart): Promise<UndoRun> {
  return underPairingLock(ctx, (lockedCtx) => undoPairing(lockedCtx, weekStart));
}
