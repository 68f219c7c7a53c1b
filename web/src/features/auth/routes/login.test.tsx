import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import LoginRoute from '@/features/auth/routes/login';
import { CURRENT_USER_KEY, getAuthState, ID_TOKEN_KEY, loadAuthState } from '@/lib/auth';
import i18n from '@/lib/i18n';

function sessionUser(over: Record<string, unknown> = {}) {
  return {
    jwtAccessToken: 'access',
    idToken: 'id',
    refreshToken: 'refresh',
    expiresIn: 300,
    userName: 'asha',
    organizationName: 'acme',
    uiPrivileges: ['CONFIGURATION'],
    platformAdmin: false,
    rememberMe: false,
    ...over,
  };
}

function stubLogin(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderLogin(at = '/login') {
  const client = new QueryClient();
  client.setQueryData(['left', 'over'], { from: 'an earlier session' });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginRoute },
      { path: '/', Component: LoginRoute },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/OrgSelectpage', element: <p>organisation page</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

async function signInWith(user: string, password: string) {
  if (user) await userEvent.type(screen.getByLabelText('User name'), user);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => loadAuthState({ ready: true }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('signs in, stores the user, clears old query data and goes to the dashboard', async () => {
    const fetch = stubLogin(200, sessionUser());
    const { router, client } = renderLogin();
    await signInWith('asha', 'secret');

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/authgateway/login');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'asha', password: 'secret' });
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!)).toMatchObject({ userName: 'asha', jwtAccessToken: 'access' });
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBe('id');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(getAuthState().status).toBe('loggedIn');
  });

  it('sends a platform administrator to the organisation choice', async () => {
    stubLogin(200, sessionUser({ platformAdmin: true }));
    const { router } = renderLogin();
    await signInWith('root', 'secret');
    expect(await screen.findByText('organisation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OrgSelectpage');
  });

  it("shows the server's message on failure and stays", async () => {
    stubLogin(401, { status: 401, code: 'auth.badCredentials', message: 'Invalid user name or password' });
    const { router } = renderLogin();
    await signInWith('asha', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user name or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'idle', error: 'Invalid user name or password' });
  });

  it('shows the message of too many attempts', async () => {
    stubLogin(429, { status: 429, code: 'auth.tooManyAttempts', message: 'Too many attempts, try again later' });
    renderLogin();
    await signInWith('asha', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
  });

  it('clears the message when the user edits the form', async () => {
    stubLogin(401, { status: 401, code: 'auth.badCredentials', message: 'Invalid user name or password' });
    renderLogin();
    await signInWith('asha', 'wrong');
    await screen.findByRole('alert');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = stubLogin(200, sessionUser());
    renderLogin();
    await signInWith('', '');
    expect(await screen.findByText('Please enter your user name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  // The provider's callback comes back with ?oidcError=<key> (docs/identity.md); issue 27 added three.
  it.each([
    [
      'identity.tooManyAttempts',
      'Too many sign-in attempts from this address; wait a minute and try again.',
      'Trop de tentatives de connexion depuis cette adresse ; patientez une minute et réessayez.',
    ],
    [
      'identity.outranks',
      'Your identity provider may not sign you in to this account: it holds more rights than the administrator who configured the provider. Ask an administrator.',
      "Votre fournisseur d'identité ne peut pas vous connecter à ce compte : il a plus de droits que l'administrateur qui a configuré le fournisseur. Adressez-vous à un administrateur.",
    ],
    [
      'identity.tokenReplayed',
      'This identity provider token was already used; sign in again.',
      "Ce jeton du fournisseur d'identité a déjà servi ; connectez-vous à nouveau.",
    ],
  ])('shows the provider sign-in failure %s in English and French', async (key, en, fr) => {
    stubLogin(404, { status: 404, code: 'notFound', message: 'no provider' });
    const first = renderLogin(`/login?oidcError=${key}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(en);
    expect(first.router.state.location.search).toBe('');
    cleanup();
    first.client.clear();
    await act(() => i18n.changeLanguage('fr'));
    try {
      loadAuthState({ ready: true });
      renderLogin(`/login?oidcError=${key}`);
      expect(await screen.findByText(fr)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
