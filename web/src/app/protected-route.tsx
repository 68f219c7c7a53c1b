/**
 * The protected group (spec §2.3, §6): without a session, go to /login; a
 * route the user's privileges do not open (app/route-privileges) goes to /403.
 */
import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { mayOpen } from '@/app/route-privileges';
import { useAuth } from '@/lib/auth-hooks';
import { useSilentRefresh } from '@/lib/auth-silent-refresh';

export function ProtectedLayout() {
  const { user, privileges } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!mayOpen(privileges, location.pathname)) return <Navigate to="/403" replace />;
  return <SignedIn />;
}

function SignedIn() {
  useSilentRefresh();
  return <AppLayout />;
}
