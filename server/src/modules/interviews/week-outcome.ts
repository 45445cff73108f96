/**
 * What the last pairing meant for a member: the signup screen and My Interviews show it next to the open
 * week's grid, because after an early pairing the grid is already for the week after the interview.
 */
import type { LastPairingDto } from '@contracts/interviews';
import { and, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, pairingWeeks, poolEntries } from '../../db/schema';
import { lastClosedWeek } from '../pairing/pools';

/** Null when the last closed week is not paired yet, or the member was not in its pool. */
export async function lastPairingOutcome(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<LastPairingDto | null> {
  const week = await lastClosedWeek(db, now, timeZone);
  const [weekRow] = await db.select({ pairedAt: pairingWeeks.pairedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  if (!weekRow?.pairedAt) return null;
  const rows = await db
    .select({ id: interviews.id, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId })
    .from(interviews)
    .where(and(
      eq(interviews.weekStart, week),
      ne(interviews.status, 'cancelled'),
      or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId)),
    ));
  if (rows.length > 0) {
    const partnerId = rows[0].interviewerId === memberId ? rows[0].intervieweeId : rows[0].interviewerId;
    const [partner] = await db
      .select({ id: members.id, username: members.username, first_name: members.firstName, last_name: members.lastName })
      .from(members)
      .where(eq(members.id, partnerId));
    return {
      week_start: week,
      outcome: 'paired',
      partner: partner ?? null,
      interviews: rows.map((row) => ({ interview_id: row.id, role: row.interviewerId === memberId ? 'interviewer' : 'interviewee' })),
    };
  }
  const [entry] = await db
    .select({ memberId: poolEntries.memberId })
    .from(poolEntries)
    .where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId)));
  return entry ? { week_start: week, outcome: 'unpaired', partner: null, interviews: [] } : null;
}
