import { CURRENT_USER_KEY, getAuthState, ID_TOKEN_KEY, loadAuthState } from '@/lib/auth';
import { startSilentRefresh } from '@/lib/auth-silent-refresh';

function storeUser(expiresInMs: number) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a1',
      userName: 'asha',
      organizationName: 'acme',
      uiPrivileges: [],
      rememberMe: false,
      refreshToken: 'r1',
      expiresAt: Date.now() + expiresInMs,
    }),
  );
  localStorage.setItem(ID_TOKEN_KEY, 'i1');
  loadAuthState();
}

function stubRefresh() {
  let n = 0;
  const fetch = vi.fn(async (_input: RequestInfo | URL) => {
    n++;
    return new Response(
      JSON.stringify({ jwtAccessToken: `a${n + 1}`, idToken: 'i', refreshToken: `r${n + 1}`, expiresIn: 300, userName: 'asha' }),
      { status: 200 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('silent refresh', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renews the token a minute before it expires when the user was active', async () => {
    storeUser(300_000);
    const fetch = stubRefresh();
    stop = startSilentRefresh();
    window.dispatchEvent(new KeyboardEvent('keydown'));

    await vi.advanceTimersByTimeAsync(239_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/authgateway/refresh');
    expect(getAuthState().user?.jwtAccessToken).toBe('a2');
  });

  it('keeps renewing while the user stays active', async () => {
    storeUser(300_000);
    const fetch = stubRefresh();
    stop = startSilentRefresh();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(240_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(240_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets the token lapse when the user was idle', async () => {
    storeUser(300_000);
    const fetch = stubRefresh();
    stop = startSilentRefresh();
    await vi.advanceTimersByTimeAsync(400_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renews a short-lived token at half its life', async () => {
    storeUser(60_000);
    const fetch = stubRefresh();
    stop = startSilentRefresh();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    storeUser(300_000);
    const fetch = stubRefresh();
    startSilentRefresh()();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(400_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
