import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Where the base query keeps a 429's `Retry-After` (the error object has no headers of its own). */
export const RETRY_AFTER_KEY = 'retryAfterSeconds';

/** Parses `Retry-After` in its seconds form (the only one this server sends); null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Seconds the server asked us to wait before trying again, for a rate-limited (429) call; null otherwise. */
export function retryAfterSeconds(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (!error || !('status' in error) || error.status !== 429) return null;
  const data = error.data as Record<string, unknown> | undefined;
  const seconds = data && typeof data === 'object' ? data[RETRY_AFTER_KEY] : undefined;
  return typeof seconds === 'number' ? seconds : null;
}
