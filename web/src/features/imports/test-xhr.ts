/**
 * A stubbed XMLHttpRequest for the import tests (uploads go through XHR for
 * their progress): answers by "METHOD /path", records each request with its
 * query, headers and body, and reports upload progress in two steps. An
 * answer may be held until the test releases it.
 */
import { vi } from 'vitest';

export interface XhrRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Blob | null;
}

export interface XhrAnswer {
  status: number;
  body?: unknown;
  /** Once the file is all sent, wait for this before answering (the server at work). */
  after?: Promise<void>;
}

export type XhrRoute = XhrAnswer | ((req: XhrRequest) => XhrAnswer | Promise<XhrAnswer>);

export function stubXhr(routes: Record<string, XhrRoute>) {
  const log: XhrRequest[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }
    send(body: Blob | null) {
      const url = new URL(this.url, 'http://localhost');
      const req: XhrRequest = {
        method: this.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...this.headers },
        body,
      };
      log.push(req);
      const total = body?.size ?? 0;
      void (async () => {
        await Promise.resolve();
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total } as ProgressEvent);
        const key = `${req.method} ${req.path}`;
        const route = routes[key];
        const answer: XhrAnswer =
          route === undefined
            ? { status: 404, body: { message: `no stub for ${key}` } }
            : typeof route === 'function'
              ? await route(req)
              : route;
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
        this.upload.onload?.();
        if (answer.after) await answer.after;
        if (this.aborted) return;
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    requests: (method: string, path: string) => log.filter((r) => r.method === method && r.path === path),
    all: log,
  };
}

/** A promise and its resolve, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
