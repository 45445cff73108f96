/**
 * A pairing run over one week's pool (API.md "Pairing"): read the pool, match it with the pure matcher,
 * and write the interviews, question assignments, priorities and the week's state in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, pairingWeeks, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { retireInterviews, unchangedPairs } from './kept-pairs';
import type { PlannedPair, PoolMemberRef, WeekInterview } from './planned-pairs';
import { interviewsWithRecords } from './recorded-interviews';
import { suspendedMembers } from '../no-shows/suspension';
import type { Clock } from '../../lib/clock';
import type { AppMetrics } from '../../lib/metrics';
import { queueLength } from '../questions/queue';
import { QuestionDraw, type Interviewee, type IntervieweePreferences } from '../questions/draw';
import { questionsSeenBy } from '../questions/seen';
import { type PairingStats } from './matching';
import { runMatching } from './matching-worker';
import { addWeeks, communityDate, cutoffFor, slotStart, weekStartInstant, type WeekStart } from './weeks';
import { busyIntervals, freeForAll, type BusyTimes } from '../interview-time/busy';

/** The queue must hold at least this many so a pair's two interviews get different questions. */
export const MINIMUM_TECHNICAL_QUEUE = 2;
/** Partners from this many weeks before are avoided where possible. */
export const RECENT_PARTNER_WEEKS = 4;

// PostgreSQL takes at most 65,535 parameters per statement; an interview row binds about a dozen.
const INSERT_CHUNK_ROWS = 1_000;

export interface PairingContext {
  db: DbOrTx;
  config: { communityTimeZone: string };
  clock: Clock;
  /** Times each run (lib/metrics.ts); a context without it (a test's) runs untimed. */
  metrics?: AppMetrics;
}

/** The run was not started: too few members or questions. Routes answer it as 400. */
export class PairingRefused extends Error {}

export interface CreatedInterview {
  interviewId: string;
  interviewer: PoolMemberRef;
  interviewee: PoolMemberRef;
  commonSlots: number;
  proposedTime: Date | null;
}

export interface PairingRun {
  weekStart: WeekStart;
  dryRun: boolean;
  pairs: PlannedPair[];
  /** Two per pair; empty on a dry run. */
  interviews: CreatedInterview[];
  unpaired: PoolMemberRef[];
  stats: PairingStats;
  /** Pending interviews of an earlier run of this week that this run replaced (their pair changed). */
  replacedInterviews: number;
  /** Pairs of an earlier run this run made again: their interviews (ids, questions, notices) stay as they were. */
  keptPairs: number;
  /** Pool members suspended for no-shows: left out, and (unless a dry run) taken out of the week's pool. */
  suspended: PoolMemberRef[];
}

interface PairingPlan {
  weekStart: WeekStart;
  eligible: Array<PoolMemberRef & { grid: AvailabilityGrid; priority: number } & IntervieweePreferences>;
  weekInterviews: WeekInterview[];
  /**
   * Members with a completed interview this week, or one that holds feedback, a done mark or a no-show
   * report: they keep their pair and are not re-paired.
   */
  locked: Set<number>;
  /** Members the week's previous run left unpaired (empty when the week was not paired). */
  previouslyUnpaired: Set<number>;
  /** In the pool but suspended for no-shows now: never paired. */
  suspended: PoolMemberRef[];
  pairs: PlannedPair[];
  unpaired: PoolMemberRef[];
  stats: PairingStats;
}

function participantsOf(rows: WeekInterview[]): Set<number> {
  return new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]));
}

/** Deterministic per week: re-running a week gives the same pairing for the same pool. */
function seedFor(weekStart: WeekStart): number {
  return Number(weekStart.replaceAll('-', ''));
}

async function weekInterviewsOf(db: DbOrTx, weekStart: WeekStart): Promise<WeekInterview[]> {
  return db
    .select({ id: interviews.id, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId, status: interviews.status })
    .from(interviews)
    .where(eq(interviews.weekStart, weekStart));
}

export async function recentPartners(db: DbOrTx, weekStart: WeekStart): Promise<Array<[number, number]>> {
  const rows = await db
    .select({ interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId })
    .from(interviews)
    .where(and(
      gte(interviews.weekStart, addWeeks(weekStart, -RECENT_PARTNER_WEEKS)),
      lt(interviews.weekStart, weekStart),
      ne(interviews.status, 'cancelled'),
    ));
  return rows.map((row) => [row.interviewerId, row.intervieweeId]);
}

async function isWeekPaired(db: DbOrTx, weekStart: WeekStart): Promise<boolean> {
  const [row] = await db.select({ pairedAt: pairingWeeks.pairedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, weekStart));
  return Boolean(row?.pairedAt);
}

/**
 * The pair's earliest common window still ahead and free for both: a standby pair or a second practice of the week
 * before may sit early in this one (busy.ts), and a member's pairs never overlap.
 */
function earliestFreeWindow(weekStart: WeekStart, pair: { a: number; b: number; commonWindowStarts: number[] }, busy: BusyTimes, now: Date, timeZone: string): Date | null {
  for (const globalSlot of pair.commonWindowStarts) {
    const start = slotStart(weekStart, globalSlot, timeZone);
    if (start.getTime() > now.getTime() && freeForAll(start, [pair.a, pair.b], busy)) return start;
  }
  return null;
}

async function planPairing(db: DbOrTx, weekStart: WeekStart, now: Date, timeZone: string): Promise<PairingPlan> {
  const entries = await db
    .select({
      id: members.id, username: members.username, grid: poolEntries.grid,
      // A re-pairing matches with the priorities the week was first paired with, so an unchanged pool pairs the same.
      priority: sql<number>`coalesce(${poolEntries.priorityAtPairing}, ${members.pairingPriority})`,
      // Preferences as they are at the run (not frozen per week): a member who changed them wants the new ones.
      focus: members.interviewFocus,
      difficulty: members.interviewDifficulty,
    })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(eq(poolEntries.weekStart, weekStart));
  const weekInterviews = await weekInterviewsOf(db, weekStart);
  const recorded = await interviewsWithRecords(db, weekStart);
  const locked = participantsOf(weekInterviews.filter((row) => row.status === 'completed' || recorded.has(row.id)));
  // However they got into the pool (before the suspension, add_to_pool), suspended members are left out.
  const suspendedIds = await suspendedMembers(db, now);
  const suspended = entries.filter((entry) => suspendedIds.has(entry.id) && !locked.has(entry.id));
  const eligible = entries.filter((entry) => !locked.has(entry.id) && !suspendedIds.has(entry.id));
  const pairedBefore = participantsOf(weekInterviews.filter((row) => row.status !== 'cancelled'));
  const previouslyUnpaired = (await isWeekPaired(db, weekStart))
    ? new Set(entries.filter((entry) => !pairedBefore.has(entry.id)).map((entry) => entry.id))
    : new Set<number>();

  const result = await runMatching({
    members: eligible.map((entry) => ({
      id: entry.id, availability: entry.grid, priority: entry.priority, focus: entry.focus, difficulty: entry.difficulty,
    })),
    recentPartners: await recentPartners(db, weekStart),
    seed: seedFor(weekStart),
  });
  // Interviews of other weeks only: this week's are the ones a run keeps or replaces.
  const busy = await busyIntervals(db, result.pairs.flatMap((pair) => [pair.a, pair.b]), {
    from: weekStartInstant(weekStart, timeZone), until: weekStartInstant(addWeeks(weekStart, 1), timeZone),
  }, weekInterviews.map((row) => row.id));
  const refById = new Map(eligible.map((entry) => [entry.id, { id: entry.id, username: entry.username }]));
  const ref = (id: number): PoolMemberRef => refById.get(id) as PoolMemberRef;
  return {
    weekStart,
    eligible,
    weekInterviews,
    locked,
    previouslyUnpaired,
    suspended: suspended.map((entry) => ({ id: entry.id, username: entry.username })),
    pairs: result.pairs.map((pair) => ({
      a: ref(pair.a),
      b: ref(pair.b),
      commonSlots: pair.commonSlots,
      proposedTime: earliestFreeWindow(weekStart, pair, busy, now, timeZone),
    })),
    unpaired: result.unpaired.map(ref),
    stats: result.stats,
  };
}

/** Pending interviews of an earlier run that a new run replaces: all but those of locked members. */
function replaceableInterviews(plan: PairingPlan): WeekInterview[] {
  return plan.weekInterviews.filter(
    (row) => row.status === 'pending' && !plan.locked.has(row.interviewerId) && !plan.locked.has(row.intervieweeId),
  );
}

/**
 * Paired members start from zero again (and will be told if a later re-pairing leaves them over); members
 * newly left over come first next week: one more than the priority the week was paired with.
 */
async function updatePriorities(tx: DbOrTx, plan: PairingPlan): Promise<void> {
  await tx
    .update(poolEntries)
    .set({ priorityAtPairing: sql`(select ${members.pairingPriority} from ${members} where ${members.id} = ${poolEntries.memberId})` })
    .where(and(eq(poolEntries.weekStart, plan.weekStart), isNull(poolEntries.priorityAtPairing)));
  const pairedIds = plan.pairs.flatMap((pair) => [pair.a.id, pair.b.id]);
  if (pairedIds.length > 0) {
    await tx.update(members).set({ pairingPriority: 0 }).where(inArray(members.id, pairedIds));
    await tx
      .update(poolEntries)
      .set({ unpairedNotifiedAt: null })
      .where(and(eq(poolEntries.weekStart, plan.weekStart), inArray(poolEntries.memberId, pairedIds)));
  }
  const newlyUnpairedIds = plan.unpaired.filter((member) => !plan.previouslyUnpaired.has(member.id)).map((member) => member.id);
  if (newlyUnpairedIds.length > 0) {
    const pairedWith = sql`(select ${poolEntries.priorityAtPairing} from ${poolEntries} where ${poolEntries.weekStart} = ${plan.weekStart} and ${poolEntries.memberId} = ${members.id})`;
    await tx.update(members).set({ pairingPriority: sql`coalesce(${pairedWith}, ${members.pairingPriority}) + 1` }).where(inArray(members.id, newlyUnpairedIds));
  }
}

/** Paired now; closed from now on unless it closed earlier (an early pairing keeps its closing time). */
async function markWeekPaired(tx: DbOrTx, weekStart: WeekStart, now: Date): Promise<void> {
  await tx
    .insert(pairingWeeks)
    .values({ weekStart, closedAt: now, pairedAt: now })
    .onConflictDoUpdate({
      target: pairingWeeks.weekStart,
      set: { pairedAt: now, closedAt: sql`coalesce(${pairingWeeks.closedAt}, ${now.toISOString()}::timestamptz)` },
    });
}

interface AppliedPairing {
  /** Two per pair: the kept ones and the new ones. */
  interviews: CreatedInterview[];
  replaced: number;
  keptPairs: number;
}

async function applyPairing(tx: DbOrTx, plan: PairingPlan, now: Date, timeZone: string): Promise<AppliedPairing> {
  if (plan.suspended.length > 0) {
    // Out of the pool rather than left over: no "no partner this week" notice, no priority for next week.
    await tx.delete(poolEntries).where(and(eq(poolEntries.weekStart, plan.weekStart), inArray(poolEntries.memberId, plan.suspended.map((member) => member.id))));
  }
  const { kept, newPairs, replaced } = unchangedPairs(plan.pairs, replaceableInterviews(plan));
  await retireInterviews(tx, plan.weekStart, replaced, 'replaced', now);

  const today = communityDate(now, timeZone);
  const dateEffective = weekStartInstant(plan.weekStart, timeZone);
  const rows: Array<typeof interviews.$inferInsert> = [];
  const created: CreatedInterview[] = kept.flatMap(({ pair, rows }) =>
    rows.map((row) => {
      const [interviewer, interviewee] = row.interviewerId === pair.a.id ? [pair.a, pair.b] : [pair.b, pair.a];
      return { interviewId: row.id, interviewer, interviewee, commonSlots: pair.commonSlots, proposedTime: pair.proposedTime };
    }),
  );
  const preferencesOf = new Map(plan.eligible.map((entry): [number, IntervieweePreferences] => [entry.id, { focus: entry.focus, difficulty: entry.difficulty }]));
  // Every new pair's history in one query (the replaced interviews are gone by now, so they do not count).
  const seenBy = await questionsSeenBy(tx, newPairs.flatMap((pair) => [pair.a.id, pair.b.id]));
  const interviewee = (id: number): Interviewee => {
    const preferences = preferencesOf.get(id);
    // New pairs are made of eligible members only.
    if (!preferences) throw new Error(`member ${id} was paired without being eligible`);
    return { ...preferences, seen: seenBy.get(id) ?? new Map() };
  };
  const draw = await QuestionDraw.open(tx, today);
  for (const pair of newPairs) {
    // The first interview is a interviewing b: its questions are for b.
    const questions = draw.forPair([interviewee(pair.b.id), interviewee(pair.a.id)]);
    const directions: Array<[PoolMemberRef, PoolMemberRef]> = [[pair.a, pair.b], [pair.b, pair.a]];
    directions.forEach(([interviewer, interviewee], index) => {
      // Ids are made here so each result row is known to belong to its interview without relying on RETURNING order.
      const interviewId = randomUUID();
      rows.push({
        id: interviewId,
        weekStart: plan.weekStart,
        interviewerId: interviewer.id,
        intervieweeId: interviewee.id,
        technicalQuestionIds: questions[index].technical,
        behavioralQuestionIds: questions[index].behavioral,
        questionNote: questions[index].note,
        dateEffective,
        proposedTime: pair.proposedTime,
        commonSlots: pair.commonSlots,
        created: now,
      });
      created.push({ interviewId, interviewer, interviewee, commonSlots: pair.commonSlots, proposedTime: pair.proposedTime });
    });
  }
  await draw.save(tx);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await tx.insert(interviews).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
  }

  await updatePriorities(tx, plan);
  await markWeekPaired(tx, plan.weekStart, now);
  return { interviews: created, replaced: replaced.length, keptPairs: kept.length };
}

/**
 * Pairs the week's pool (re-pairs it when already paired: a pair made again keeps its interviews, the
 * other pending interviews are replaced, members with a completed interview that week keep theirs). `minimumPoolSize` is 2 for admins; the cutoff job
 * passes 0 so a lone member is still told there was no partner. A dry run computes without writing.
 */
export async function runPairing(
  ctx: PairingContext,
  options: {
    weekStart: WeekStart;
    dryRun: boolean;
    minimumPoolSize?: number;
    /** Runs in the pairing's transaction once it is written: the notices it makes due are queued with it (modules/outbox). */
    alsoInTransaction?: (tx: DbOrTx) => Promise<unknown>;
  },
): Promise<PairingRun> {
  const now = ctx.clock.now();
  const timeZone = ctx.config.communityTimeZone;
  const minimumPoolSize = options.minimumPoolSize ?? 2;
  const run = async (db: DbOrTx): Promise<PairingRun> => {
    const plan = await planPairing(db, options.weekStart, now, timeZone);
    if (plan.eligible.length < minimumPoolSize) {
      throw new PairingRefused(`The pool for the week of ${options.weekStart} has ${plan.eligible.length} member(s) to pair; at least ${minimumPoolSize} are needed.`);
    }
    if (plan.eligible.length >= 2 && (await queueLength(db, 'technical')) < MINIMUM_TECHNICAL_QUEUE) {
      throw new PairingRefused(`The technical question queue holds fewer than ${MINIMUM_TECHNICAL_QUEUE} questions; add questions to it before pairing.`);
    }
    const applied = options.dryRun ? { interviews: [], replaced: 0, keptPairs: 0 } : await applyPairing(db, plan, now, timeZone);
    if (!options.dryRun) await options.alsoInTransaction?.(db);
    return {
      weekStart: plan.weekStart,
      dryRun: options.dryRun,
      pairs: plan.pairs,
      interviews: applied.interviews,
      unpaired: plan.unpaired,
      stats: plan.stats,
      replacedInterviews: applied.replaced,
      keptPairs: applied.keptPairs,
      suspended: plan.suspended,
    };
  };
  const work = () => (options.dryRun ? run(ctx.db) : ctx.db.transaction(run));
  return ctx.metrics ? ctx.metrics.timePairingRun(options.dryRun, (error) => error instanceof PairingRefused, work) : work();
}

export interface UndoRun {
  weekStart: WeekStart;
  wasPaired: boolean;
  removedInterviews: number;
  /** Usernames of the week's pool, all back to unpaired. */
  poolMembers: string[];
}

/**
 * Undoes a week's pairing: removes its pending interviews (completed ones, and those holding feedback, a
 * done mark or a no-show report, stay) and returns its members to the pool. Before the cutoff the pool also reopens for signups. After the cutoff it stays closed, or the
 * cutoff job would pair it again within a minute; an admin re-pairs it when ready.
 */
export async function undoPairing(ctx: PairingContext, weekStart: WeekStart): Promise<UndoRun> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const wasPaired = await isWeekPaired(tx, weekStart);
    const entries = await tx
      .select({ id: members.id, username: members.username })
      .from(poolEntries)
      .innerJoin(members, eq(members.id, poolEntries.memberId))
      .where(eq(poolEntries.weekStart, weekStart));
    const weekInterviews = await weekInterviewsOf(tx, weekStart);
    if (wasPaired) {
      // The run gave its left-over members a point of priority for a pairing that no longer stands.
      const pairedBefore = participantsOf(weekInterviews.filter((row) => row.status !== 'cancelled'));
      const leftOver = entries.filter((entry) => !pairedBefore.has(entry.id)).map((entry) => entry.id);
      if (leftOver.length > 0) {
        await tx.update(members).set({ pairingPriority: sql`greatest(${members.pairingPriority} - 1, 0)` }).where(inArray(members.id, leftOver));
      }
    }
    // What members recorded (feedback, a done mark, a no-show report) would go with its interview.
    const recorded = await interviewsWithRecords(tx, weekStart);
    const removed = weekInterviews.filter((row) => row.status === 'pending' && !recorded.has(row.id));
    await retireInterviews(tx, weekStart, removed, 'unpaired', now);
    const reopen = cutoffFor(weekStart, ctx.config.communityTimeZone).getTime() > now.getTime();
    await tx
      .update(pairingWeeks)
      .set(reopen ? { pairedAt: null, closedAt: null } : { pairedAt: null })
      .where(eq(pairingWeeks.weekStart, weekStart));
    return { weekStart, wasPaired, removedInterviews: removed.length, poolMembers: entries.map((entry) => entry.username) };
  });
}
