/** Code-hosting numbers (GitHub), as last fetched by the server's scheduled job. */
export interface CodeHostingStats {
  pullRequests: number;
  commits: number;
  followers: number;
  lastUpdated: string;
}

/** Coding-practice solved counts (LeetCode). */
export interface CodingPracticeStats {
  easySolved: number;
  mediumSolved: number;
  hardSolved: number;
  totalSolved: number;
  lastUpdated: string;
}

/** SPEC "Activity stats": each service is null until its stats are known, or while its link is hidden. */
export interface ActivityStats {
  codeHosting: CodeHostingStats | null;
  codingPractice: CodingPracticeStats | null;
}

export interface ActivityStatsDto {
  github: { total_prs: number; total_commits: number; followers: number; last_updated: string } | null;
  leetcode: { easy_solved: number; medium_solved: number; hard_solved: number; total_solved: number; last_updated: string } | null;
}
