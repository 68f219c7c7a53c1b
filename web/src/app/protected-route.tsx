/** The protected group (spec §2.3, §6): without a session, go to /login. */
import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { useAuth } from '@/lib/auth-hooks';
import { useSilentRefresh } from '@/lib/auth-silent-refresh';

export function ProtectedLayout() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <SignedIn />;
}

function SignedIn() {
  useSilentRefresh();
  return <AppLayout />;
}
