import type { Report, ReportFilters, ReportStatus, ReportType } from '@/entities/report';

/** 'all', 'unassigned', or an admin's member id as text. */
export type AssigneeFilter = 'all' | 'unassigned' | `${number}`;

export interface ReportListFilters {
  type: ReportType | '';
  status: ReportStatus | '';
  assignee: AssigneeFilter;
  /** Digits only; '' for any member. */
  userId: string;
}

export const NO_FILTERS: ReportListFilters = { type: '', status: '', assignee: 'all', userId: '' };

/** SPEC section 5: the user id filter is numeric. Anything but digits is refused, and the filter keeps its value. */
export function acceptUserIdInput(current: string, typed: string): { value: string; refused: boolean } {
  return /^\d*$/.test(typed) ? { value: typed, refused: false } : { value: current, refused: true };
}

/** The filters the server applies (type, status, user id); the assignee is filtered here. */
export function serverFilters(filters: ReportListFilters): ReportFilters {
  return {
    ...(filters.type && { type: filters.type }),
    ...(filters.status && { status: filters.status }),
    ...(filters.userId && { userId: filters.userId }),
  };
}

export function matchesAssignee(report: Report, assignee: AssigneeFilter): boolean {
  if (assignee === 'all') return true;
  if (assignee === 'unassigned') return report.assignee === null;
  return report.assignee === Number(assignee);
}
