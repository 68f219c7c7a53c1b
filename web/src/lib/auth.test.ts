import { api } from '@/lib/api-client';
import {
  CURRENT_USER_KEY,
  getAuthState,
  homeFor,
  ID_TOKEN_KEY,
  initSession,
  installTokenSource,
  loadAuthState,
  login,
  logout,
  readCurrentUser,
  refreshSession,
  SELECTED_ORG_KEY,
  selectOrganization,
  subscribeAuth,
  tokenSource,
  type AuthStatus,
} from '@/lib/auth';

type Reply = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Reply | Promise<Reply>;

function stubFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const r = await handler(String(input), init ?? {});
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function sessionUser(over: Record<string, unknown> = {}) {
  return {
    jwtAccessToken: 'access-1',
    idToken: 'id-1',
    refreshToken: 'refresh-1',
    expiresIn: 300,
    sessionExpiresAt: '2030-01-01T00:00:00Z',
    idleTimeoutSeconds: 1800,
    userId: 7,
    userName: 'asha',
    firstName: 'Asha',
    lastName: 'Patel',
    emailId: 'asha@example.com',
    organizationName: 'acme',
    roles: ['ADMIN'],
    uiPrivileges: ['CONFIGURATION'],
    alertsLanguage: 'en',
    platformAdmin: false,
    rememberMe: false,
    ...over,
  };
}

function storeUser(over: Record<string, unknown> = {}) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'old-access',
      userName: 'asha',
      organizationName: 'acme',
      uiPrivileges: ['CONFIGURATION'],
      rememberMe: false,
      refreshToken: 'old-refresh',
      expiresAt: Date.now() + 60_000,
      roles: [],
      platformAdmin: false,
      ...over,
    }),
  );
  localStorage.setItem(ID_TOKEN_KEY, 'old-id');
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeEach(() => {
  loadAuthState();
  installTokenSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('goes idle → loggingIn → loggedIn and stores the user and the id token', async () => {
    const fetch = stubFetch((url) => {
      expect(url).toBe('/authgateway/login');
      return { status: 200, body: sessionUser() };
    });
    const seen: AuthStatus[] = [];
    const stop = subscribeAuth(() => seen.push(getAuthState().status));
    expect(getAuthState().status).toBe('idle');

    const user = await login('asha', 'secret');
    stop();

    expect(seen).toEqual(['loggingIn', 'loggedIn']);
    expect(bodyOf(fetch.mock.calls[0][1]!)).toEqual({ username: 'asha', password: 'secret' });
    expect(user?.userName).toBe('asha');
    const stored = JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!);
    expect(stored).toMatchObject({
      jwtAccessToken: 'access-1',
      userName: 'asha',
      organizationName: 'acme',
      uiPrivileges: ['CONFIGURATION'],
      rememberMe: false,
      refreshToken: 'refresh-1',
    });
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 290_000);
    expect(stored.idToken).toBeUndefined();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBe('id-1');
    expect(getAuthState()).toMatchObject({ status: 'loggedIn', privileges: ['CONFIGURATION'], error: null });
  });

  it('drops the organisation chosen in an earlier session', async () => {
    selectOrganization('other');
    stubFetch(() => ({ status: 200, body: sessionUser() }));
    await login('asha', 'secret');
    expect(localStorage.getItem(SELECTED_ORG_KEY)).toBeNull();
    expect(getAuthState().selectedOrganization).toBeNull();
  });

  it('returns to idle with the server message on failure', async () => {
    stubFetch(() => ({ status: 401, body: { status: 401, code: 'auth.badCredentials', message: 'Wrong user name or password' } }));
    const user = await login('asha', 'nope');
    expect(user).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'idle', user: null, error: 'Wrong user name or password' });
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('records a generic message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await login('asha', 'secret');
    expect(getAuthState().error).toBe('Sign-in failed. Please try again.');
  });

  it('sends platform administrators to the organisation choice, others to the dashboard', () => {
    expect(homeFor({ platformAdmin: true })).toBe('/OrgSelectpage');
    expect(homeFor({ platformAdmin: false })).toBe('/dashboard');
  });
});

describe('refresh', () => {
  it('renews the token once for concurrent 401s and stores the rotated tokens', async () => {
    storeUser();
    loadAuthState();
    let refreshes = 0;
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((r) => (releaseRefresh = r));
    const fetch = stubFetch(async (url, init) => {
      if (url === '/authgateway/refresh') {
        refreshes++;
        expect(bodyOf(init)).toEqual({ refreshToken: 'old-refresh' });
        expect(headerOf(init, 'Authorization')).toBeUndefined();
        await refreshGate;
        return { status: 200, body: sessionUser({ jwtAccessToken: 'new-access', idToken: 'new-id', refreshToken: 'new-refresh' }) };
      }
      const auth = headerOf(init, 'Authorization');
      if (auth === 'Bearer new-access') return { status: 200, body: { url, idToken: headerOf(init, 'authToken') } };
      return { status: 401, body: { status: 401, code: 'auth.expired', message: 'expired' } };
    });

    const calls = Promise.all([api('provisioningService/a'), api('provisioningService/b'), api('provisioningService/c')]);
    await vi.waitFor(() => expect(refreshes).toBe(1));
    releaseRefresh();
    const answers = await calls;

    expect(refreshes).toBe(1);
    expect(answers).toEqual([
      { url: '/authgateway/provisioningService/a', idToken: 'new-id' },
      { url: '/authgateway/provisioningService/b', idToken: 'new-id' },
      { url: '/authgateway/provisioningService/c', idToken: 'new-id' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(7);
    const stored = readCurrentUser()!;
    expect(stored.jwtAccessToken).toBe('new-access');
    expect(stored.refreshToken).toBe('new-refresh');
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBe('new-id');
    expect(getAuthState().user?.refreshToken).toBe('new-refresh');
  });

  it('does not rotate again for a 401 of a call sent just before the refresh', async () => {
    storeUser();
    loadAuthState();
    let refreshes = 0;
    stubFetch((url, init) => {
      if (url === '/authgateway/refresh') {
        refreshes++;
        return { status: 200, body: sessionUser({ jwtAccessToken: 'new-access' }) };
      }
      return headerOf(init, 'Authorization') === 'Bearer new-access' ? { status: 200, body: {} } : { status: 401 };
    });
    await api('provisioningService/a');
    // A late 401 (sent with the old token) arrives after the refresh finished.
    expect(await tokenSource.refresh()).toBe(true);
    expect(refreshes).toBe(1);
  });

  it('uses the rotated refresh token next time', async () => {
    storeUser();
    loadAuthState();
    const sent: unknown[] = [];
    let n = 0;
    stubFetch((_url, init) => {
      sent.push(bodyOf(init).refreshToken);
      n++;
      return { status: 200, body: sessionUser({ refreshToken: `refresh-${n + 1}` }) };
    });
    await refreshSession();
    await refreshSession();
    expect(sent).toEqual(['old-refresh', 'refresh-2']);
  });

  it('ends the local session when the server refuses the refresh token', async () => {
    storeUser();
    loadAuthState();
    stubFetch(() => ({ status: 401, body: { status: 401, code: 'auth.sessionEnded', message: 'ended' } }));
    expect(await refreshSession()).toBe(false);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'idle', user: null });
  });

  it('keeps the session on a transient failure', async () => {
    storeUser();
    loadAuthState();
    stubFetch(() => ({ status: 503 }));
    expect(await refreshSession()).toBe(false);
    expect(readCurrentUser()?.jwtAccessToken).toBe('old-access');
  });

  it('renews an expired stored token at start-up', async () => {
    storeUser({ expiresAt: Date.now() - 1000 });
    stubFetch(() => ({ status: 200, body: sessionUser({ jwtAccessToken: 'fresh' }) }));
    await initSession();
    expect(getAuthState()).toMatchObject({ ready: true, status: 'loggedIn' });
    expect(getAuthState().user?.jwtAccessToken).toBe('fresh');
  });

  it('starts signed out without a stored session', async () => {
    const fetch = stubFetch(() => ({ status: 500 }));
    await initSession();
    expect(getAuthState()).toMatchObject({ ready: true, status: 'idle', user: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('clears all local storage but the language and calls ilogout', async () => {
    storeUser();
    localStorage.setItem('language', 'fr');
    localStorage.setItem(SELECTED_ORG_KEY, 'other');
    localStorage.setItem('somethingElse', 'x');
    loadAuthState();
    const fetch = stubFetch(() => ({ status: 200, body: { status: true, message: 'Logged out' } }));
    const seen: AuthStatus[] = [];
    const stop = subscribeAuth(() => seen.push(getAuthState().status));

    await logout();
    stop();

    expect(seen[0]).toBe('loggingOut');
    expect(seen.at(-1)).toBe('idle');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/authgateway/ilogout');
    expect(bodyOf(fetch.mock.calls[0][1]!)).toEqual({ jwtAccessToken: 'old-access', userName: 'asha', refreshToken: 'old-refresh' });
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(localStorage.getItem('language')).toBe('fr');
    expect(getAuthState()).toMatchObject({ status: 'idle', user: null, privileges: [] });
  });

  it('ignores a failing ilogout', async () => {
    storeUser();
    loadAuthState();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = stubFetch(() => ({ status: 500, body: { status: 500, code: 'internal', message: 'boom' } }));
    await expect(logout()).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(getAuthState().status).toBe('idle');
    warn.mockRestore();
  });

  it('ignores an unreachable server', async () => {
    storeUser();
    loadAuthState();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await logout();
    expect(getAuthState().user).toBeNull();
    warn.mockRestore();
  });
});
