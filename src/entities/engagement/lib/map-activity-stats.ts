import type { ActivityStats, ActivityStatsDto } from '../model/activity-stats';

export function mapActivityStats(dto: ActivityStatsDto): ActivityStats {
  const { github, leetcode } = dto;
  return {
    codeHosting: github
      ? { pullRequests: github.total_prs, commits: github.total_commits, followers: github.followers, lastUpdated: github.last_updated }
      : null,
    codingPractice: leetcode
      ? {
          easySolved: leetcode.easy_solved,
          mediumSolved: leetcode.medium_solved,
          hardSolved: leetcode.hard_solved,
          totalSolved: leetcode.total_solved,
          lastUpdated: leetcode.last_updated,
        }
      : null,
  };
}
