export type { ActivityStats, CodeHostingStats, CodingPracticeStats, ActivityStatsDto } from './model/activity-stats';
export { mapActivityStats } from './lib/map-activity-stats';
export { engagementApi, useGetActivityStatsQuery } from './api/engagement-api';
