import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useGetMemberProfileQuery } from '@/entities/member';
import { NoticeEmailSettings } from '@/features/notifications/email-settings';
import { EditProfileForm } from '@/features/edit-profile';
import { LogoutButton } from '@/features/logout';
import { UploadPictureButton } from '@/features/upload-profile-picture';
import { ActivityOverview } from '@/widgets/activity-overview';
import { FeedbackHistory } from '@/widgets/feedback-history';
import { MemberProfile } from '@/widgets/member-profile';
import { PageLoader } from '@/shared/ui';
import { LOAD_FAILED } from '../config/messages';
import { ModeToggle, type ProfileMode } from './mode-toggle';

/** /profile: the signed-in member's own profile, to view or edit (SPEC "Profile"). */
export function ProfilePage() {
  const { data: member, isLoading, isError, refetch } = useGetMemberProfileQuery();
  const [mode, setMode] = useState<ProfileMode>('view');

  if (isLoading) return <PageLoader />;
  if (isError || !member) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {LOAD_FAILED}
        </Alert>
      </Container>
    );
  }

  const showView = () => setMode('view');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <MemberProfile
        member={member}
        actions={
          <>
            <ModeToggle mode={mode} onChange={setMode} />
            <UploadPictureButton member={member} size="small" />
            <LogoutButton size="small" />
          </>
        }
        activity={<ActivityOverview />}
        editor={
          mode === 'edit' ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <EditProfileForm member={member} onSaved={showView} onCancel={showView} />
            </Paper>
          ) : undefined
        }
      />
      {mode === 'view' && <NoticeEmailSettings />}
      {mode === 'view' && <FeedbackHistory />}
    </Container>
  );
}
