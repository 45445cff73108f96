/** API.md "Reports". */
import { Type, type Static } from 'typebox';
import { DateTime, MemberId, MemberIdText, MultilineText, Nullable, RequiredMultilineText, RequiredText, SingleLineText, UuidParam } from './common';
import { REPORT_LIMITS } from './limits';
import { Interview } from './interviews';
import { Member } from './members';
import { BehavioralQuestion, TechnicalQuestion } from './questions';

const ReportType = Type.Union([Type.Literal('interview'), Type.Literal('question'), Type.Literal('member')]);
const ReportStatus = Type.Union([Type.Literal('pending'), Type.Literal('resolving'), Type.Literal('completed')]);
export type ReportTypeDto = Static<typeof ReportType>;
export type ReportStatusDto = Static<typeof ReportStatus>;

/**
 * The reported member, question or interview as the API shows it elsewhere; null once deleted. A technical
 * question is tried before a behavioral one: it carries every behavioral field and more.
 */
export const AssociatedObject = Nullable(Type.Union([Member, TechnicalQuestion, BehavioralQuestion, Interview]));

export const Report = Type.Object({
  report_id: Type.String(),
  type: ReportType,
  title: Type.String(),
  reason: Type.String(),
  status: ReportStatus,
  created: DateTime,
  updated: DateTime,
  reporter: Member,
  assignee: Nullable(Type.Integer()),
  admin_notes: Type.String(),
  associated_id: Type.String(),
  associated_object: AssociatedObject,
});
export type ReportDto = Static<typeof Report>;

export const OneReport = Type.Object({ report: Report });
export const ReportList = Type.Object({ reports: Type.Array(Report) });

/** `reporter_user_id` is accepted and ignored: the caller is the reporter. */
export const NewReportBody = Type.Object({
  associated_id: Type.Union([RequiredText(100), MemberId]),
  reporter_user_id: Type.Optional(Type.Unknown()),
  type: ReportType,
  reason: RequiredMultilineText(REPORT_LIMITS.reason, { errorMessage: 'Please give a reason for the report.' }),
  title: Type.Optional(Nullable(SingleLineText(REPORT_LIMITS.title))),
});
export type NewReportDto = Static<typeof NewReportBody>;

export const ReportFiltersQuery = Type.Object({
  status: Type.Optional(Type.Union([ReportStatus, Type.Literal('')])),
  type: Type.Optional(Type.Union([ReportType, Type.Literal('')])),
  user_id: Type.Optional(Type.Union([MemberIdText('A user id is a whole number.'), Type.Literal('')])),
});

export const ReportParams = Type.Object({ id: UuidParam('Report not found.') });
export const AssignBody = Type.Object({ assignee: Nullable(MemberId) });
export const StatusBody = Type.Object({
  status: ReportStatus,
  admin_notes: Type.Optional(Nullable(MultilineText(REPORT_LIMITS.admin_notes))),
});
