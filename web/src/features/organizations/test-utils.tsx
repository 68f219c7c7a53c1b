/**
 * Test helpers of the organisation screens: a signed-in user with chosen
 * privileges, a stubbed API (vi.stubGlobal fetch) answering by method and
 * path, pages rendered in the console's providers on a memory router, and
 * the SVG size react-d3-tree needs in jsdom.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { CURRENT_USER_KEY, loadAuthState } from '@/lib/auth';

export const PROV = '/authgateway/provisioningService';

export function signIn(privileges: string[] = ['ALL_PRIVILEGE'], organizationName = 'acme') {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a',
      userName: 'asha',
      organizationName,
      uiPrivileges: privileges,
      refreshToken: 'r',
      expiresAt: Date.now() + 600_000,
    }),
  );
  loadAuthState({ ready: true });
}

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a Response, or a JSON body sent with 200. */
type Answer = Response | object | string | number | boolean | null | undefined;
export type ApiHandler = ((req: ApiRequest) => Answer | Promise<Answer>) | Answer;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch: `handlers` are keyed 'GET /authgateway/...' (path without the
 * query). Anything else answers 404. Returns the requests made.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const req: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) return json({ status: 404, code: 'not_found', message: 'Not found' }, 404);
    const answer = typeof handler === 'function' ? await (handler as (r: ApiRequest) => Answer)(req) : handler;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    /** The requests to a path (and method). */
    to: (path: string, method = 'GET') => requests.filter((r) => r.path === path && r.method === method),
  };
}

/** Shows where the router landed. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {name}:{location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders routes (each with its path) on a memory router at `path`, in the
 * console's providers; any other path shows 'landed:{path}'.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Landed name="landed" /> }], { initialEntries: [path] });
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` (route pattern `pattern`, the path itself by default). */
export function renderPage(element: ReactElement, path: string, pattern = path.split('?')[0]) {
  return renderRoutes([{ path: pattern, element }], path);
}

/** jsdom has no SVG geometry: give every <svg> a size, as d3-zoom reads it. */
export function stubSvgSize(width = 1000, height = 600) {
  const proto = window.SVGSVGElement.prototype as unknown as Record<string, unknown>;
  for (const [key, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    Object.defineProperty(proto, key, { configurable: true, get: () => ({ baseVal: { value } }) });
  }
}
