import type { ReportStatus, ReportType } from '../../db/schema';
import { FieldErrors } from '../../lib/http-errors';
import { FIELD_REQUIRED, type JsonObject } from '../auth/request-body';

export const REPORT_TYPES: readonly ReportType[] = ['interview', 'question', 'member'];
export const REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'resolving', 'completed'];

const REASON_MAX_LENGTH = 5000;
export const REASON_REQUIRED = 'Please give a reason for the report.';
const TITLE_MAX_LENGTH = 200;

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

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

function optionalText(body: JsonObject, field: string, maxLength: number, errors: FieldErrors): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors.add(field, 'Not a valid string.');
    return undefined;
  }
  if (value.trim().length > maxLength) errors.add(field, `Ensure this field has no more than ${maxLength} characters.`);
  return value.trim();
}

/** POST /reports/ body; `reporter_user_id` is not read: the caller is the reporter. */
export function parseNewReport(body: JsonObject): NewReportInput {
  const errors = new FieldErrors();
  const { type, associated_id: associatedId } = body;
  if (!isOneOf(REPORT_TYPES, type)) errors.add('type', `Choose one of: ${REPORT_TYPES.join(', ')}.`);
  const reason = optionalText(body, 'reason', REASON_MAX_LENGTH, errors);
  if (reason === '' || body.reason === undefined || body.reason === null) errors.add('reason', REASON_REQUIRED);
  const title = optionalText(body, 'title', TITLE_MAX_LENGTH, errors) ?? '';
  const associated = typeof associatedId === 'number' || typeof associatedId === 'string' ? String(associatedId).trim() : '';
  if (associated === '') errors.add('associated_id', FIELD_REQUIRED);
  errors.throwIfAny();
  return { type: type as ReportType, reason: reason ?? '', title, associatedId: associated };
}

/** GET /reports/all/ query: each filter optional; `user_id` must be a member id (a whole number). */
export function parseReportFilters(query: Record<string, unknown>): ReportFilters {
  const errors = new FieldErrors();
  const filters: ReportFilters = {};
  const { status, type, user_id: userId } = query;
  if (status !== undefined && status !== '') {
    if (isOneOf(REPORT_STATUSES, status)) filters.status = status;
    else errors.add('status', `Choose one of: ${REPORT_STATUSES.join(', ')}.`);
  }
  if (type !== undefined && type !== '') {
    if (isOneOf(REPORT_TYPES, type)) filters.type = type;
    else errors.add('type', `Choose one of: ${REPORT_TYPES.join(', ')}.`);
  }
  if (userId !== undefined && userId !== '') {
    if (typeof userId === 'string' && /^\d{1,9}$/.test(userId)) filters.userId = Number(userId);
    else errors.add('user_id', 'A user id is a whole number.');
  }
  errors.throwIfAny('Invalid filters.');
  return filters;
}

/** PATCH /reports/{id}/assign/: an admin's id, or null to unassign. Whether it is an admin is checked afterwards. */
export function parseAssignee(body: JsonObject): number | null {
  const errors = new FieldErrors();
  const { assignee } = body;
  if (assignee === null) return null;
  if (typeof assignee === 'number' && Number.isInteger(assignee) && assignee > 0) return assignee;
  if (typeof assignee === 'string' && /^\d{1,9}$/.test(assignee)) return Number(assignee);
  errors.add('assignee', assignee === undefined ? FIELD_REQUIRED : "An admin's member id, or null to unassign.");
  errors.throwIfAny();
  return null;
}

/** PATCH /reports/{id}/status/: the new status, and new admin notes when given. */
export function parseStatusChange(body: JsonObject): { status: ReportStatus; adminNotes?: string } {
  const errors = new FieldErrors();
  const { status } = body;
  if (!isOneOf(REPORT_STATUSES, status)) errors.add('status', status === undefined ? FIELD_REQUIRED : `Choose one of: ${REPORT_STATUSES.join(', ')}.`);
  const adminNotes = optionalText(body, 'admin_notes', REASON_MAX_LENGTH, errors);
  errors.throwIfAny();
  return { status: status as ReportStatus, ...(adminNotes !== undefined && { adminNotes }) };
}
