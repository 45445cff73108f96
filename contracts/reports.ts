/** API.md "Reports". */
import { Type, type Static } from 'typebox';
import { DateTime, MemberId, MemberIdText, MultilineText, Nullable, RequiredMultilineText, RequiredText, SingleLineText, UuidParam } from './common';
import { REPORT_LIMITS } from './limits';
import { Interview, Suspension } from './interviews';
import { Member } from './members';
import { BehavioralQuestion, QuestionPrompt, TechnicalQuestion } from './questions';

/** `no_show` is an addition to API.md (docs/decisions.md): "my partner did not show", about an interview. */
const ReportType = Type.Union([Type.Literal('interview'), Type.Literal('question'), Type.Literal('member'), Type.Literal('no_show')]);
const ReportStatus = Type.Union([Type.Literal('pending'), Type.Literal('resolving'), Type.Literal('completed')]);
export type ReportTypeDto = Static<typeof ReportType>;
export type ReportStatusDto = Static<typeof ReportStatus>;

/**
 * The reported member, question or interview as the API shows it elsewhere; null once deleted. A technical
 * question is tried before a behavioral one: it carries every behavioral field and more. A reporter who may read a
 * question's prompt only (its interviewee before the round is over) is shown that much (QuestionPrompt, tried last).
 */
export const AssociatedObject = Nullable(Type.Union([Member, TechnicalQuestion, BehavioralQuestion, Interview, QuestionPrompt]));

/** A confirmed no-show of a member (an admin confirmed a `no_show` report). */
export const Strike = Type.Object({
  strike_id: Type.String(),
  member_id: Type.Integer(),
  interview_id: Nullable(Type.String()),
  report_id: Nullable(Type.String()),
  /** When the missed interview was to take place: its proposed time, else its week's start. */
  occurred_at: DateTime,
  /** When an admin confirmed it. */
  created: DateTime,
  created_by: Nullable(Type.Integer()),
  lifted_at: Nullable(DateTime),
  lifted_by: Nullable(Type.Integer()),
});
export type StrikeDto = Static<typeof Strike>;

/** What a `no_show` report means for the member it is about: their strike for it once confirmed, and whether they are suspended now. */
export const NoShowState = Type.Object({
  reported_member: Member,
  strike: Nullable(Strike),
  suspension: Nullable(Suspension),
});
export type NoShowStateDto = Static<typeof NoShowState>;

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
  /** Only on `no_show` reports. */
  no_show: Type.Optional(NoShowState),
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

/** POST /strikes/{id}/lift/ and POST /members/{id}/lift-suspension/ (admin; additions to API.md). */
export const StrikeParams = Type.Object({ id: UuidParam('Strike not found.') });
export const LiftedStrike = Type.Object({ strike: Strike, suspension: Nullable(Suspension) });
export type LiftedStrikeDto = Static<typeof LiftedStrike>;
export const LiftSuspensionParams = Type.Object({ id: MemberIdText('Member not found.') });
export const LiftedSuspension = Type.Object({ detail: Type.String(), lifted_strikes: Type.Integer() });
export type LiftedSuspensionDto = Static<typeof LiftedSuspension>;
