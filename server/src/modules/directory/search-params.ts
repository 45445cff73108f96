import { FieldErrors } from '../../lib/http-errors';

export const DEFAULT_PAGE_SIZE = 20;
/** Larger page sizes are refused (400) rather than clamped: a client asking for 500 learns it gets at most 100. */
export const MAX_PAGE_SIZE = 100;
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 1_000_000;

export interface SearchParams {
  /** Trimmed, inner whitespace collapsed to one space (so "ada  lovelace" finds "Ada Lovelace"); '' lists everyone. */
  q: string;
  page: number;
  pageSize: number;
}

function single(value: unknown, field: string, errors: FieldErrors): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  errors.add(field, 'Give this parameter once.');
  return undefined;
}

function positiveInteger(value: string | undefined, field: string, fallback: number, max: number, errors: FieldErrors): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    errors.add(field, `Must be a whole number from 1 to ${max}.`);
    return fallback;
  }
  return Number(value);
}

export function parseSearchParams(query: Record<string, unknown>): SearchParams {
  const errors = new FieldErrors();
  const q = (single(query.q, 'q', errors) ?? '').trim().replace(/\s+/g, ' ');
  if (q.length > MAX_QUERY_LENGTH) errors.add('q', `Ensure this field has no more than ${MAX_QUERY_LENGTH} characters.`);
  const page = positiveInteger(single(query.page, 'page', errors), 'page', 1, MAX_PAGE, errors);
  const pageSize = positiveInteger(single(query.page_size, 'page_size', errors), 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, errors);
  errors.throwIfAny('Invalid search parameters.');
  return { q, page, pageSize };
}

/** The path of another page of the same search (relative to the API origin, which the server may not know). */
export function pageLink(params: SearchParams, page: number): string {
  const query = new URLSearchParams({ ...(params.q && { q: params.q }), page: String(page), page_size: String(params.pageSize) });
  return `/directory/search/?${query}`;
}
