import { mapActivityStats } from './map-activity-stats';

describe('mapActivityStats', () => {
  it('renames both services to camelCase', () => {
    expect(
      mapActivityStats({
        github: { total_prs: 12, total_commits: 340, followers: 7, last_updated: '2026-03-01T00:00:00.000Z' },
        leetcode: { easy_solved: 50, medium_solved: 30, hard_solved: 5, total_solved: 85, last_updated: '2026-03-02T00:00:00.000Z' },
      }),
    ).toEqual({
      codeHosting: { pullRequests: 12, commits: 340, followers: 7, lastUpdated: '2026-03-01T00:00:00.000Z' },
      codingPractice: { easySolved: 50, mediumSolved: 30, hardSolved: 5, totalSolved: 85, lastUpdated: '2026-03-02T00:00:00.000Z' },
    });
  });

  it('keeps unknown services as null', () => {
    expect(mapActivityStats({ github: null, leetcode: null })).toEqual({ codeHosting: null, codingPractice: null });
  });
});
