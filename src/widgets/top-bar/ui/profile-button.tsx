import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { memberPictureSrc } from '@/entities/member';
import type { ProfileEntry } from '../lib/nav-links';

export function ProfileButton({ entry }: { entry: ProfileEntry }) {
  const pictureSrc = memberPictureSrc(entry.pictureUrl);
  const avatar = pictureSrc ? <Avatar src={pictureSrc} alt="" sx={{ width: 28, height: 28 }} /> : undefined;
  return (
    <Button
      component={RouterLink}
      to={entry.to}
      color="inherit"
      variant="outlined"
      startIcon={avatar}
      sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      {entry.label}
    </Button>
  );
}
