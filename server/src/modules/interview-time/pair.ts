/**
 * A pair's interviews of one week, as one unit: each member interviews the other, so the two interviews share
 * one time and move together (the member routes here and the admin's `reschedule_interview`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews } from '../../db/schema';
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
  const live = all.filter((candidate) => candidate.status !== 'cancelled');
  const rows = (live.length > 0 ? live : all).sort((a, b) => a.interviewerId - b.interviewerId || a.created.getTime() - b.created.getTime());
  return { rows, lead: rows[0], memberIds: [Math.min(...memberIds), Math.max(...memberIds)] as [number, number] };
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
