import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The first message of a 400's `errors` map (API.md: `{detail, errors: {field: [messages]}}`), if any. */
export function firstFieldError(error: FetchBaseQueryError | SerializedError): string | null {
  if (!('data' in error) || !error.data || typeof error.data !== 'object') return null;
  const errors = (error.data as { errors?: Record<string, unknown> }).errors ?? {};
  for (const problems of Object.values(errors)) {
    if (Array.isArray(problems) && typeof problems[0] === 'string') return problems[0];
  }
  return null;
}
