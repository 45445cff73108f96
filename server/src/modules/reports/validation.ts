import type { Static } from 'typebox';
import type { NewReportBody, ReportFiltersQuery, StatusBody } from '@contracts/reports';
import type { ReportStatus, ReportType } from '../../db/schema';
import { memberIdOf, trimmed } from '../../lib/text';

export interface NewReportInput {
  type: ReportType;
  reason: string;
  title: string;
  /** As sent: a member id, or a question or interview UUID; whether it exists is checked afterwards. */
  associatedId: string;
}

export interface ReportFilters {
  status?: ReportStatus;
  type?: ReportType;
  userId?: number;
}

/** POST /reports/ body after its schema, trimmed; a member id may come as a number. */
export function toNewReport(body: Static<typeof NewReportBody>): NewReportInput {
  return { type: body.type, reason: body.reason.trim(), title: trimmed(body.title), associatedId: String(body.associated_id).trim() };
}

/** GET /reports/all/ query: an empty filter means no filter; an id past the integer range names nobody (memberIdOf). */
export function toReportFilters(query: Static<typeof ReportFiltersQuery>): ReportFilters {
  return {
    ...(query.status && { status: query.status }),
    ...(query.type && { type: query.type }),
    ...(query.user_id && { userId: memberIdOf(query.user_id) }),
  };
}

export function toStatusChange(body: Static<typeof StatusBody>): { status: ReportStatus; adminNotes?: string } {
  return { status: body.status, ...(body.admin_notes !== undefined && { adminNotes: trimmed(body.admin_notes) }) };
}
