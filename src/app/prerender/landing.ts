import { sessionApi } from '@/entities/session';
import { discardServedPage, SERVED_SIGN_IN_ID } from '@/shared/lib/hydration';
import type { AppStore } from '../model';

/** The page the build prerenders: where a signed-out visitor lands (the root path leads there). */
export const LANDING_ROUTE = '/home';

/** The URL hashes that show the landing page: none or `#/` (the root route, which redirects home) and `#/home`. */
export function isLandingHash(hash: string): boolean {
  return ['', '#', '#/', `#${LANDING_ROUTE}`, `#${LANDING_ROUTE}/`].includes(hash);
}

/** The sign-in page, prerendered beside the landing page and shown instead of it while the URL's hash is `#/auth`. */
export const SIGN_IN_ROUTE = SERVED_SIGN_IN_ID;

/**
 * Whether the URL's hash shows the served sign-in page: exactly `#/auth` (its element's id), not `#/auth/` or
 * `#/auth?next=…`, which the app renders.
 */
function isServedSignInHash(hash: string): boolean {
  return hash === `#${SIGN_IN_ROUTE}`;
}

/**
 * When the app starts on a prerendered page: the served sign-in page is the login form's to take over
 * (useTakeOverServedForm) if it is on screen; on any other route it goes, so only the app decides what shows.
 */
export function discardServedSignInUnlessShown(hash: string): void {
  if (!isServedSignInHash(hash)) discardServedPage(SERVED_SIGN_IN_ID);
}

/**
 * The server sends the prerendered page only to a request without a session cookie (static-files.ts), so its
 * visitor is signed out: the store says so before the first render, which then matches the prerendered top bar
 * (Join, Sign in) instead of waiting for GET /auth/session/.
 */
export async function markSignedOut(store: AppStore): Promise<void> {
  await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
}
