import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSignedOutHere, useSession } from '@/entities/session';
import { signInPathReturningTo } from '@/shared/lib/return-path';
import { PageLoader } from '@/shared/ui';

/**
 * Signed-in, verified members only; everyone else goes to /auth (sign in, or finish verification there),
 * which brings them back to the page they asked for, e.g. the interview link of a pairing email.
 */
export function RequireVerified() {
  const session = useSession();
  const location = useLocation();
  const signedOutHere = useSelector(selectSignedOutHere);
  if (session.status === 'loading') return <PageLoader />;
  // Signing out is not an interruption to come back from: a clean sign-in page, whatever page it was done on.
  if (signedOutHere) return <Navigate to="/auth" replace />;
  if (session.status === 'anonymous' || !session.isVerified) {
    return <Navigate to={signInPathReturningTo(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/** Admins only; other members go home. Nest inside RequireVerified. */
export function RequireAdmin() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
