import type { ReportFilters } from '../model/report';

/** The query string of GET /reports/all/: only the filters that are set, in snake_case. */
export function reportFiltersToParams(filters: ReportFilters): Record<string, string> {
  return {
    ...(filters.type && { type: filters.type }),
    ...(filters.status && { status: filters.status }),
    ...(filters.userId && { user_id: filters.userId }),
  };
}
