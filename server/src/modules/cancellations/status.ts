/** What `GET /interview/{id}/cancellation/` answers: may the caller cancel, would it be late, who cancelled. */
import type { CancellationStatusDto } from '@contracts/cancellations';
import { and, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { interviewCancellations, interviews, members } from '../../db/schema';
import { isLateCancellation, refusalReason } from './rules';

/** Null when the interview is unknown or the viewer is neither of its pair nor an admin (the same 404 as reading it). */
export async function cancellationStatus(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  interviewId: string,
  viewer: { id: number; isAdmin: boolean },
): Promise<CancellationStatusDto | null> {
  const [row] = await ctx.db.select().from(interviews).where(eq(interviews.id, interviewId));
  const participant = row !== undefined && (row.interviewerId === viewer.id || row.intervieweeId === viewer.id);
  if (!row || !(participant || viewer.isAdmin)) return null;
  const now = ctx.clock.now();
  const { interviewerId: a, intervieweeId: b } = row;
  // The record names the interview the cancel was asked on: either of the pair's two, so it is found by the pair.
  const [record] = row.status === 'cancelled'
    ? await ctx.db
      .select({ cancellation: interviewCancellations, member: { id: members.id, username: members.username, first_name: members.firstName, last_name: members.lastName } })
      .from(interviewCancellations)
      .innerJoin(members, eq(members.id, interviewCancellations.cancelledById))
      .where(and(
        eq(interviewCancellations.weekStart, row.weekStart),
        or(
          and(eq(interviewCancellations.cancelledById, a), eq(interviewCancellations.partnerId, b)),
          and(eq(interviewCancellations.cancelledById, b), eq(interviewCancellations.partnerId, a)),
        ),
      ))
      .orderBy(desc(interviewCancellations.cancelledAt))
      .limit(1)
    : [];
  return {
    cancellable: participant && refusalReason(row, now, ctx.config.communityTimeZone) === null,
    late_if_now: isLateCancellation(row.proposedTime, now, ctx.config.lateCancellationHours),
    late_cancellation_hours: ctx.config.lateCancellationHours,
    cancellation: record
      ? {
        cancelled_by: record.member,
        by_admin: record.cancellation.adminId !== null,
        reason: record.cancellation.reason,
        late: record.cancellation.late,
        cancelled_at: record.cancellation.cancelledAt.toISOString(),
      }
      : null,
  };
}
