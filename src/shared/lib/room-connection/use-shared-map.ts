import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_ENTRIES: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * A Y.Map of the room's document as a plain object that re-renders the component when either member changes
 * it. The values are the partner's as much as ours: read them through a parser, never trust their shape.
 */
export function useSharedMap(doc: Y.Doc | null | undefined, name: string): Readonly<Record<string, unknown>> {
  const map = useMemo(() => doc?.getMap(name) ?? null, [doc, name]);
  const cached = useRef<{ map: Y.Map<unknown>; entries: Record<string, unknown> } | null>(null);

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!map) return () => undefined;
      const changed = () => {
        cached.current = null;
        notify();
      };
      map.observe(changed);
      return () => map.unobserve(changed);
    },
    [map],
  );
  const snapshot = useCallback(() => {
    if (!map) return NO_ENTRIES;
    if (cached.current?.map !== map) cached.current = { map, entries: map.toJSON() };
    return cached.current.entries;
  }, [map]);

  return useSyncExternalStore(subscribe, snapshot);
}
