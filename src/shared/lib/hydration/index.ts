import { useSyncExternalStore } from 'react';

export { discardServedPage, SERVED_SIGN_IN_ID, useTakeOverServedForm } from './served-page';

const neverChanges = () => () => undefined;

/**
 * False in the prerendered HTML (app/prerender) and during hydration's first render, true once the app runs (at
 * once when it renders without prerendered HTML). A control that works only through the app says so with it:
 * `aria-disabled` until then, since a tap on the served page before its scripts have run does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
