import type { Member, MemberDto } from '@/entities/member/@x/report';

export type ReportType = 'member' | 'question' | 'interview';
export type ReportStatus = 'pending' | 'resolving' | 'completed';

export interface ReportDto {
  report_id: string;
  type: ReportType;
  title?: string;
  reason: string;
  status: ReportStatus;
  created: string;
  updated: string;
  reporter: MemberDto;
  assignee: number | null;
  admin_notes: string;
  associated_id: string;
  /** The reported member, question or interview as the API shows it elsewhere; null once deleted. */
  associated_object: unknown;
}

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

export interface NewReportDto {
  type: ReportType;
  associated_id: string | number;
  reporter_user_id: number;
  reason: string;
}
