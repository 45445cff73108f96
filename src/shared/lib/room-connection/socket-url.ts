import { API_URL } from '@/shared/config';

/**
 * `ws(s)://<API origin>/interview/{id}/room/socket/`: the API origin as `@/shared/api` uses it (`API_URL`,
 * empty in production where the API is the page's origin), with ws:// for http and wss:// for https.
 */
export function roomSocketUrl(interviewId: string, apiUrl: string = API_URL, pageOrigin: string = window.location.origin): string {
  const http = new URL(`${(apiUrl || pageOrigin).replace(/\/+$/, '')}/interview/${encodeURIComponent(interviewId)}/room/socket/`, pageOrigin);
  http.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:';
  return http.toString();
}
