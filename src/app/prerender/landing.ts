import { sessionApi } from '@/entities/session';
import type { AppStore } from '../model';

/** The page the build prerenders into #root: where a signed-out visitor lands (the root path leads there). */
export const LANDING_ROUTE = '/home';

/** The sign-in page, prerendered beside it (hidden unless the URL's hash is `#/auth`). */
export const SIGN_IN_ROUTE = '/auth';

/**
 * The id of the element holding the prerendered sign-in page. The hash `#/auth` makes it the document's target,
 * so a stylesheet can show it in place of the landing page before (and without) any script: the server cannot
 * see the hash, and the page may run no inline script (CSP).
 */
export const SIGN_IN_PRERENDER_ID = SIGN_IN_ROUTE;

/**
 * Which prerendered page a URL hash shows: the landing page for none or `#/` (the root route, which redirects home)
 * and `#/home`, the sign-in page for `#/auth`; null for any other route, which the app renders itself. A sign-in
 * link with a return path (`#/auth?next=…`) is the app's: it is followed after another page sent the visitor there.
 */
export function prerenderedRouteOf(hash: string): typeof LANDING_ROUTE | typeof SIGN_IN_ROUTE | null {
  if (['', '#', '#/', `#${LANDING_ROUTE}`, `#${LANDING_ROUTE}/`].includes(hash)) return LANDING_ROUTE;
  if ([`#${SIGN_IN_ROUTE}`, `#${SIGN_IN_ROUTE}/`].includes(hash)) return SIGN_IN_ROUTE;
  return null;
}

/**
 * The server sends the prerendered page only to a request without a session cookie (static-files.ts), so its
 * visitor is signed out: the store says so before the first render, which then matches the prerendered top bar
 * (Join, Sign in) instead of waiting for GET /auth/session/.
 */
export async function markSignedOut(store: AppStore): Promise<void> {
  await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
}
