/**
 * Re-matching a member whose partner cancelled (issue 22), in the cancellation's transaction and under the
 * pairing lock: the pairing's rules for one member. The new partner is a member of that week who is in no
 * interview of it now (left unpaired, or cancelled on) and shares a window of two consecutive slots that is
 * still ahead; a partner of the last four weeks (or the one who just cancelled) only when nobody else fits.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { savedAvailability } from '../interviews/pool-service';
import { suspendedMembers } from '../no-shows/suspension';
import { commonSlotCount, commonWindowStarts } from '../pairing/matching';
import { queueLength } from '../questions/queue';
import { MINIMUM_TECHNICAL_QUEUE, questionsForPair, RECENT_PARTNER_WEEKS } from '../pairing/service';
import { addWeeks, communityDate, slotStart, weekStartInstant, type WeekStart } from '../pairing/weeks';

export interface RematchContext {
  db: DbOrTx;
  config: { communityTimeZone: string };
  now: Date;
}

export interface Rematch {
  partnerId: number;
  interviewIds: string[];
  proposedTime: Date;
}

interface Candidate {
  id: number;
  grid: AvailabilityGrid;
  priority: number;
}

/** The member's partners of the last four weeks and of this week (cancelled ones included: the canceller). */
async function partnersToAvoid(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<Set<number>> {
  const rows = await db
    .select({ a: interviews.interviewerId, b: interviews.intervieweeId })
    .from(interviews)
    .where(and(
      gte(interviews.weekStart, addWeeks(weekStart, -RECENT_PARTNER_WEEKS)),
      lt(interviews.weekStart, addWeeks(weekStart, 1)),
      or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId)),
    ));
  return new Set(rows.map((row) => (row.a === memberId ? row.b : row.a)));
}

/**
 * The week's pool members who are in no pending or completed interview of it (those have their practice). The
 * busy are left out in SQL, with one hashed `not in` (a correlated `not exists` per pool entry took ~250 ms at
 * 2,000 members), so only the few free members' grids are read.
 */
async function freeMembersOfWeek(db: DbOrTx, weekStart: WeekStart, exclude: ReadonlySet<number>, now: Date): Promise<Candidate[]> {
  const busy = sql`(
    select ${interviews.interviewerId} from ${interviews} where ${interviews.weekStart} = ${weekStart} and ${interviews.status} <> 'cancelled'
    union all
    select ${interviews.intervieweeId} from ${interviews} where ${interviews.weekStart} = ${weekStart} and ${interviews.status} <> 'cancelled'
  )`;
  const rows = await db
    .select({ id: poolEntries.memberId, grid: poolEntries.grid, priority: members.pairingPriority })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(and(eq(poolEntries.weekStart, weekStart), sql`${poolEntries.memberId} not in ${busy}`));
  const suspended = rows.length > 0 ? await suspendedMembers(db, now) : new Map();
  return rows.filter((row) => !exclude.has(row.id) && !suspended.has(row.id));
}

async function gridOf(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<AvailabilityGrid | undefined> {
  const [entry] = await db
    .select({ grid: poolEntries.grid })
    .from(poolEntries)
    .where(and(eq(poolEntries.weekStart, weekStart), eq(poolEntries.memberId, memberId)));
  return entry?.grid ?? savedAvailability(db, memberId);
}

/**
 * Pairs `memberId` with the best free member of the week, writing the pair's two interviews (questions from
 * the queues, the earliest common window ahead as proposed time; their partner notices are queued by the
 * caller with queuePairingNotices). Null when nobody free shares a window ahead, or the queue is short.
 */
export async function rematchMember(
  ctx: RematchContext,
  options: { weekStart: WeekStart; memberId: number; exclude: readonly number[] },
): Promise<Rematch | null> {
  const { db, now } = ctx;
  const timeZone = ctx.config.communityTimeZone;
  const grid = await gridOf(db, options.weekStart, options.memberId);
  if (!grid) return null;
  const candidates = await freeMembersOfWeek(db, options.weekStart, new Set([options.memberId, ...options.exclude]), now);
  if (candidates.length === 0) return null;
  const avoid = await partnersToAvoid(db, options.weekStart, options.memberId);
  const ahead = (globalSlot: number) => slotStart(options.weekStart, globalSlot, timeZone).getTime() > now.getTime();
  const fitting = candidates
    .map((candidate) => ({ candidate, windows: commonWindowStarts(grid, candidate.grid).filter(ahead) }))
    .filter((option) => option.windows.length > 0)
    .map((option) => ({ ...option, slots: commonSlotCount(grid, option.candidate.grid), repeat: avoid.has(option.candidate.id) }));
  if (fitting.length === 0) return null;
  // A new partner first, then who waited longest (priority), then the most time in common; ids break ties so a run is reproducible.
  fitting.sort((x, y) => Number(x.repeat) - Number(y.repeat) || y.candidate.priority - x.candidate.priority || y.slots - x.slots || x.candidate.id - y.candidate.id);
  const best = fitting[0];

  // As a pairing run, never a pair whose two interviews would share a technical question.
  if ((await queueLength(db, 'technical')) < MINIMUM_TECHNICAL_QUEUE) return null;
  const questions = await questionsForPair(db, communityDate(now, timeZone));
  const proposedTime = slotStart(options.weekStart, best.windows[0], timeZone);
  const dateEffective = weekStartInstant(options.weekStart, timeZone);
  const directions: Array<[number, number]> = [[options.memberId, best.candidate.id], [best.candidate.id, options.memberId]];
  const rows = directions.map(([interviewerId, intervieweeId], index) => ({
    id: randomUUID(),
    weekStart: options.weekStart,
    interviewerId,
    intervieweeId,
    technicalQuestionIds: questions.technical[index],
    behavioralQuestionIds: questions.behavioral[index],
    dateEffective,
    proposedTime,
    commonSlots: best.slots,
    created: now,
  }));
  await db.insert(interviews).values(rows);
  // The new partner has their practice now: back to zero priority, and told again should a later change leave them over.
  await db.update(members).set({ pairingPriority: 0 }).where(eq(members.id, best.candidate.id));
  await db
    .update(poolEntries)
    .set({ unpairedNotifiedAt: null })
    .where(and(eq(poolEntries.weekStart, options.weekStart), inArray(poolEntries.memberId, [options.memberId, best.candidate.id])));
  return { partnerId: best.candidate.id, interviewIds: rows.map((row) => row.id), proposedTime };
}
