import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetActivityStatsQuery, type CodeHostingStats, type CodingPracticeStats } from '@/entities/engagement';
import { SocialIcon } from '@/entities/member';
import { StatTile } from './stat-tile';

interface ActivityOverviewProps {
  /** Whose stats; the signed-in member's own when left out. */
  userId?: number;
}

function CodingPracticeBlock({ stats }: { stats: CodingPracticeStats }) {
  return (
    <section aria-label="LeetCode">
      <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <SocialIcon service="leetcode" fontSize="small" /> LeetCode problems solved
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        <StatTile label="Easy" value={stats.easySolved} color="success.main" />
        <StatTile label="Medium" value={stats.mediumSolved} color="warning.main" />
        <StatTile label="Hard" value={stats.hardSolved} color="error.main" />
        <StatTile label="Total" value={stats.totalSolved} />
      </Box>
    </section>
  );
}

function CodeHostingBlock({ stats }: { stats: CodeHostingStats }) {
  return (
    <section aria-label="GitHub">
      <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <SocialIcon service="github" fontSize="small" /> GitHub
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <StatTile label="Pull Requests" value={stats.pullRequests} />
        <StatTile label="Commits" value={stats.commits} />
        <StatTile label="Followers" value={stats.followers} />
      </Box>
    </section>
  );
}

function Body({ userId }: ActivityOverviewProps) {
  const { data, isLoading, isError } = useGetActivityStatsQuery(userId);
  if (isLoading) return <CircularProgress size={24} aria-label="Loading activity" />;
  if (isError || !data) return <Alert severity="warning">Activity stats could not be loaded.</Alert>;
  if (!data.codingPractice && !data.codeHosting) {
    return <Typography color="text.secondary">No activity stats yet. They appear a while after a GitHub or LeetCode link is added.</Typography>;
  }
  return (
    <Stack spacing={3}>
      {data.codingPractice && <CodingPracticeBlock stats={data.codingPractice} />}
      {data.codeHosting && <CodeHostingBlock stats={data.codeHosting} />}
    </Stack>
  );
}

/** SPEC "Profile": coding-practice and code-hosting numbers; a service's block only when its stats are known. */
export function ActivityOverview({ userId }: ActivityOverviewProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Activity Overview
      </Typography>
      <Body userId={userId} />
    </Paper>
  );
}
