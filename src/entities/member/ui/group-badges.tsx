import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { groupLabel } from '../lib/member-labels';
import type { Member } from '../model/types';

/** One small badge per group, e.g. 'Admin', 'Verified'. */
export function GroupBadges({ groups }: { groups: Member['groups'] }) {
  if (groups.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {groups.map((group) => (
        <Chip key={group.name} label={groupLabel(group.name)} size="small" color={group.name === 'is_admin' ? 'secondary' : 'default'} />
      ))}
    </Stack>
  );
}
