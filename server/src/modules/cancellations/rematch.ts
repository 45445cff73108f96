/**
 * Re-matching a member without a partner (issue 22), in the caller's transaction and under the pairing lock: the
 * pairing's rules for one member. The new partner is a member of that week who is in no interview of it now (left
 * unpaired, cancelled on, on standby) or who asked for a second practice and has one pair, and who shares a window
 * of two consecutive slots in the coming 7 days; a partner of the last four weeks (or the one who just cancelled)
 * only when nobody else fits, never a partner the member still has a pair with this week.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, poolEntries, type AvailabilityGrid } from '../../db/schema';
import { savedAvailability } from '../interviews/pool-service';
import { suspendedMembers } from '../no-shows/suspension';
import { commonSlotCount, commonWindowStarts } from '../pairing/matching';
import { QuestionDraw, type IntervieweePreferences } from '../questions/draw';
import { questionsSeenBy } from '../questions/seen';
import { queueLength } from '../questions/queue';
import { MINIMUM_TECHNICAL_QUEUE, RECENT_PARTNER_WEEKS } from '../pairing/service';
import { addWeeks, communityDate, slotStart, weekStartInstant, type WeekStart } from '../pairing/weeks';
import { busyIntervals, freeForAll, type BusyTimes } from '../interview-time/busy';

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

interface Candidate extends IntervieweePreferences {
  id: number;
  grid: AvailabilityGrid;
  priority: number;
}

/** How far into the week after the paired one a re-match or a standby pair may be proposed: the "coming 7 days". */
const REACH_MS = 7 * 24 * 60 * 60_000;

interface Side {
  id: number;
  grid: AvailabilityGrid;
}

/**
 * The starts of two members' shared windows still ahead and free for both (busy.ts: none near an interview either
 * already has), earliest first: the rest of the paired week, then, a grid being a weekly pattern, the same slots of
 * the week after as far as the coming 7 days reach, so a standby member late in the week is paired for early next
 * week rather than not at all.
 */
function windowsInComingWeek(a: Side, b: Side, busy: BusyTimes, weekStart: WeekStart, now: Date, timeZone: string): Date[] {
  const starts = commonWindowStarts(a.grid, b.grid);
  const nextWeek = addWeeks(weekStart, 1);
  const reach = now.getTime() + REACH_MS;
  const thisWeek = starts.map((slot) => slotStart(weekStart, slot, timeZone));
  const weekAfter = starts.map((slot) => slotStart(nextWeek, slot, timeZone)).filter((start) => start.getTime() <= reach);
  return [...thisWeek, ...weekAfter].filter((start) => start.getTime() > now.getTime() && freeForAll(start, [a.id, b.id], busy));
}

/**
 * The member's partners: `current`, those they have a pending or completed pair with this week (never again this
 * week); `recent`, those of the last four weeks and this week's cancelled ones (only when nobody else fits).
 */
async function partnersOf(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<{ current: Set<number>; recent: Set<number> }> {
  const rows = await db
    .select({ a: interviews.interviewerId, b: interviews.intervieweeId, weekStart: interviews.weekStart, status: interviews.status })
    .from(interviews)
    .where(and(
      gte(interviews.weekStart, addWeeks(weekStart, -RECENT_PARTNER_WEEKS)),
      lt(interviews.weekStart, addWeeks(weekStart, 1)),
      or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId)),
    ));
  const current = new Set<number>();
  const recent = new Set<number>();
  for (const row of rows) {
    const partner = row.a === memberId ? row.b : row.a;
    (row.weekStart === weekStart && row.status !== 'cancelled' ? current : recent).add(partner);
  }
  return { current, recent };
}

/**
 * How many of the week's interviews (pending or completed) each member of it is in: two per pair. A standalone
 * aggregate joined once (a correlated lookup per pool entry took ~250 ms at 2,000 members).
 */
const interviewsPerMember = (weekStart: WeekStart) => sql`(
  select member_id, count(*) as taken from (
    select ${interviews.interviewerId} as member_id from ${interviews} where ${interviews.weekStart} = ${weekStart} and ${interviews.status} <> 'cancelled'
    union all
    select ${interviews.intervieweeId} from ${interviews} where ${interviews.weekStart} = ${weekStart} and ${interviews.status} <> 'cancelled'
  ) as taken_slots group by member_id
)`;

/**
 * The week's pool entries of members waiting for a partner (of one member when `memberId` is given): in no pending
 * or completed interview of it, or in one pair and asking for a second practice; with their grid, preferences,
 * priority and how many pairs they have. The one definition of "waiting" (re-match, standby state, list_standby).
 */
export function waitingPoolEntries(db: DbOrTx, weekStart: WeekStart, memberId?: number) {
  const taken = sql<number>`coalesce(busy.taken, 0)::int`;
  return db
    .select({
      id: poolEntries.memberId, username: members.username, grid: poolEntries.grid, priority: members.pairingPriority,
      focus: members.interviewFocus, difficulty: members.interviewDifficulty, pairs: sql<number>`(${taken} / 2)`,
    })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .leftJoin(sql`${interviewsPerMember(weekStart)} as busy`, sql`busy.member_id = ${poolEntries.memberId}`)
    .where(and(
      eq(poolEntries.weekStart, weekStart),
      memberId === undefined ? undefined : eq(poolEntries.memberId, memberId),
      sql`(${taken} = 0 or (${poolEntries.secondPractice} and ${taken} = 2))`,
    ));
}

/** The week's waiting members who may be paired now (not suspended): only those few members' grids are read. */
async function freeMembersOfWeek(db: DbOrTx, weekStart: WeekStart, exclude: ReadonlySet<number>, now: Date): Promise<Candidate[]> {
  const rows = await waitingPoolEntries(db, weekStart);
  const suspended = rows.length > 0 ? await suspendedMembers(db, now) : new Map();
  return rows.filter((row) => !exclude.has(row.id) && !suspended.has(row.id));
}

async function memberToMatch(db: DbOrTx, weekStart: WeekStart, memberId: number): Promise<(IntervieweePreferences & { grid: AvailabilityGrid }) | undefined> {
  const [row] = await db
    .select({ grid: poolEntries.grid, focus: members.interviewFocus, difficulty: members.interviewDifficulty })
    .from(members)
    .leftJoin(poolEntries, and(eq(poolEntries.memberId, members.id), eq(poolEntries.weekStart, weekStart)))
    .where(eq(members.id, memberId));
  if (!row) return undefined;
  const grid = row.grid ?? (await savedAvailability(db, memberId));
  return grid ? { grid, focus: row.focus, difficulty: row.difficulty } : undefined;
}

/**
 * Pairs `memberId` with the best free member of the week, writing the pair's two interviews (questions from
 * the queues, matching each interviewee's preferences; the earliest shared window of the coming 7 days as proposed
 * time; their partner notices are queued by the caller). Null when nobody free shares a window free for both (no
 * time near an interview either has), or the queue is short.
 */
export async function rematchMember(
  ctx: RematchContext,
  options: { weekStart: WeekStart; memberId: number; exclude: readonly number[] },
): Promise<Rematch | null> {
  const { db, now } = ctx;
  const timeZone = ctx.config.communityTimeZone;
  const member = await memberToMatch(db, options.weekStart, options.memberId);
  if (!member) return null;
  const partners = await partnersOf(db, options.weekStart, options.memberId);
  const candidates = await freeMembersOfWeek(db, options.weekStart, new Set([options.memberId, ...options.exclude, ...partners.current]), now);
  if (candidates.length === 0) return null;
  // Every interview the member and the candidates already have (a second practice's first pair among them).
  const busy = await busyIntervals(db, [options.memberId, ...candidates.map((candidate) => candidate.id)], {
    from: now, until: weekStartInstant(addWeeks(options.weekStart, 2), timeZone),
  });
  const side = { id: options.memberId, grid: member.grid };
  const fitting = candidates
    .map((candidate) => ({ candidate, windows: windowsInComingWeek(side, candidate, busy, options.weekStart, now, timeZone) }))
    .filter((option) => option.windows.length > 0)
    .map((option) => ({
      ...option,
      slots: commonSlotCount(member.grid, option.candidate.grid),
      repeat: partners.recent.has(option.candidate.id),
      sameFocus: option.candidate.focus === member.focus,
      sameDifficulty: option.candidate.difficulty === member.difficulty,
    }));
  if (fitting.length === 0) return null;
  // As pairing weighs them: a new partner first, then who waited longest (priority), the same focus, the same
  // difficulty, the most time in common; ids break ties so a run is reproducible.
  fitting.sort((x, y) =>
    Number(x.repeat) - Number(y.repeat) ||
    y.candidate.priority - x.candidate.priority ||
    Number(y.sameFocus) - Number(x.sameFocus) ||
    Number(y.sameDifficulty) - Number(x.sameDifficulty) ||
    y.slots - x.slots ||
    x.candidate.id - y.candidate.id);
  const best = fitting[0];

  // As a pairing run, never a pair whose two interviews would share a technical question.
  if ((await queueLength(db, 'technical')) < MINIMUM_TECHNICAL_QUEUE) return null;
  // The first interview is the member interviewing the new partner: its questions are for the new partner.
  const seen = await questionsSeenBy(db, [best.candidate.id, options.memberId]);
  const draw = await QuestionDraw.open(db, communityDate(now, timeZone));
  const questions = draw.forPair([
    { ...best.candidate, seen: seen.get(best.candidate.id) ?? new Map() },
    { ...member, seen: seen.get(options.memberId) ?? new Map() },
  ]);
  await draw.save(db);
  const proposedTime = best.windows[0];
  const dateEffective = weekStartInstant(options.weekStart, timeZone);
  const directions: Array<[number, number]> = [[options.memberId, best.candidate.id], [best.candidate.id, options.memberId]];
  const rows = directions.map(([interviewerId, intervieweeId], index) => ({
    id: randomUUID(),
    weekStart: options.weekStart,
    interviewerId,
    intervieweeId,
    technicalQuestionIds: questions[index].technical,
    behavioralQuestionIds: questions[index].behavioral,
    questionNote: questions[index].note,
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
