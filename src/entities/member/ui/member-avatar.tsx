import Avatar from '@mui/material/Avatar';
import { memberDisplayName, memberPictureSrc } from '../lib/member-labels';
import type { Member } from '../model/types';

interface MemberAvatarProps {
  member: Pick<Member, 'firstName' | 'lastName' | 'username' | 'profilePictureUrl'>;
  size?: number;
}

/** The member's picture, or their initial until they upload one. */
export function MemberAvatar({ member, size = 56 }: MemberAvatarProps) {
  const name = memberDisplayName(member);
  return (
    // flexShrink 0: an Avatar clips its overflow, which lets a flex row squeeze it beside long text.
    <Avatar src={memberPictureSrc(member.profilePictureUrl)} alt={name} sx={{ width: size, height: size, fontSize: size / 2.4, flexShrink: 0 }}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
