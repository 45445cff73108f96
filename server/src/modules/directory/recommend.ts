import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { availabilities, members } from '../../db/schema';
import type { MemberRow } from '../members/dto';

export const RECOMMENDED_COUNT = 12;
/** A saved grid older than this says little about when someone is free now. */
const RECENT_DAYS = 28;

/**
 * Points, in quarters so the database adds integers (the order is the same as in whole points):
 * - 3 (12): same major as the caller (ignoring case): the same courses and interview topics;
 * - 2 (8): expected graduation within a year of the caller's: the same internship and job seasons;
 * - up to 3 (12): common free time, from both saved grids (1 point per 2 common hours, capped at 6 hours),
 *   counted only for grids saved in the last four weeks;
 * - 2 (8): never interviewed together yet: a new partner gives new feedback;
 * - 1 (4): active in the last four weeks (saved an availability grid).
 */
const POINTS = { sameMajor: 12, nearGraduation: 8, commonSlotsCap: 12, newPartner: 8, active: 4 };

interface Caller {
  id: number;
  major: string;
  gradYear: number | null;
  /** Slots the caller is free in their saved grid (0 without one): common free time cannot exceed it. */
  freeSlots: number;
}

/** Candidates sharing some of the traits that earn points; a class with no trait is everyone. */
interface CandidateClass {
  sameMajor: boolean;
  nearGraduation: boolean;
  active: boolean;
}

/** The most a member of the class can score: every point its traits allow, plus a new partner's. */
function bestScore(candidates: CandidateClass, caller: Caller): number {
  return (candidates.sameMajor ? POINTS.sameMajor : 0)
    + (candidates.nearGraduation ? POINTS.nearGraduation : 0)
    + (candidates.active ? POINTS.active + Math.min(POINTS.commonSlotsCap, caller.freeSlots) : 0)
    + POINTS.newPartner;
}

/** Every combination of traits the caller can share, best possible score first. */
function candidateClasses(caller: Caller): CandidateClass[] {
  const classes: CandidateClass[] = [];
  for (const sameMajor of caller.major ? [true, false] : [false]) {
    for (const nearGraduation of caller.gradYear === null ? [false] : [true, false]) {
      for (const active of [true, false]) classes.push({ sameMajor, nearGraduation, active });
    }
  }
  return classes.sort((a, b) => bestScore(b, caller) - bestScore(a, caller));
}

/** Members having at least the class's traits (an index serves the major and the graduation date). */
function classCondition(candidates: CandidateClass, caller: Caller, recentSince: SQL): SQL {
  const conditions: SQL[] = [sql`true`];
  if (candidates.sameMajor) conditions.push(sql`lower(${members.major}) = ${caller.major}`);
  if (candidates.nearGraduation && caller.gradYear !== null) {
    conditions.push(sql`${members.gradDate} between ${`${caller.gradYear - 1}-01-01`} and ${`${caller.gradYear + 1}-12-31`}`);
  }
  if (candidates.active) conditions.push(sql`${availabilities.updated} >= ${recentSince}`);
  return sql.join(conditions, sql` and `);
}

/** The best RECOMMENDED_COUNT among the verified members matching `where`, best first, with their scores. */
async function rankedAmong(db: DbOrTx, caller: Caller, recentSince: SQL, where: SQL): Promise<Array<{ id: number; score: number }>> {
  const ranked = await db.execute<{ id: number; score: number }>(sql`
    with my_grid as (select bits from availabilities where member_id = ${caller.id}),
    past_partners as (
      select interviewee_id as id from interviews where interviewer_id = ${caller.id}
      union
      select interviewer_id from interviews where interviewee_id = ${caller.id}
    )
    select ${members.id} as id,
      (case when ${caller.major} <> '' and lower(${members.major}) = ${caller.major} then ${POINTS.sameMajor} else 0 end)
      + (case when abs(extract(year from ${members.gradDate}) - ${caller.gradYear}::int) <= 1 then ${POINTS.nearGraduation} else 0 end)
      + (case when ${availabilities.updated} >= ${recentSince}
          then ${POINTS.active} + coalesce(least(bit_count(${availabilities.bits} & (select bits from my_grid)), ${POINTS.commonSlotsCap}), 0)
          else 0 end)
      + (case when p.id is null then ${POINTS.newPartner} else 0 end) as score
    from ${members}
    left join ${availabilities} on ${availabilities.memberId} = ${members.id}
    left join past_partners p on p.id = ${members.id}
    where ${members.isVerified} and ${members.id} <> ${caller.id} and (${where})
    order by score desc, ${availabilities.updated} desc nulls last, ${members.id} desc
    limit ${RECOMMENDED_COUNT}
  `);
  return (ranked as unknown as { rows: Array<{ id: number; score: number }> }).rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
}

/**
 * Up to 12 verified members worth practising with, never the caller, by the points above, highest total
 * first; ties go to the most recently active, then to the newest member.
 *
 * Scoring every member reads the whole directory on every visit. Instead candidates are taken in classes
 * by the traits they share with the caller (same major, near graduation, active), the class that can score
 * most first, each read through an index: once twelve are found and the twelfth scores more than any member
 * of the next class could, nobody left can change the list, so the answer is the same as scoring everyone.
 */
export async function recommendedMembers(db: DbOrTx, callerRow: MemberRow, now: Date): Promise<MemberRow[]> {
  const recentSince = sql`${new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString()}::timestamptz`;
  // The database lower-cases both sides of the major comparison, so the caller's major comes from it too.
  const [me] = await db
    .select({
      major: sql<string>`lower(${members.major})`,
      freeSlots: sql<number>`coalesce(bit_count(${availabilities.bits}), 0)`.mapWith(Number),
    })
    .from(members)
    .leftJoin(availabilities, eq(availabilities.memberId, members.id))
    .where(eq(members.id, callerRow.id));
  const caller: Caller = {
    id: callerRow.id,
    major: me?.major ?? '',
    gradYear: callerRow.gradDate ? Number(callerRow.gradDate.slice(0, 4)) : null,
    freeSlots: me?.freeSlots ?? 0,
  };
  const classes = candidateClasses(caller);
  let ranked: Array<{ id: number; score: number }> = [];
  for (let taken = 1; taken <= classes.length; taken += 1) {
    const where = or(...classes.slice(0, taken).map((candidates) => classCondition(candidates, caller, recentSince)));
    ranked = await rankedAmong(db, caller, recentSince, where ?? sql`true`);
    const next = classes[taken];
    if (!next || (ranked.length === RECOMMENDED_COUNT && ranked[RECOMMENDED_COUNT - 1].score > bestScore(next, caller))) break;
  }
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(members).where(inArray(members.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
