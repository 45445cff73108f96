import type { Static } from 'typebox';
import { DIRECTORY_LIMITS } from '@contracts/limits';
import type { SearchQuery } from '@contracts/directory';
import { invalidFields } from '../../lib/http-errors';

export interface SearchParams {
  /** Trimmed, inner whitespace collapsed to one space (so "ada  lovelace" finds "Ada Lovelace"); '' lists everyone. */
  q: string;
  page: number;
  pageSize: number;
}

/** The schema has checked types and ranges; the query's length counts once its spaces are collapsed. */
export function toSearchParams(query: Static<typeof SearchQuery>): SearchParams {
  const q = (query.q ?? '').trim().replace(/\s+/g, ' ');
  if (q.length > DIRECTORY_LIMITS.query) {
    throw invalidFields({ q: [`Ensure this field has no more than ${DIRECTORY_LIMITS.query} characters.`] });
  }
  return { q, page: query.page, pageSize: query.page_size };
}

/** The path of another page of the same search (relative to the API origin, which the server may not know). */
export function pageLink(params: SearchParams, page: number): string {
  const query = new URLSearchParams({ ...(params.q && { q: params.q }), page: String(page), page_size: String(params.pageSize) });
  return `/directory/search/?${query}`;
}
