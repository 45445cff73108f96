import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { Member } from '@/entities/member';
import { ProfileDetails } from './profile-details';
import { ProfileHeader } from './profile-header';

interface MemberProfileProps {
  member: Member;
  /** Buttons beside the name: edit and picture on one's own profile, 'Report User' on another's. */
  actions?: ReactNode;
  /** The activity overview, below the details. */
  activity?: ReactNode;
  /** Shown instead of the details and activity while the member edits their profile. */
  editor?: ReactNode;
}

/** A member's profile page body, used for /profile and /directory/{userId}. */
export function MemberProfile({ member, actions, activity, editor }: MemberProfileProps) {
  return (
    <Stack spacing={3}>
      <ProfileHeader member={member} actions={actions} />
      {editor ?? (
        <>
          <ProfileDetails member={member} />
          {activity}
        </>
      )}
    </Stack>
  );
}
