/** API.md "Directory". */
import { Type, type Static } from 'typebox';
import { MemberIdText, Nullable, SingleLineText } from './common';
import { DIRECTORY_LIMITS } from './limits';
import { Member } from './members';

export const SearchQuery = Type.Object({
  q: Type.Optional(SingleLineText(DIRECTORY_LIMITS.query * 4)),
  page: Type.Integer({ minimum: 1, maximum: DIRECTORY_LIMITS.page_max, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: DIRECTORY_LIMITS.page_size_max, default: DIRECTORY_LIMITS.page_size_default }),
});

export const SearchResponse = Type.Object({
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  results: Type.Array(Member),
});
export type DirectorySearchDto = Static<typeof SearchResponse>;

export const MemberParams = Type.Object({ id: MemberIdText('Member not found.') });
