import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemberAvatar, memberDisplayName, type Member } from '@/entities/member';

interface ParticipantLineProps {
  roleLabel: 'Interviewer' | 'Interviewee';
  member: Member;
  isViewer: boolean;
}

/** 'Interviewer', the member's name (marked when it is the viewer) and their role or, without one, their major. */
export function ParticipantLine({ roleLabel, member, isViewer }: ParticipantLineProps) {
  const roleOrMajor = member.role || member.major;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <MemberAvatar member={member} size={40} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {roleLabel}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{memberDisplayName(member)}</Typography>
          {isViewer && <Chip label="You" size="small" />}
        </Stack>
        {roleOrMajor && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {roleOrMajor}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
