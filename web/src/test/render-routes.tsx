/**
 * Screen tests: renders some routes (with their params) in a memory router
 * and a query client without retries, and signs a user in.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CURRENT_USER_KEY, loadAuthState } from '@/lib/auth';

export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** Stores a signed-in user (localStorage currentUser) and loads the session. */
export function signInAs(over: { userName?: string; organizationName?: string; uiPrivileges?: string[] } = {}) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'access',
      refreshToken: 'refresh',
      userName: 'asha',
      organizationName: 'Gokul',
      uiPrivileges: ['ALL_PRIVILEGE'],
      expiresAt: Date.now() + 600_000,
      platformAdmin: false,
      ...over,
    }),
  );
  localStorage.setItem('idToken', 'id');
  loadAuthState({ ready: true });
}
