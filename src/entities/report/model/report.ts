import type { ReportStatusDto, ReportTypeDto } from '@/shared/api';
import type { Member } from '@/entities/member/@x/report';

export type { ReportDto, NewReportDto, StrikeDto, NoShowStateDto } from '@/shared/api';
export type ReportType = ReportTypeDto;
export type ReportStatus = ReportStatusDto;

/** SPEC section 3 "Report". */
export interface Report {
  reportId: string;
  type: ReportType;
  title: string;
  reason: string;
  status: ReportStatus;
  created: string;
  updated: string;
  reporter: Member;
  /** The assigned admin's member id. */
  assignee: number | null;
  adminNotes: string;
  /** A member id, or a question or interview id, as text. */
  associatedId: string;
  associatedObject: unknown;
  /** Only on `no_show` reports, for admins: the member it is about, their strike for it, their suspension now. */
  noShow: NoShowState | null;
}

/** A confirmed no-show of a member. */
export interface Strike {
  strikeId: string;
  memberId: number;
  /** ISO instant the missed interview was to take place. */
  occurredAt: string;
  /** ISO instant an admin confirmed it. */
  created: string;
  liftedAt: string | null;
}

/** Until when (ISO instant) and why a member may not sign up. */
export interface Suspension {
  until: string;
  reason: string;
}

export interface NoShowState {
  reportedMember: Member;
  strike: Strike | null;
  suspension: Suspension | null;
}

/** What the reporter fills in; the server takes the reporter from the session whatever `reporterUserId` says. */
export interface NewReport {
  type: ReportType;
  associatedId: string | number;
  reporterUserId: number;
  reason: string;
}

export const REPORT_TYPES: readonly ReportType[] = ['interview', 'member', 'question', 'no_show'];
export const REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'resolving', 'completed'];

/** How a report's type reads to a person; the wire's `no_show` is never shown as it is. */
export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  interview: 'Interview', member: 'Member', question: 'Question', no_show: 'No-show',
};

/** GET /reports/all/ filters; `userId` holds digits only (the reports a member made or that are about them). */
export interface ReportFilters {
  type?: ReportType;
  status?: ReportStatus;
  userId?: string;
}

/** The reported thing, named and linked to the page that shows it. */
export interface AssociatedObjectLink {
  label: string;
  path: string;
}
