import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's `{ detail }` message of a failed call, or the fallback when there is none. */
export function errorDetail(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  if (error && 'status' in error && error.data && typeof error.data === 'object') {
    const detail = (error.data as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return fallback;
}
