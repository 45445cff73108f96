import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_URL } from '@/shared/config';

const CSRF_HEADER = 'X-CSRFToken';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls after which the server's session changed, so the token must be fetched anew. */
const SESSION_CHANGING = /\/auth\/(login|logout)\/?$/;

let tokenRequest: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(`${API_URL}/auth/csrf/`, { credentials: 'include' });
  const token = response.headers.get(CSRF_HEADER);
  if (!response.ok || !token) throw new Error('Could not get a CSRF token');
  return token;
}

/** One token request at a time, shared by every caller until it is reset. */
function csrfToken(): Promise<string> {
  tokenRequest ??= fetchCsrfToken().catch((error: unknown) => {
    tokenRequest = null;
    throw error;
  });
  return tokenRequest;
}

export function resetCsrfToken(): void {
  tokenRequest = null;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_URL, credentials: 'include' });

function isCsrfRefusal(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 403 && /csrf/i.test(String((error.data as { detail?: unknown } | undefined)?.detail ?? ''));
}

/**
 * fetchBaseQuery plus the server's CSRF rule: mutations carry `X-CSRFToken`; a CSRF refusal refetches
 * the token and retries once; login and logout rotate the token.
 */
export const csrfBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  if (!MUTATING.has(method)) return rawBaseQuery(request, api, extraOptions);

  const send = async () => {
    let token: string;
    try {
      token = await csrfToken();
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } as FetchBaseQueryError };
    }
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set(CSRF_HEADER, token);
    return rawBaseQuery({ ...request, headers }, api, extraOptions);
  };

  let result = await send();
  if (isCsrfRefusal(result.error)) {
    resetCsrfToken();
    result = await send();
  }
  if (!result.error && SESSION_CHANGING.test(request.url)) resetCsrfToken();
  return result;
};
