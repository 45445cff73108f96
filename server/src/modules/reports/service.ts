import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports, type ReportType } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { findInterview } from '../interviews/read-service';
import type { MemberRow } from '../members/dto';
import { findMemberById } from '../members/repository';
import type { HydrationMoment } from '../interviews/dto';
import { accessToQuestion } from '../questions/access';
import { behavioralQuestionsByIds, technicalQuestionsByIds } from '../questions/repository';
import { isUuid } from '../../lib/text';
import { checkNoShowReport } from '../no-shows/service';
import type { ReportRow } from './dto';
import type { NewReportInput, ReportFilters } from './validation';

export const REPORT_NOT_FOUND = 'Report not found.';

/**
 * The reported object's id in its stored form, once it is known to exist and the reporter may report it:
 * 404 for an unknown (or malformed) id or a question the reporter may not read (questions/access.ts), 403 for
 * oneself or an interview the reporter was not in.
 */
async function checkedAssociatedId(db: DbOrTx, input: NewReportInput, reporter: MemberRow, moment: ReportMoment): Promise<{ associatedId: string; reportedMemberId?: number }> {
  const { type } = input;
  if (type === 'no_show') {
    const { interviewId, partnerId } = await checkNoShowReport(db, input.associatedId, reporter, moment.now);
    return { associatedId: interviewId, reportedMemberId: partnerId };
  }
  return { associatedId: await checkedObjectId(db, { ...input, type }, reporter, moment) };
}

type ReportMoment = Pick<HydrationMoment, 'now' | 'timeZone'>;

async function checkedObjectId(db: DbOrTx, input: NewReportInput & { type: Exclude<ReportType, 'no_show'> }, reporter: MemberRow, moment: ReportMoment): Promise<string> {
  const id = input.associatedId;
  switch (input.type) {
    case 'member': {
      const member = /^\d{1,9}$/.test(id) ? await findMemberById(db, Number(id)) : undefined;
      if (!member) throw notFound('Member not found.');
      if (member.id === reporter.id) throw forbidden('You cannot report yourself.');
      return String(member.id);
    }
    case 'question': {
      const questionId = id.toLowerCase();
      const known = isUuid(questionId)
        && ((await technicalQuestionsByIds(db, [questionId])).size > 0 || (await behavioralQuestionsByIds(db, [questionId])).size > 0);
      if (!known || (await accessToQuestion(db, reporter, questionId, moment)) === 'none') throw notFound('Question not found.');
      return questionId;
    }
    case 'interview': {
      const interview = await findInterview(db, id.toLowerCase());
      if (!interview) throw notFound('Interview not found.');
      if (interview.interviewerId !== reporter.id && interview.intervieweeId !== reporter.id) {
        throw forbidden('You can only report an interview you took part in.');
      }
      return interview.id;
    }
  }
}

export async function createReport(db: DbOrTx, input: NewReportInput, reporter: MemberRow, moment: ReportMoment): Promise<ReportRow> {
  const now = moment.now;
  const { associatedId, reportedMemberId } = await checkedAssociatedId(db, input, reporter, moment);
  const [row] = await db
    .insert(reports)
    .values({ type: input.type, title: input.title, reason: input.reason, reporterId: reporter.id, associatedId, reportedMemberId, created: now, updated: now })
    .returning();
  return row;
}

/** Newest first. `userId` matches the reports a member made and the reports made about them (as a member, or their no-shows). */
export async function listReports(db: DbOrTx, filters: ReportFilters): Promise<ReportRow[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(reports.status, filters.status));
  if (filters.type) conditions.push(eq(reports.type, filters.type));
  if (filters.userId !== undefined) {
    const aboutMember = and(eq(reports.type, 'member'), eq(reports.associatedId, String(filters.userId)));
    conditions.push(or(eq(reports.reporterId, filters.userId), aboutMember, eq(reports.reportedMemberId, filters.userId)) as SQL);
  }
  return db.select().from(reports).where(and(...conditions)).orderBy(desc(reports.created), desc(reports.id));
}

export async function updateReport(db: DbOrTx, reportId: string, values: Partial<Pick<ReportRow, 'assigneeId' | 'status' | 'adminNotes'>>, now: Date): Promise<ReportRow> {
  const [row] = isUuid(reportId)
    ? await db.update(reports).set({ ...values, updated: now }).where(eq(reports.id, reportId.toLowerCase())).returning()
    : [];
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}
