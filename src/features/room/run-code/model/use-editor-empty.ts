import { useCallback, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

/** Whether the round's shared code is empty (blank), kept up to date as either member types. */
export function useEditorEmpty(doc: Y.Doc, textName: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const text = doc.getText(textName);
      text.observe(onChange);
      return () => text.unobserve(onChange);
    },
    [doc, textName],
  );
  return useSyncExternalStore(subscribe, () => doc.getText(textName).toString().trim() === '');
}
