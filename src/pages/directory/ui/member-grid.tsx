import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Member } from '@/entities/member';
import { MemberCard } from '@/widgets/member-card';
import { NO_MEMBERS } from '../config/directory';

interface MemberGridProps {
  members: Member[];
  loading: boolean;
}

export function MemberGrid({ members, loading }: MemberGridProps) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading members...</Typography>
      </Box>
    );
  }
  if (members.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
        {NO_MEMBERS}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {members.map((member) => (
        <Grid key={member.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <MemberCard member={member} />
        </Grid>
      ))}
    </Grid>
  );
}
