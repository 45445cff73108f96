import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { parseSharedRun, runsMap, type SharedRun } from './shared-run';

/** The latest run of `textName`'s code, kept up to date from the shared document (whoever ran it). */
export function useSharedRun(doc: Y.Doc, textName: string): SharedRun | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const runs = runsMap(doc);
      const observer = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(textName)) onChange();
      };
      runs.observe(observer);
      return () => runs.unobserve(observer);
    },
    [doc, textName],
  );
  // The document hands back the same object until the entry changes, which keeps the snapshot stable.
  const raw = useSyncExternalStore(subscribe, () => runsMap(doc).get(textName));
  return useMemo(() => parseSharedRun(raw), [raw]);
}
