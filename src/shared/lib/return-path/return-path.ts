/** The /auth query parameter that carries the page a signed-out visitor asked for. */
export const RETURN_PARAM = 'next';

const SIGN_IN_PATH = '/auth';
// A base no real page uses, to tell whether a path stays on this app once resolved.
const PROBE_ORIGIN = 'http://return-path.invalid';
const MAX_LENGTH = 2_000;

/**
 * The in-app path to go back to after sign-in, or null when `raw` is missing or unsafe: only paths of
 * this app (no `//host`, no absolute URL, no backslash tricks browsers read as `/`), and never the sign-in
 * page itself, which would send the member round in a loop.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/')) return null;
  // Control characters and backslashes: browsers drop or turn them into `/`, so `/\evil.example` is `//evil.example`.
  if ([...raw].some((character) => character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering `returnTo` (a router location's path and query) when it is worth returning to. */
export function signInPathReturningTo(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}
