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

export type { ActivityStatsDto } from '@/shared/api';
