/** The console: providers, the session gate and the router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { SessionGate } from '@/app/session-gate';
import { routes } from '@/app/route-table';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
