/**
 * The cutoff job: once the cutoff of a week has passed, pairs that week's pool and sends the notices.
 * It runs in every server process, under an advisory lock (lib/jobs), and a week it has paired is closed,
 * so each week is paired once however many processes or ticks see the cutoff.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pairingWeeks, poolEntries } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import { pairWeek, PAIRING_LOCK_KEY } from './actions';
import { deliverPairingNotices } from './notifications';
import { PairingRefused } from './service';
import { addWeeks, openWeekStart, type WeekStart } from './weeks';


/** The week whose cutoff was the last one, when it has signups and was neither paired nor closed yet. */
async function weekDueForPairing(ctx: AppContext): Promise<WeekStart | null> {
  const week = addWeeks(openWeekStart(ctx.clock.now(), ctx.config.communityTimeZone), -1);
  const [weekRow] = await ctx.db.select({ closedAt: pairingWeeks.closedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  if (weekRow?.closedAt) return null;
  const [entry] = await ctx.db.select({ memberId: poolEntries.memberId }).from(poolEntries).where(eq(poolEntries.weekStart, week)).limit(1);
  return entry ? week : null;
}

/**
 * Pairs the week due, if any; returns the week it paired. Only weeks whose cutoff is the latest are considered.
 * The caller holds the pairing lock (the job runs under it).
 */
export async function runCutoffPairing(ctx: AppContext): Promise<WeekStart | null> {
  const week = await weekDueForPairing(ctx);
  if (!week) return null;
  try {
    // A lone member is still paired (with nobody) so they hear that they have priority next week.
    const run = await pairWeek(ctx, { weekStart: week, minimumPoolSize: 0 });
    ctx.logger.info({ week, stats: run.stats }, 'cutoff pairing done');
    return week;
  } catch (error) {
    if (!(error instanceof PairingRefused)) throw error;
    // Retried every tick until an admin fixes it (e.g. fills the question queue) or pairs by hand.
    ctx.logger.error({ week, reason: error.message }, 'cutoff pairing refused');
    return null;
  }
}

export const cutoffPairingJob: Job = {
  name: 'cutoff-pairing',
  // The lock of every pairing run, manual ones included.
  lockKey: PAIRING_LOCK_KEY,
  everyMs: 60_000,
  run: async (ctx) => {
    await runCutoffPairing(ctx);
  },
  // The notices the pairing queued, once its transaction (the lock's) has committed.
  afterCommit: async (ctx) => {
    const notifications = await deliverPairingNotices(ctx);
    if (notifications.emails > 0 || notifications.failures > 0) ctx.logger.info({ notifications }, 'pairing notices sent');
  },
};
