/**
 * The one way the console calls the server: JSON over fetch, with the
 * bearer access token and the id token (authToken header) of the session.
 * A failed call throws an ApiError holding the status and the parsed body
 * (or true when there is none), as the spec's callers expect.
 */
export const API_BASE = '/authgateway';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiProblem | true;
  constructor(status: number, body: ApiProblem | true) {
    super(typeof body === 'object' && body.message ? body.message : `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
  /** The server's message for a field, when the call was refused for bad input. */
  fieldMessage(field: string): string | undefined {
    return typeof this.body === 'object' ? this.body.errors?.find((e) => e.field === field)?.message : undefined;
  }
}

/** The server's error answer. */
export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** A form-encoded body (application/x-www-form-urlencoded) instead of JSON. */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the session headers and the refresh-on-401 (login, refresh). */
  anonymous?: boolean;
}

/** Where the session's tokens come from; lib/auth installs the real one. */
export interface TokenSource {
  accessToken(): string | null;
  idToken(): string | null;
  /** Called once on a 401: renew the access token, true when it worked. */
  refresh(): Promise<boolean>;
}

let tokens: TokenSource = {
  accessToken: () => null,
  idToken: () => null,
  refresh: async () => false,
};

export function setTokenSource(t: TokenSource) {
  tokens = t;
}

/** Builds /authgateway/{path}?{query}, leaving out empty query values. */
export function apiUrl(path: string, query?: Query): string {
  const url = path.startsWith('/') ? path : `${API_BASE}/${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function headers(opts: RequestOptions): HeadersInit {
  const h: Record<string, string> = { Accept: 'application/json' };
  if (opts.form !== undefined) h['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  else if (opts.body !== undefined) h['Content-Type'] = 'application/json';
  const lang = localStorage.getItem('language');
  if (lang) h['Accept-Language'] = lang;
  if (!opts.anonymous) {
    const access = tokens.accessToken();
    const id = tokens.idToken();
    if (access) h.Authorization = `Bearer ${access}`;
    if (id) h.authToken = id;
  }
  return h;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  return fetch(apiUrl(path, opts.query), {
    method: opts.method ?? 'GET',
    headers: headers(opts),
    body: opts.form !== undefined ? new URLSearchParams(opts.form) : opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
}

/** Calls the API and returns the parsed JSON answer. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res = await send(path, opts);
  if (res.status === 401 && !opts.anonymous && (await tokens.refresh())) {
    res = await send(path, opts);
  }
  const text = await res.text();
  let parsed: unknown;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!res.ok) {
    throw new ApiError(res.status, parsed && typeof parsed === 'object' ? (parsed as ApiProblem) : true);
  }
  return parsed as T;
}

/** Calls the API for a file and returns it as a blob. */
export async function apiBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  let res = await send(path, opts);
  if (res.status === 401 && !opts.anonymous && (await tokens.refresh())) {
    res = await send(path, opts);
  }
  if (!res.ok) {
    throw new ApiError(res.status, true);
  }
  return res.blob();
}

/** The paged answer of list calls. */
export interface Page<T> {
  content: T[];
  pageInfo: { totalPages: number; hasNextPage: boolean; totalElements: number; page: number; size: number };
}
