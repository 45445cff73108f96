import type { ReportStatusDto, ReportTypeDto } from '@/shared/api';
import type { Member } from '@/entities/member/@x/report';

export type { ReportDto, NewReportDto } from '@/shared/api';
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
}

/** What the reporter fills in; the server takes the reporter from the session whatever `reporterUserId` says. */
export interface NewReport {
  type: ReportType;
  associatedId: string | number;
  reporterUserId: number;
  reason: string;
}

export const REPORT_TYPES: readonly ReportType[] = ['interview', 'member', 'question'];
export const REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'resolving', 'completed'];

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
