import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { PageLoader } from '@/shared/ui';

/** Signed-in, verified members only; everyone else goes to /auth (sign in, or finish verification there). */
export function RequireVerified() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous' || !session.isVerified) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Admins only; other members go home. Nest inside RequireVerified. */
export function RequireAdmin() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
