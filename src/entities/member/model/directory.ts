import type { Member, MemberDto } from './types';

export interface DirectorySearchDto {
  count: number;
  next: string | null;
  previous: string | null;
  results: MemberDto[];
}

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
