import { INVALID_JSON, URL_REQUIRED, type HttpMethod } from '../config/methods';

export interface ApiRequestForm {
  method: HttpMethod;
  url: string;
  body: string;
}

export interface ApiRequest {
  method: HttpMethod;
  /** A path on the API origin, e.g. /reports/all/?status=pending. */
  url: string;
  body?: unknown;
}

export type BuiltApiRequest = { ok: true; request: ApiRequest } | { ok: false; field: 'url' | 'body'; message: string };

/**
 * Checks the form: a URL is required, a body that is present must be JSON. The URL is sent as a path on the
 * API's origin (a leading slash is added), so the app's base query adds its credentials and CSRF token.
 */
export function buildApiRequest(form: ApiRequestForm): BuiltApiRequest {
  const url = form.url.trim();
  if (!url) return { ok: false, field: 'url', message: URL_REQUIRED };
  const request: ApiRequest = { method: form.method, url: url.startsWith('/') ? url : `/${url}` };
  if (form.body.trim() === '') return { ok: true, request };
  try {
    return { ok: true, request: { ...request, body: JSON.parse(form.body) } };
  } catch {
    return { ok: false, field: 'body', message: INVALID_JSON };
  }
}

/** JSON pretty-printed with two spaces; any other text as it came. */
export function prettyBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}
