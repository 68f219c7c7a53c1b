/** Shows the full-page loader until the stored session has been checked (spec §2.1). */
import { useEffect, type ReactNode } from 'react';
import { initSession } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { FullPageLoader } from '@/app/layout/full-page-loader';

export function SessionGate({ children }: { children: ReactNode }) {
  const { ready } = useAuth();
  useEffect(() => {
    void initSession();
  }, []);
  return ready ? children : <FullPageLoader />;
}
