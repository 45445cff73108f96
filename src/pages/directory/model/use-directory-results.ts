import { DIRECTORY_PAGE_SIZE, useGetRecommendedMembersQuery, useSearchMembersQuery, type Member } from '@/entities/member';
import { RECOMMENDED_FAILED, SEARCH_FAILED } from '../config/directory';
import type { DirectoryParams } from './use-directory-params';
import { useErrorToast } from './use-error-toast';

export interface DirectoryResults {
  members: Member[];
  loading: boolean;
  /** Pages of the search; null on the Discover tab, which is one list. */
  pageCount: number | null;
}

/** The members the current tab shows; a failed request shows as an empty list plus an error toast (SPEC section 8). */
export function useDirectoryResults({ query, page, tab }: DirectoryParams): DirectoryResults {
  const search = useSearchMembersQuery({ query, page }, { skip: tab !== 'all' });
  const recommended = useGetRecommendedMembersQuery(undefined, { skip: tab !== 'discover' });
  useErrorToast(search.isError, SEARCH_FAILED);
  useErrorToast(recommended.isError, RECOMMENDED_FAILED);

  // Data cached for these arguments shows at once; a real wait shows the loading state until the answer arrives,
  // and not a moment longer (SPEC's 1 s minimum held a 10 ms answer back for a second: docs/decisions.md).
  const active = tab === 'all' ? search : recommended;
  const loading = active.isFetching && active.currentData === undefined;

  if (tab === 'discover') return { members: recommended.currentData ?? [], loading, pageCount: null };
  const count = search.currentData?.count ?? 0;
  return {
    members: search.currentData?.members ?? [],
    loading,
    pageCount: count > 0 ? Math.ceil(count / DIRECTORY_PAGE_SIZE) : null,
  };
}
