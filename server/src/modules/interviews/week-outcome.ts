/**
 * What the last pairing meant for a member: the signup screen and My Interviews show it next to the open
 * week's grid, because after an early pairing the grid is already for the week after the interview.
 */
import type { LastPairingDto } from '@contracts/interviews';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, pairingWeeks, poolEntries } from '../../db/schema';
import { lastClosedWeek } from '../pairing/pools';

/** Null when the last closed week is not paired yet, or the member was neither in its pool nor paired in it. */
export async function lastPairingOutcome(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<LastPairingDto | null> {
  const week = await lastClosedWeek(db, now, timeZone);
  const [weekRow] = await db.select({ pairedAt: pairingWeeks.pairedAt }).from(pairingWeeks).where(eq(pairingWeeks.weekStart, week));
  if (!weekRow?.pairedAt) return null;
  const ofWeek = await db
    .select({ id: interviews.id, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId, status: interviews.status })
    .from(interviews)
    .where(and(eq(interviews.weekStart, week), or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId))))
    .orderBy(asc(interviews.proposedTime), asc(interviews.created), asc(interviews.id));
  const rows = ofWeek.filter((row) => row.status !== 'cancelled');
  // Paired, then cancelled (by either member or an admin): that is what happened, not "not paired".
  if (rows.length === 0 && ofWeek.length > 0) return { week_start: week, outcome: 'cancelled', pairs: [] };
  if (rows.length > 0) {
    // A second practice gives the member a second partner: each pair is named by its own, never by the first's.
    const partnerOf = (row: (typeof rows)[number]) => (row.interviewerId === memberId ? row.intervieweeId : row.interviewerId);
    const partnerIds = [...new Set(rows.map(partnerOf))];
    const partners = await db
      .select({ id: members.id, username: members.username, first_name: members.firstName, last_name: members.lastName })
      .from(members)
      .where(inArray(members.id, partnerIds));
    const pairs = partnerIds.flatMap((partnerId) => {
      const partner = partners.find((candidate) => candidate.id === partnerId);
      if (!partner) return [];
      const ofPair = rows.filter((row) => partnerOf(row) === partnerId);
      return [{ partner, interviews: ofPair.map((row) => ({ interview_id: row.id, role: row.interviewerId === memberId ? 'interviewer' as const : 'interviewee' as const })) }];
    });
    return { week_start: week, outcome: 'paired', pairs };
  }
  const [entry] = await db
    .select({ memberId: poolEntries.memberId })
    .from(poolEntries)
    .where(and(eq(poolEntries.weekStart, week), eq(poolEntries.memberId, memberId)));
  return entry ? { week_start: week, outcome: 'unpaired', pairs: [] } : null;
}
