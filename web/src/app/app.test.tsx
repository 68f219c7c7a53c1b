import { render, screen } from '@testing-library/react';
import { App } from '@/app/app';
import { CURRENT_USER_KEY, ID_TOKEN_KEY, loadAuthState } from '@/lib/auth';

const WAIT = { timeout: 15_000 };

function storeSession(expiresAt: number) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'old',
      userName: 'asha',
      organizationName: 'acme',
      uiPrivileges: [],
      refreshToken: 'r1',
      expiresAt,
    }),
  );
  localStorage.setItem(ID_TOKEN_KEY, 'i');
}

beforeEach(() => loadAuthState());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('<App>', () => {
  it('opens on the login page without a session', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
  });

  it('shows a loader while an expired session is renewed, then the page', async () => {
    storeSession(Date.now() - 1000);
    window.history.replaceState(null, '', '/dashboard');
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    render(<App />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer(
      new Response(
        JSON.stringify({
          jwtAccessToken: 'new',
          idToken: 'i2',
          refreshToken: 'r2',
          expiresIn: 300,
          userName: 'asha',
          organizationName: 'acme',
        }),
        { status: 200 },
      ),
    );
    expect(await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!).refreshToken).toBe('r2');
  });

  it('sends a visitor whose session has ended to /login', async () => {
    storeSession(Date.now() - 1000);
    window.history.replaceState(null, '', '/dashboard');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 401, code: 'auth.sessionEnded', message: 'ended' }), { status: 401 })),
    );
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
