import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from '../members/dto';

export const RECOMMENDED_COUNT = 12;
/** A saved grid older than this says little about when someone is free now. */
const RECENT_DAYS = 28;
const SLOTS_PER_WEEK = 7 * 48;

/**
 * A saved grid (7 arrays of 48 booleans, as jsonb) as a 336-character string of 0s and 1s, or null for a
 * grid of another shape. Keeping only the 't' of "true" and the 'f' of "false" flattens it in one pass.
 */
const gridBits = (grid: SQL) =>
  sql`(case when length(regexp_replace(${grid}::text, '[^tf]', '', 'g')) = ${SLOTS_PER_WEEK}
    then translate(regexp_replace(${grid}::text, '[^tf]', '', 'g'), 'tf', '10') end)`;

/**
 * Up to 12 verified members worth practising with, never the caller, in one ranking query (plus one to load them).
 * Points, highest total first:
 * - 3: same major as the caller (ignoring case): the same courses and interview topics;
 * - 2: expected graduation within a year of the caller's: the same internship and job seasons;
 * - up to 3: common free time, from both saved grids (1 point per 2 common hours, capped at 6 hours),
 *   counted only for grids saved in the last four weeks;
 * - 2: never interviewed together yet: a new partner gives new feedback;
 * - 1: active in the last four weeks (saved an availability grid).
 * Ties go to the most recently active, then to the newest member.
 */
export async function recommendedMembers(db: DbOrTx, caller: MemberRow, now: Date): Promise<MemberRow[]> {
  const recentSince = sql`${new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const bitType = sql.raw(`bit(${SLOTS_PER_WEEK})`);
  const ranked = await db.execute<{ id: number }>(sql`
    with me as (
      select m.id, lower(m.major) as major, extract(year from m.grad_date) as grad_year,
        (select ${gridBits(sql`a.grid`)} from availabilities a where a.member_id = m.id) as bits
      from members m where m.id = ${caller.id}
    ),
    past_partners as (
      select interviewee_id as id from interviews where interviewer_id = ${caller.id}
      union
      select interviewer_id from interviews where interviewee_id = ${caller.id}
    )
    select c.id
    from members c
    cross join me
    left join availabilities a on a.member_id = c.id
    left join past_partners p on p.id = c.id
    where c.is_verified and c.id <> me.id
    order by
      (case when me.major <> '' and lower(c.major) = me.major then 3 else 0 end)
      + (case when abs(extract(year from c.grad_date) - me.grad_year) <= 1 then 2 else 0 end)
      + (case when me.bits is not null and a.updated >= ${recentSince}
          then coalesce(least(length(replace((${gridBits(sql`a.grid`)}::${bitType} & me.bits::${bitType})::text, '0', '')), 12), 0) / 4.0
          else 0 end)
      + (case when p.id is null then 2 else 0 end)
      + (case when a.updated >= ${recentSince} then 1 else 0 end)
      desc,
      a.updated desc nulls last,
      c.id desc
    limit ${RECOMMENDED_COUNT}
  `);
  const ids = (ranked as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(members).where(inArray(members.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
