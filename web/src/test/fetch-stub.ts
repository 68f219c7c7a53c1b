/**
 * A stubbed fetch for screen tests: answers by "METHOD /path" (the path
 * without its query), records every request with its parsed query and body,
 * and answers 404 to anything it does not know.
 *
 *   const server = stubFetch({
 *     'GET /authgateway/provisioningService/privileges': [{ name: 'REPORTS' }],
 *     'POST /authgateway/provisioningService/roles': (req) => jsonResponse(req.body),
 *   });
 *   server.requests('POST', '/authgateway/provisioningService/roles')[0].body
 */
import { vi } from 'vitest';
import { jsonResponse } from '@/test/widget-providers';

export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A fixed JSON body (answered 200), a Response, or a function of the request. */
export type StubAnswer = unknown | Response | ((req: StubRequest) => unknown | Response | Promise<unknown | Response>);

export function stubFetch(routes: Record<string, StubAnswer>) {
  const log: StubRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    // A form-encoded body (URLSearchParams) reads as an object of its keys.
    const form = init?.body instanceof URLSearchParams ? Object.fromEntries(init.body) : undefined;
    const req: StubRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: form ?? (raw ? (JSON.parse(raw) as unknown) : undefined),
    };
    log.push(req);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) return jsonResponse({ status: 404, code: 'notFound', message: `no stub for ${key}` }, 404);
    const answer = routes[key];
    const out = typeof answer === 'function' ? await (answer as (r: StubRequest) => unknown)(req) : answer;
    return out instanceof Response ? out.clone() : jsonResponse(out);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The requests made to one method and path, in order. */
    requests: (method: string, path: string) => log.filter((r) => r.method === method && r.path === path),
    all: log,
  };
}
