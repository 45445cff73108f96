import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type DirectoryTab = 'all' | 'discover';

export interface DirectoryParams {
  query: string;
  page: number;
  tab: DirectoryTab;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Sets `key`, or drops it when `value` is its default, so the plain /directory URL stays plain. */
function withParam(current: URLSearchParams, key: string, value: string, defaultValue: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === defaultValue) next.delete(key);
  else next.set(key, value);
  return next;
}

/**
 * The search, page and tab live in the URL (?q=&page=&tab=), so coming back from a profile restores them.
 * Changes replace the history entry: Back leaves the directory rather than stepping through its pages.
 */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: DirectoryParams = {
    query: searchParams.get('q') ?? '',
    page: readPage(searchParams.get('page')),
    tab: searchParams.get('tab') === 'discover' ? 'discover' : 'all',
  };

  /** A new search starts at its first page, on the results tab; the same search again changes nothing. */
  const searchFor = useCallback(
    (query: string) =>
      setSearchParams(
        (current) => {
          if ((current.get('q') ?? '') === query) return current;
          const next = withParam(current, 'q', query, '');
          next.delete('page');
          next.delete('tab');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const showPage = useCallback(
    (page: number) => setSearchParams((current) => withParam(current, 'page', String(page), '1'), { replace: true }),
    [setSearchParams],
  );

  const showTab = useCallback(
    (tab: DirectoryTab) => setSearchParams((current) => withParam(current, 'tab', tab, 'all'), { replace: true }),
    [setSearchParams],
  );

  return { params, searchFor, showPage, showTab };
}
