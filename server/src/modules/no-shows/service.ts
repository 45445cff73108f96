/**
 * No-shows (issue 12): a participant reports that their partner did not come (a `no_show` report about the
 * interview), an admin confirms it, which gives the partner a strike; admins can lift a strike, or every
 * strike of a suspended member at once.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { interviews, members, reports, strikes } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/text';
import { violatedUniqueIndex } from '../auth/unique-violation';
import type { InterviewRow } from '../interviews/dto';
import { findInterview } from '../interviews/read-service';
import type { MemberRow } from '../members/dto';
import { memberSuspension, type Suspension } from './suspension';

export type StrikeRow = typeof strikes.$inferSelect;

export const REPORT_NOT_FOUND = 'Report not found.';
export const STRIKE_NOT_FOUND = 'Strike not found.';

/** When the interview was to take place: its proposed time, else the start of its week. */
export function interviewTime(interview: Pick<InterviewRow, 'proposedTime' | 'dateEffective'>): Date {
  return interview.proposedTime ?? interview.dateEffective;
}

/**
 * A `no_show` report's interview and the member it is about (the reporter's partner), once the reporter may
 * file it: 404 unknown interview; 403 not a participant, or before the interview's time; 409 when the reporter
 * already reported this partner for this interview or the other interview of the same pair that week (the two
 * are one meeting: one no-show is one strike).
 */
export async function checkNoShowReport(db: DbOrTx, interviewId: string, reporter: MemberRow, now: Date): Promise<{ interviewId: string; partnerId: number }> {
  const interview = await findInterview(db, interviewId.toLowerCase());
  if (!interview) throw notFound('Interview not found.');
  const { interviewerId, intervieweeId } = interview;
  if (interviewerId !== reporter.id && intervieweeId !== reporter.id) throw forbidden('You can only report a no-show for an interview you took part in.');
  if (now.getTime() < interviewTime(interview).getTime()) throw forbidden('You can report a no-show once the interview was due to start.');
  const partnerId = interviewerId === reporter.id ? intervieweeId : interviewerId;

  const samePair = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(
      eq(interviews.weekStart, interview.weekStart),
      or(
        and(eq(interviews.interviewerId, reporter.id), eq(interviews.intervieweeId, partnerId)),
        and(eq(interviews.interviewerId, partnerId), eq(interviews.intervieweeId, reporter.id)),
      ),
    ));
  const [earlier] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(
      eq(reports.type, 'no_show'),
      eq(reports.reporterId, reporter.id),
      inArray(reports.associatedId, [interview.id, ...samePair.map((row) => row.id)]),
    ))
    .limit(1);
  if (earlier) throw conflict('You already reported that your partner did not show for this interview.');
  return { interviewId: interview.id, partnerId };
}

/**
 * Confirms a `no_show` report: the member it is about gets a strike (for the interview's time), and the report
 * is completed. 404 unknown report, 400 another type of report, 409 already confirmed or the interview gone.
 */
export interface ConfirmedStrike {
  strikeId: string;
  memberId: number;
  occurredAt: Date;
}

export async function confirmNoShow(
  db: Db,
  reportId: string,
  admin: MemberRow,
  now: Date,
  /** Runs in the strike's transaction: the member's notice is queued with it (no-shows/strike-notice.ts). */
  alsoInTransaction?: (tx: DbOrTx, strike: ConfirmedStrike) => Promise<unknown>,
): Promise<ConfirmedStrike> {
  const [report] = isUuid(reportId) ? await db.select().from(reports).where(eq(reports.id, reportId.toLowerCase())) : [];
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (report.type !== 'no_show' || report.reportedMemberId === null) throw badRequest('Only a no-show report can be confirmed as a no-show.');
  const memberId = report.reportedMemberId;
  const interview = await findInterview(db, report.associatedId);
  if (!interview) throw conflict('The interview of this report no longer exists, so the no-show cannot be confirmed.');
  const occurredAt = interviewTime(interview);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: strikes.id }).from(strikes).where(eq(strikes.reportId, report.id));
      if (existing) throw conflict('This no-show is already confirmed.');
      const [strike] = await tx.insert(strikes).values({
        memberId, interviewId: interview.id, reportId: report.id, occurredAt, created: now, createdBy: admin.id,
      }).returning({ id: strikes.id });
      await tx.update(reports).set({ status: 'completed', updated: now }).where(eq(reports.id, report.id));
      const confirmed = { strikeId: strike.id, memberId, occurredAt };
      await alsoInTransaction?.(tx, confirmed);
      return confirmed;
    });
  } catch (error) {
    // Two admins confirming at once: the unique index on report_id lets one through.
    if (violatedUniqueIndex(error) !== null) throw conflict('This no-show is already confirmed.');
    throw error;
  }
}

/** Lifts one strike (again: no change); it no longer counts toward a suspension. */
export async function liftStrike(db: DbOrTx, strikeId: string, admin: MemberRow, now: Date): Promise<{ strike: StrikeRow; suspension: Suspension | null }> {
  if (!isUuid(strikeId)) throw notFound(STRIKE_NOT_FOUND);
  const id = strikeId.toLowerCase();
  await db.update(strikes).set({ liftedAt: now, liftedBy: admin.id }).where(and(eq(strikes.id, id), isNull(strikes.liftedAt)));
  const [strike] = await db.select().from(strikes).where(eq(strikes.id, id));
  if (!strike) throw notFound(STRIKE_NOT_FOUND);
  return { strike, suspension: await memberSuspension(db, strike.memberId, now) };
}

/** Ends a member's suspension by lifting all their strikes (a clean slate); 409 when they are not suspended. */
export async function liftSuspension(db: DbOrTx, memberId: number, admin: MemberRow, now: Date): Promise<{ username: string; lifted: number }> {
  const [member] = await db.select({ id: members.id, username: members.username }).from(members).where(eq(members.id, memberId));
  if (!member) throw notFound('Member not found.');
  if (!(await memberSuspension(db, member.id, now))) throw conflict(`${member.username} is not suspended.`);
  const lifted = await db
    .update(strikes)
    .set({ liftedAt: now, liftedBy: admin.id })
    .where(and(eq(strikes.memberId, member.id), isNull(strikes.liftedAt)))
    .returning({ id: strikes.id });
  return { username: member.username, lifted: lifted.length };
}

export function toStrikeDto(row: StrikeRow) {
  return {
    strike_id: row.id,
    member_id: row.memberId,
    interview_id: row.interviewId,
    report_id: row.reportId,
    occurred_at: row.occurredAt.toISOString(),
    created: row.created.toISOString(),
    created_by: row.createdBy,
    lifted_at: row.liftedAt?.toISOString() ?? null,
    lifted_by: row.liftedBy,
  };
}
