import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { examplesKey, hiddenKey, parseSharedExamplesRun, parseSharedHiddenSummary, testRunsMap, type SharedExamplesRun, type SharedHiddenSummary } from './shared-test-run';

/** A question's latest examples run and hidden summary in this round, kept up to date from the shared document. */
export function useSharedTestRuns(doc: Y.Doc, textName: string, questionId: string, exampleCount: number): { examples: SharedExamplesRun | null; hidden: SharedHiddenSummary | null } {
  const examples = examplesKey(textName, questionId);
  const hidden = hiddenKey(textName, questionId);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const runs = testRunsMap(doc);
      const observer = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(examples) || event.keysChanged.has(hidden)) onChange();
      };
      runs.observe(observer);
      return () => runs.unobserve(observer);
    },
    [doc, examples, hidden],
  );
  // The document hands back the same object until the entry changes, which keeps each snapshot stable.
  const rawExamples = useSyncExternalStore(subscribe, () => testRunsMap(doc).get(examples));
  const rawHidden = useSyncExternalStore(subscribe, () => testRunsMap(doc).get(hidden));
  return {
    examples: useMemo(() => parseSharedExamplesRun(rawExamples, exampleCount), [rawExamples, exampleCount]),
    hidden: useMemo(() => parseSharedHiddenSummary(rawHidden), [rawHidden]),
  };
}
