import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemberAvatar, memberDisplayName, type Member } from '@/entities/member';

interface ParticipantCardProps {
  roleLabel: 'Interviewer' | 'Interviewee';
  member: Member;
  isViewer: boolean;
}

/** A participant with what a partner needs to get in touch: email, Discord and their profile. */
export function ParticipantCard({ roleLabel, member, isViewer }: ParticipantCardProps) {
  const name = memberDisplayName(member);
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <MemberAvatar member={member} size={48} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {isViewer ? `${roleLabel} (you)` : roleLabel}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {(member.role || member.major) && <Typography color="text.secondary">{member.role || member.major}</Typography>}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Email: <Link href={`mailto:${member.email}`}>{member.email}</Link>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Discord: {member.discordUsername || 'not set'}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/directory/${member.id}`} aria-label={`View profile of ${name}`}>
          View profile
        </Button>
      </CardActions>
    </Card>
  );
}
