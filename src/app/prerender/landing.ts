import { sessionApi } from '@/entities/session';
import type { AppStore } from '../model';

/** The page the build prerenders: where a signed-out visitor lands (the root path leads there). */
export const LANDING_ROUTE = '/home';

/** The URL hashes that show the landing page: none or `#/` (the root route, which redirects home) and `#/home`. */
export function isLandingHash(hash: string): boolean {
  return ['', '#', '#/', `#${LANDING_ROUTE}`, `#${LANDING_ROUTE}/`].includes(hash);
}

/**
 * The server sends the prerendered page only to a request without a session cookie (static-files.ts), so its
 * visitor is signed out: the store says so before the first render, which then matches the prerendered top bar
 * (Join, Sign in) instead of waiting for GET /auth/session/.
 */
export async function markSignedOut(store: AppStore): Promise<void> {
  await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
}
