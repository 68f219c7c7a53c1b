import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IdentityProviderRoute from '@/features/identity/routes/identity-provider';
import i18n from '@/lib/i18n';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { selectOrganization } from '@/lib/auth';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 5000 });

const PROVIDER = '/authgateway/identityProvider';
const REGISTRATION = '/authgateway/oidc/registration';
const PATH = '/configuration/identity-provider';

const registration = {
  redirectUri: 'https://cw.gokul.example/authgateway/oidc/callback',
  postLogoutRedirectUri: 'https://cw.gokul.example/login',
  publicUrlSet: true,
};

const stored = {
  orgName: 'Gokul',
  displayName: 'Gokul Keycloak',
  issuer: 'https://sso.gokul.example/realms/gokul',
  clientId: 'chillwatch',
  clientSecretSet: true,
  usernameClaim: 'preferred_username',
  roleClaim: '',
  autoCreate: false,
  defaultRole: '',
  linkByEmail: false,
  enabled: true,
  configuredBy: 'asha',
};

const notFound = () => jsonResponse({ status: 404, code: 'notFound', message: 'identity provider not found' }, 404);

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${REGISTRATION}`]: registration,
    [`GET ${PROVIDER}`]: notFound,
    [`PUT ${PROVIDER}`]: (r: StubRequest) => {
      const { clientSecret, ...rest } = r.body as Record<string, unknown>;
      return { ...rest, clientSecretSet: clientSecret !== '', configuredBy: 'asha' };
    },
    ...over,
  });
}

const renderAt = (path = `${PATH}?orgName=Gokul`) => renderRoutes([{ path: PATH, Component: IdentityProviderRoute }], path);

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] }));
afterEach(() => vi.unstubAllGlobals());

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  const fill = async (el: HTMLElement, text: string) => {
    await user.click(el);
    await user.paste(text);
  };
  await fill(screen.getByRole('textbox', { name: /^Name on the login page/ }), 'Gokul Keycloak');
  await fill(screen.getByRole('textbox', { name: /^Issuer URL/ }), 'https://sso.gokul.example/realms/gokul');
  await fill(screen.getByRole('textbox', { name: /^Client ID/ }), 'chillwatch');
  await fill(screen.getByLabelText('Client secret'), 's3cret');
}

describe('the identity provider screen', { timeout: 40_000 }, () => {
  it('shows the addresses to register as the server sends them, read-only and copyable', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const s = server();
    renderAt();
    const redirect = await screen.findByRole('textbox', { name: 'Redirect URI' });
    expect(redirect).toHaveValue(registration.redirectUri);
    expect(redirect).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Post-logout redirect URI' })).toHaveValue(registration.postLogoutRedirectUri);
    // Not the browser's own address: the server's, which CHILLWATCH_PUBLIC_URL decides.
    expect(screen.queryByText(new RegExp(`${globalThis.location.origin}/authgateway/oidc/callback`))).not.toBeInTheDocument();
    expect(screen.queryByText('CHILLWATCH_PUBLIC_URL is not set')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the redirect URI' }));
    expect(writeText).toHaveBeenCalledWith(registration.redirectUri);
    await user.click(screen.getByRole('button', { name: 'Copy the post-logout redirect URI' }));
    expect(writeText).toHaveBeenLastCalledWith(registration.postLogoutRedirectUri);
    expect(s.requests('GET', REGISTRATION)).toHaveLength(1);
    expect(s.requests('GET', PROVIDER)[0].query).toEqual({ orgName: 'Gokul' });
  });

  it('warns that the addresses name localhost when CHILLWATCH_PUBLIC_URL is not set, in English and French', async () => {
    const local = {
      redirectUri: 'http://localhost:8080/authgateway/oidc/callback',
      postLogoutRedirectUri: 'http://localhost:8080/login',
      publicUrlSet: false,
    };
    server({ [`GET ${REGISTRATION}`]: local });
    const first = renderAt();
    const warning = (await screen.findByText('CHILLWATCH_PUBLIC_URL is not set')).closest('[role="alert"]');
    expect(warning).toHaveTextContent(/These addresses name localhost/);
    expect(warning).toHaveTextContent(/The operator must set CHILLWATCH_PUBLIC_URL to the address users reach ChillWatch at/);
    expect(screen.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(local.redirectUri);
    first.unmount();
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderAt();
      expect(await screen.findByText("CHILLWATCH_PUBLIC_URL n'est pas défini")).toBeInTheDocument();
      expect(screen.getByText(/Ces adresses nomment localhost/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'URI de redirection après déconnexion' })).toHaveValue(local.postLogoutRedirectUri);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('without ?orgName= shows the organisation of the top bar (a platform administrator’s chosen one)', async () => {
    signInAs({ organizationName: 'Platform', uiPrivileges: ['ALL_PRIVILEGE'] });
    selectOrganization('Gokul');
    const s = server({ [`GET ${PROVIDER}`]: stored });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'Identity provider of Gokul', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', PROVIDER)[0]?.query).toEqual({ orgName: 'Gokul' }));
  });

  it('shows who configured the provider and sends linkByEmail, without the read-only fields', async () => {
    const user = userEvent.setup();
    const s = server({ [`GET ${PROVIDER}`]: { ...stored, roleMap: { 'cw-admin': 'Administrator' } } });
    renderAt();
    expect(await screen.findByText(/The provider signs users in with the authority of asha/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Issuer URL/ })).toHaveValue(stored.issuer));
    const link = screen.getByRole('checkbox', { name: 'Link a first sign-in by e-mail' });
    expect(link).not.toBeChecked();
    expect(link).toHaveAccessibleDescription(/when the provider says the e-mail is verified/);
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = s.requests('PUT', PROVIDER)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      orgName: 'Gokul',
      issuer: stored.issuer,
      linkByEmail: true,
      enabled: true,
      clientSecret: '',
      roleMap: { 'cw-admin': 'Administrator' },
    });
    expect(body).not.toHaveProperty('configuredBy');
    expect(body).not.toHaveProperty('clientSecretSet');
  });

  it('sends linkByEmail off by default for a new provider', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await screen.findByRole('textbox', { name: 'Redirect URI' });
    expect(screen.queryByText(/signs users in with the authority of/)).not.toBeInTheDocument();
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(s.requests('PUT', PROVIDER)[0].body).toMatchObject({
      displayName: 'Gokul Keycloak',
      clientSecret: 's3cret',
      linkByEmail: false,
      usernameClaim: 'preferred_username',
    });
  });

  it.each([
    [
      'identity.issuer.unreachable',
      "The provider's discovery document could not be read at http://127.0.0.1:1/.well-known/openid-configuration; check the issuer URL and that the server can reach it",
    ],
    [
      'identity.issuer.mismatch',
      "The provider's discovery document names another issuer: https://sso.gokul.example/realms/gokul/. Enter it exactly as the provider states it",
    ],
    [
      'identity.issuer.private',
      'The issuer is on a loopback, private or link-local address (127.0.0.1); the operator must set CHILLWATCH_OIDC_ALLOW_PRIVATE=true to allow it',
    ],
  ])('shows the server’s %s message under the issuer and does not say Saved.', async (code, message) => {
    const user = userEvent.setup();
    server({
      [`PUT ${PROVIDER}`]: jsonResponse(
        { status: 400, code: 'validation', message: 'validation failed', errors: [{ field: 'issuer', code, message }] },
        400,
      ),
    });
    renderAt();
    await screen.findByRole('textbox', { name: 'Redirect URI' });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const issuer = screen.getByRole('textbox', { name: /^Issuer URL/ });
    await waitFor(() => expect(issuer).toHaveAccessibleDescription(message));
    expect(issuer).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    // The message is said once, under its field, not again above the form.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('clears an earlier Saved. when the next save is refused', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server({
      [`GET ${PROVIDER}`]: stored,
      [`PUT ${PROVIDER}`]: (r: StubRequest) =>
        ++calls === 1
          ? { ...(r.body as object), clientSecretSet: true, configuredBy: 'asha' }
          : jsonResponse(
              {
                status: 400,
                code: 'validation',
                message: 'x',
                errors: [{ field: 'issuer', code: 'identity.issuer.unreachable', message: 'cannot be read' }],
              },
              400,
            ),
    });
    renderAt();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Issuer URL/ })).toHaveValue(stored.issuer));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('cannot be read')).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('says clearly that a sub-organisation’s administrator may not configure the provider (403)', async () => {
    const user = userEvent.setup();
    const message = 'Only an administrator of the top organisation (ALL_PRIVILEGE) may configure its identity provider';
    server({ [`PUT ${PROVIDER}`]: jsonResponse({ status: 403, code: 'identity.provider.notAdministrator', message }, 403) });
    const { router } = renderAt(`${PATH}?orgName=GokulPune`);
    await screen.findByRole('textbox', { name: 'Redirect URI' });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText("You may not configure this organisation's identity provider.")).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH); // stays on the form, not the /403 page
  });

  it('says so when the settings cannot be read (403)', async () => {
    server({
      [`GET ${PROVIDER}`]: jsonResponse({ status: 403, code: 'forbidden', message: 'You do not hold ALL_PRIVILEGE' }, 403),
      [`GET ${REGISTRATION}`]: jsonResponse({ status: 403, code: 'forbidden', message: 'You do not hold ALL_PRIVILEGE' }, 403),
    });
    renderAt();
    await waitFor(() => expect(screen.getAllByText("You may not configure this organisation's identity provider.")).toHaveLength(2));
    expect(screen.getAllByText('You do not hold ALL_PRIVILEGE')).toHaveLength(2);
  });
});
