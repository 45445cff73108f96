import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GroupBadges, MemberAvatar, memberDisplayName, type Member } from '@/entities/member';

/**
 * Picture, name, handle, role, groups and preview line, with the page's buttons beside them. The text
 * column takes the room left beside the picture (not its longest line's width), so a long preview wraps
 * under a name that stays whole, and the picture keeps its size.
 */
export function ProfileHeader({ member, actions }: { member: Member; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2.5}
          sx={{ alignItems: { sm: 'center' }, flexGrow: 1, minWidth: 0, alignSelf: { xs: 'stretch', md: 'auto' } }}
        >
          <MemberAvatar member={member} size={96} />
          <Stack spacing={0.75} sx={{ minWidth: 0, flex: { sm: '1 1 0' } }}>
            {/* break-word, not anywhere: a name breaks inside a word only when that word alone is too wide. */}
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'break-word' }}>
              {memberDisplayName(member)}
            </Typography>
            <Typography color="text.secondary">@{member.username}</Typography>
            {member.preview && <Typography sx={{ overflowWrap: 'anywhere' }}>{member.preview}</Typography>}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {member.role && <Chip label={member.role} size="small" color="primary" variant="outlined" />}
              <GroupBadges groups={member.groups} />
            </Stack>
          </Stack>
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
