import type { Member } from './types';

export type { DirectorySearchDto } from '@/shared/api';

/** One page of a directory search. */
export interface DirectoryPage {
  /** Matches over all pages. */
  count: number;
  members: Member[];
}

export interface DirectorySearchArgs {
  /** '' lists every member. */
  query: string;
  /** From 1. */
  page: number;
}
