/**
 * A pair's interviews of one week, as one unit: each member interviews the other, so the two interviews share
 * one time and move together (the member routes here and the admin's `reschedule_interview`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, pairSchedules } from '../../db/schema';
import type { InterviewRow } from '../interviews/dto';

export interface PairInterviews {
  /** The pair's interviews of the week, the lead (lower interviewer id: the room's and the invite's id) first. */
  rows: InterviewRow[];
  lead: InterviewRow;
  memberIds: [number, number];
}

/**
 * The interviews of `row`'s pair in its week. Cancelled ones count only when all are: a pair whose interviews
 * were cancelled and that was matched again the same week moves its live interviews only.
 */
export async function pairOf(db: DbOrTx, row: InterviewRow): Promise<PairInterviews> {
  const memberIds = [row.interviewerId, row.intervieweeId];
  const all = await db
    .select()
    .from(interviews)
    .where(and(
      eq(interviews.weekStart, row.weekStart),
      inArray(interviews.interviewerId, memberIds),
      inArray(interviews.intervieweeId, memberIds),
    ));
  const rows = pairRows(all);
  return { rows, lead: rows[0], memberIds: [Math.min(...memberIds), Math.max(...memberIds)] as [number, number] };
}

/** One pair's interviews of one week, as pairOf keeps them: the live ones (all when all are cancelled), the lead first. */
function pairRows(all: InterviewRow[]): InterviewRow[] {
  const live = all.filter((candidate) => candidate.status !== 'cancelled');
  return (live.length > 0 ? live : all).sort((a, b) => a.interviewerId - b.interviewerId || a.created.getTime() - b.created.getTime());
}

const pairKey = (row: InterviewRow) => `${row.weekStart}:${Math.min(row.interviewerId, row.intervieweeId)}:${Math.max(row.interviewerId, row.intervieweeId)}`;

/**
 * Which of `rows` have an agreed time: both members of the pair confirmed it, or one accepted the other's proposal
 * (pair_schedules of the pair's lead). Two queries whatever the number of rows, for My Interviews.
 */
export async function agreedInterviewIds(db: DbOrTx, rows: InterviewRow[]): Promise<Set<string>> {
  const timed = rows.filter((row) => row.proposedTime !== null);
  if (timed.length === 0) return new Set();
  const memberIds = [...new Set(timed.flatMap((row) => [row.interviewerId, row.intervieweeId]))];
  // Every interview between these members in these weeks: a superset of the rows' pairs, grouped below.
  const candidates = await db
    .select()
    .from(interviews)
    .where(and(
      inArray(interviews.weekStart, [...new Set(timed.map((row) => row.weekStart))]),
      inArray(interviews.interviewerId, memberIds),
      inArray(interviews.intervieweeId, memberIds),
    ));
  const byPair = new Map<string, InterviewRow[]>();
  for (const candidate of candidates) byPair.set(pairKey(candidate), [...(byPair.get(pairKey(candidate)) ?? []), candidate]);
  const leadOf = new Map(timed.map((row) => [row.id, pairRows(byPair.get(pairKey(row)) ?? [row])[0].id]));
  const schedules = await db
    .select({ leadInterviewId: pairSchedules.leadInterviewId, confirmedBy: pairSchedules.confirmedBy })
    .from(pairSchedules)
    .where(inArray(pairSchedules.leadInterviewId, [...new Set(leadOf.values())]));
  const confirmedBy = new Map(schedules.map((schedule) => [schedule.leadInterviewId, schedule.confirmedBy]));
  const agreed = timed.filter((row) => {
    const confirmed = confirmedBy.get(leadOf.get(row.id) ?? '') ?? [];
    return confirmed.includes(row.interviewerId) && confirmed.includes(row.intervieweeId);
  });
  return new Set(agreed.map((row) => row.id));
}

/**
 * Takes the pair's row lock (on its lead interview) for the rest of the caller's transaction and reads the pair
 * again under it: two members changing their time at once run one after the other, the second on what the
 * first wrote.
 */
export async function lockPair(tx: DbOrTx, row: InterviewRow): Promise<PairInterviews> {
  const unlocked = await pairOf(tx, row);
  await tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, unlocked.lead.id)).for('update');
  return pairOf(tx, row);
}

/** Sets the time of the pair's interviews (both move together); returns their ids. */
export async function movePairTime(db: DbOrTx, pair: PairInterviews, time: Date): Promise<string[]> {
  const ids = pair.rows.filter((entry) => entry.status === 'pending').map((entry) => entry.id);
  if (ids.length > 0) await db.update(interviews).set({ proposedTime: time }).where(inArray(interviews.id, ids));
  return ids;
}
