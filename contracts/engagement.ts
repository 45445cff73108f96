/** API.md "Engagement". */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const ActivityStats = Type.Object({
  github: Nullable(Type.Object({ total_prs: Type.Number(), total_commits: Type.Number(), followers: Type.Number(), last_updated: Type.String() })),
  leetcode: Nullable(
    Type.Object({
      easy_solved: Type.Number(),
      medium_solved: Type.Number(),
      hard_solved: Type.Number(),
      total_solved: Type.Number(),
      last_updated: Type.String(),
    }),
  ),
});
export type ActivityStatsDto = Static<typeof ActivityStats>;
