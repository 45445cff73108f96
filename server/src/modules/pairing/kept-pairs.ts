/**
 * Re-pairing a week keeps what did not change: a pair the new run makes again keeps its two interviews
 * (same ids, so the links already emailed still work; same questions; no second notice). Interviews whose
 * pair changed are retired: deleted, with a record that lets their old links say what happened.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { withdrawInterviewNotices } from '../outbox/enqueue';
import { interviews, retiredInterviews, type RetiredInterviewReason } from '../../db/schema';
import type { PlannedPair, WeekInterview } from './planned-pairs';
import type { WeekStart } from './weeks';

export interface KeptPair {
  pair: PlannedPair;
  /** The earlier run's two interviews of this pair, one each way. */
  rows: WeekInterview[];
}

function pairKey(one: number, other: number): string {
  return one < other ? `${one}:${other}` : `${other}:${one}`;
}

/** Splits a run's pairs into those an earlier run already made (with both interviews still pending) and new ones. */
export function unchangedPairs(
  pairs: readonly PlannedPair[],
  replaceable: readonly WeekInterview[],
): { kept: KeptPair[]; newPairs: PlannedPair[]; replaced: WeekInterview[] } {
  const byPair = new Map<string, WeekInterview[]>();
  for (const row of replaceable) {
    const key = pairKey(row.interviewerId, row.intervieweeId);
    byPair.set(key, [...(byPair.get(key) ?? []), row]);
  }
  const kept: KeptPair[] = [];
  const newPairs: PlannedPair[] = [];
  for (const pair of pairs) {
    const key = pairKey(pair.a.id, pair.b.id);
    const rows = byPair.get(key) ?? [];
    const bothWays = rows.length === 2 && rows[0].interviewerId !== rows[1].interviewerId;
    if (bothWays) {
      kept.push({ pair, rows });
      byPair.delete(key);
    } else {
      newPairs.push(pair);
    }
  }
  return { kept, newPairs, replaced: [...byPair.values()].flat() };
}

/** Deletes the interviews, leaving a record per id for `GET /interview/{id}/` to explain the dead link. */
export async function retireInterviews(
  tx: DbOrTx,
  weekStart: WeekStart,
  rows: readonly WeekInterview[],
  reason: RetiredInterviewReason,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(retiredInterviews)
    .values(rows.map((row) => ({ id: row.id, weekStart, interviewerId: row.interviewerId, intervieweeId: row.intervieweeId, reason, retiredAt: now })))
    .onConflictDoNothing();
  await tx.delete(interviews).where(inArray(interviews.id, rows.map((row) => row.id)));
  // Their partner notices and reminders not sent yet would point at a dead link.
  await withdrawInterviewNotices(tx, rows.map((row) => row.id));
}
