import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetMemberQuery } from '@/entities/member';
import { useSession } from '@/entities/session';
import { ReportObjectButton } from '@/features/report-object';
import { ActivityOverview } from '@/widgets/activity-overview';
import { MemberProfile } from '@/widgets/member-profile';
import { PageLoader } from '@/shared/ui';
import { memberIdFromParam } from '../lib/member-id';
import { MemberNotFound } from './member-not-found';

/** /directory/{userId}: another member's profile, with 'Report User'; one's own id shows one's own profile. */
export function MemberProfilePage() {
  const memberId = memberIdFromParam(useParams().userId);
  const { user } = useSession();
  // Whose profile this is decides what to load, so nothing loads before the session is known.
  const isOwn = memberId !== null && memberId === user?.id;
  const { data: member, isError } = useGetMemberQuery(memberId ?? 0, { skip: memberId === null || !user || isOwn });
  const navigate = useNavigate();
  const location = useLocation();

  if (isOwn) return <Navigate to="/profile" replace />;
  if (memberId === null) return <MemberNotFound />;
  if (isError) return <MemberNotFound loadFailed />;
  if (!member) return <PageLoader />;

  // Back where the member came from, e.g. the directory as it was left (its search, page and tab live in its
  // URL); a visit straight to this address has nowhere in the app to go back to.
  const cameFromApp = location.key !== 'default';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => (cameFromApp ? navigate(-1) : navigate('/directory'))} sx={{ mb: 2 }}>
        Back
      </Button>
      <MemberProfile
        member={member}
        actions={<ReportObjectButton type="member" associatedId={member.id} size="small" />}
        activity={<ActivityOverview userId={member.id} />}
      />
    </Container>
  );
}
