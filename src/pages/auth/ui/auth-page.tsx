import { Navigate, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { DiscordVerification } from '@/features/discord-verification';
import { LogoutButton } from '@/features/logout';
import { useSession } from '@/entities/session';
import { RETURN_PARAM, safeReturnPath } from '@/shared/lib/return-path';
import { PageLoader } from '@/shared/ui';
import { AuthTabs } from './auth-tabs';

/**
 * SPEC section 2: verified members go home (or back to the page that sent them here, `?next=`), unverified
 * ones verify, everyone else signs in or registers.
 */
export function AuthPage() {
  const { status, user, isVerified } = useSession();
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? '/';
  if (status === 'authenticated' && isVerified) return <Navigate to={destination} replace />;
  // `user` arrives with the session query; until then there is nothing to show either way.
  if (status === 'loading' || (status === 'authenticated' && !user)) return <PageLoader />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 6 }, px: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {user ? <DiscordVerification member={user} destination={destination} logoutAction={<LogoutButton />} /> : <AuthTabs />}
      </Paper>
    </Container>
  );
}

export default AuthPage;
