import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_URL } from '@/shared/config';
import { parseRetryAfter, RETRY_AFTER_KEY } from './retry-after';

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

const fetchQuery = fetchBaseQuery({ baseUrl: API_URL, credentials: 'include' });

/** fetchBaseQuery, keeping a 429's `Retry-After` with the error so the screen can say when to try again. */
const rawBaseQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  const result = await fetchQuery(args, api, extraOptions);
  if (result.error?.status !== 429) return result;
  const retryAfter = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'));
  if (retryAfter === null) return result;
  const data = result.error.data && typeof result.error.data === 'object' ? result.error.data : {};
  return { error: { ...result.error, data: { ...data, [RETRY_AFTER_KEY]: retryAfter } }, meta: result.meta };
};

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
