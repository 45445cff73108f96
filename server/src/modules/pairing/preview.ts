/**
 * The admins' "Preview pairing": the dry run of a pairing (nothing written, nobody told) with the figures an
 * admin checks before pairing for real, including two the run itself does not report: pairs without a shared
 * hour (a pair must share a window of two consecutive slots, so anything but 0 is a bug) and repeat partners.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { poolEntries, type AvailabilityGrid } from '../../db/schema';
import { commonWindowStarts } from './matching';
import type { PoolMemberRef } from './planned-pairs';
import { recentPartners, runPairing, RECENT_PARTNER_WEEKS, type PairingContext } from './service';
import type { WeekStart } from './weeks';

export interface PairingPreview {
  weekStart: WeekStart;
  poolSize: number;
  pairs: Array<{ a: PoolMemberRef; b: PoolMemberRef; commonSlots: number; repeatPartners: boolean }>;
  unpaired: PoolMemberRef[];
  pairsWithoutSharedHour: number;
  minOverlapSlots: number;
  meanOverlapSlots: number;
  /** Pairs who were partners in the previous RECENT_PARTNER_WEEKS weeks. */
  repeatPartners: number;
  recentPartnerWeeks: number;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

async function gridsOfWeek(db: DbOrTx, weekStart: WeekStart): Promise<Map<number, AvailabilityGrid>> {
  const rows = await db.select({ memberId: poolEntries.memberId, grid: poolEntries.grid }).from(poolEntries).where(eq(poolEntries.weekStart, weekStart));
  return new Map(rows.map((row) => [row.memberId, row.grid]));
}

/** Throws PairingRefused (answered as 400) when the pool or the technical queue is too small to pair. */
export async function previewPairing(ctx: PairingContext, weekStart: WeekStart): Promise<PairingPreview> {
  const run = await runPairing(ctx, { weekStart, dryRun: true });
  const grids = await gridsOfWeek(ctx.db, weekStart);
  const recent = new Set((await recentPartners(ctx.db, weekStart)).map(([a, b]) => pairKey(a, b)));
  const pairs = run.pairs.map((pair) => ({
    a: pair.a,
    b: pair.b,
    commonSlots: pair.commonSlots,
    repeatPartners: recent.has(pairKey(pair.a.id, pair.b.id)),
  }));
  const sharesAnHour = (a: PoolMemberRef, b: PoolMemberRef) => {
    const gridA = grids.get(a.id);
    const gridB = grids.get(b.id);
    return Boolean(gridA && gridB && commonWindowStarts(gridA, gridB).length > 0);
  };
  return {
    weekStart: run.weekStart,
    poolSize: run.stats.poolSize,
    pairs,
    unpaired: run.unpaired,
    pairsWithoutSharedHour: run.pairs.filter((pair) => !sharesAnHour(pair.a, pair.b)).length,
    minOverlapSlots: run.stats.minOverlapSlots,
    meanOverlapSlots: run.stats.meanOverlapSlots,
    repeatPartners: pairs.filter((pair) => pair.repeatPartners).length,
    recentPartnerWeeks: RECENT_PARTNER_WEEKS,
  };
}
