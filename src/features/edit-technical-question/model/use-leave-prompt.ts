import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * SPEC issue 9: unsaved changes are not lost by an accidental navigation. In-app navigation is held
 * for a confirmation; closing or reloading the tab gets the browser's own prompt. `markSaved` clears the
 * flag at once, so a navigation right after a save (before the next render) is not held.
 */
export function useLeavePrompt(hasUnsavedChanges: boolean) {
  const unsaved = useRef(hasUnsavedChanges);
  unsaved.current = hasUnsavedChanges;

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  return {
    isPrompting: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    markSaved: () => {
      unsaved.current = false;
    },
  };
}
