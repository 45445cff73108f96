import type { NoShowStateDto } from '@contracts/reports';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members, strikes, type reports, type ReportStatus, type ReportType } from '../../db/schema';
import type { HydrationMoment, InterviewDto } from '../interviews/dto';
import { hydrateInterviews } from '../interviews/read-service';
import { toMemberDto, type MemberDto, type Viewer } from '../members/dto';
import type { QuestionPromptDto } from '@contracts/questions';
import { accessToQuestion, promptOf } from '../questions/access';
import type { BehavioralQuestionDto, TechnicalQuestionDto } from '../questions/dto';
import { behavioralQuestionsByIds, technicalQuestionsByIds } from '../questions/repository';
import { isUuid } from '../../lib/text';
import { toStrikeDto } from '../no-shows/service';
import { suspensionsOf, toSuspensionDto } from '../no-shows/suspension';

export type ReportRow = typeof reports.$inferSelect;

/** The reported thing as the API shows it elsewhere; null once it has been deleted. */
export type AssociatedObject = MemberDto | TechnicalQuestionDto | BehavioralQuestionDto | QuestionPromptDto | InterviewDto | null;

export interface ReportDto {
  report_id: string;
  type: ReportType;
  title: string;
  reason: string;
  status: ReportStatus;
  created: string;
  updated: string;
  reporter: MemberDto;
  /** The assigned admin's member id. */
  assignee: number | null;
  admin_notes: string;
  associated_id: string;
  associated_object: AssociatedObject;
  /** Only on `no_show` reports: the member it is about, their strike for it once confirmed, their suspension now. */
  no_show?: NoShowStateDto;
}

const idsOfType = (rows: ReportRow[], type: ReportType) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.associatedId))];

/**
 * Reports as API.md shows them, for `viewer` (an admin, or the reporter right after reporting): a fixed number
 * of queries whatever the number of reports. A reported interview is the full Interview object, hydrated for
 * the viewer (so an interviewee reporting before the interview does not see its questions).
 */
export async function hydrateReports(db: DbOrTx, rows: ReportRow[], viewer: Viewer, moment: HydrationMoment): Promise<ReportDto[]> {
  if (rows.length === 0) return [];
  const reportedMemberIds = idsOfType(rows, 'member').map(Number).filter(Number.isInteger);
  const noShowRows = rows.filter((row) => row.type === 'no_show');
  const noShowMemberIds = noShowRows.flatMap((row) => (row.reportedMemberId === null ? [] : [row.reportedMemberId]));
  const memberIds = [...new Set([...rows.map((row) => row.reporterId), ...reportedMemberIds, ...noShowMemberIds])];
  const memberRows = await db.select().from(members).where(inArray(members.id, memberIds));
  const membersById = new Map(memberRows.map((row) => [String(row.id), toMemberDto(row, viewer, moment.publicUrl)]));

  const questionIds = idsOfType(rows, 'question').filter(isUuid);
  const technical = await technicalQuestionsByIds(db, questionIds);
  const behavioral = await behavioralQuestionsByIds(db, questionIds);
  // Admins read every question in full; the reporter (shown their new report) what the question rule allows them.
  const questionAccess = new Map(
    await Promise.all(questionIds.map(async (id) => [id, viewer.isAdmin ? 'full' : await accessToQuestion(db, viewer, id, moment)] as const)),
  );
  const reportedQuestion = (id: string): AssociatedObject => {
    const question = technical.get(id) ?? behavioral.get(id);
    const access = questionAccess.get(id) ?? 'none';
    if (!question || access === 'none') return null;
    return access === 'full' ? question : promptOf(question);
  };

  const interviewIds = [...idsOfType(rows, 'interview'), ...idsOfType(rows, 'no_show')].filter(isUuid);
  const interviewRows = interviewIds.length > 0 ? await db.select().from(interviews).where(inArray(interviews.id, interviewIds)) : [];
  const hydrated = await hydrateInterviews(db, interviewRows, viewer, moment);
  const interviewsById = new Map(hydrated.map((interview) => [interview.interview_id, interview]));

  // Strikes and suspensions are for admins: the reporter, shown their new report, does not learn their partner's.
  const noShowReportIds = viewer.isAdmin ? noShowRows.map((row) => row.id) : [];
  const strikeRows = noShowReportIds.length > 0 ? await db.select().from(strikes).where(inArray(strikes.reportId, noShowReportIds)) : [];
  const strikesByReport = new Map(strikeRows.map((strike) => [strike.reportId, strike]));
  const suspensions = await suspensionsOf(db, viewer.isAdmin ? noShowMemberIds : [], moment.now);
  const noShowState = (row: ReportRow): NoShowStateDto | undefined => {
    const reported = row.reportedMemberId === null ? undefined : membersById.get(String(row.reportedMemberId));
    if (row.type !== 'no_show' || !reported || !viewer.isAdmin) return undefined;
    const strike = strikesByReport.get(row.id);
    return {
      reported_member: reported,
      strike: strike ? toStrikeDto(strike) : null,
      suspension: toSuspensionDto(suspensions.get(reported.id) ?? null),
    };
  };

  const associatedObject = (row: ReportRow): AssociatedObject => {
    if (row.type === 'member') return membersById.get(row.associatedId) ?? null;
    if (row.type === 'question') return reportedQuestion(row.associatedId);
    return interviewsById.get(row.associatedId) ?? null;
  };

  return rows.map((row) => {
    const reporter = membersById.get(String(row.reporterId));
    // Reports cascade-delete with their reporter, so a missing one means a broken database.
    if (!reporter) throw new Error(`report ${row.id} refers to a missing reporter`);
    return {
      report_id: row.id,
      type: row.type,
      title: row.title,
      reason: row.reason,
      status: row.status,
      created: row.created.toISOString(),
      updated: row.updated.toISOString(),
      reporter,
      assignee: row.assigneeId,
      admin_notes: row.adminNotes,
      associated_id: row.associatedId,
      associated_object: associatedObject(row),
      no_show: noShowState(row),
    };
  });
}
