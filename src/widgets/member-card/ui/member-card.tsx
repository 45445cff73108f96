import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GroupBadges, MemberAvatar, SocialIconLinks, memberDisplayName, type Member } from '@/entities/member';

const PREVIEW_LINES = 2;

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

/** A directory entry (SPEC "Directory"): who they are at a glance, and a link to the full profile. */
export function MemberCard({ member }: { member: Member }) {
  const name = memberDisplayName(member);
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <MemberAvatar member={member} />
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h2" noWrap title={name}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              @{member.username}
            </Typography>
          </Stack>
        </Stack>
        <SocialIconLinks member={member} />
        {member.preview && (
          <Typography
            variant="body2"
            sx={{
              mt: 1,
              display: '-webkit-box',
              WebkitLineClamp: PREVIEW_LINES,
              WebkitBoxOrient: 'vertical',
              lineClamp: PREVIEW_LINES,
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {member.preview}
          </Typography>
        )}
        <Stack spacing={0.5} sx={{ mt: 1.5 }}>
          <Detail label="Major" value={member.major} />
          <Detail label="Location" value={member.local} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {member.role && <Chip label={member.role} size="small" color="primary" variant="outlined" />}
          <GroupBadges groups={member.groups} />
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/directory/${member.id}`} size="small" aria-label={`View Full Profile of ${name}`}>
          View Full Profile
        </Button>
      </CardActions>
    </Card>
  );
}
