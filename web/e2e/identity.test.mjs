// Sign-in through the organisation's identity provider (issues 17 and 27,
// docs/identity.md) as a user meets it: an administrator registers a
// provider from the screen exactly as it tells them, and a user signs in
// through it, in English and in French. A real OpenID Connect provider
// (zitadel/oidc's, internal/identity/testprovider, built by the harness) is
// started only once the administrator has read, on the screen, the redirect
// and post-logout URIs to register, and with exactly those. The
// administrator then saves the provider's settings (the server reads its
// discovery document); the login page at /login?org= offers "Sign in with
// <provider>", the provider's own login page signs the user in (the flow is
// bound to the browser by the HttpOnly Secure SameSite=Lax cookie
// cw_oidc_browser, which Chromium keeps on http://127.0.0.1), and the
// console opens on the dashboard as the linked ChillWatch user: by user name
// in English, by verified e-mail (linkByEmail) in French. Signing out ends
// the provider's session too (its end-session endpoint, back to /login). A
// provider account that matches no ChillWatch user is refused with the
// clear message; an issuer the server cannot reach is refused at save,
// under the issuer field.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, freePort, launchBrowser, screenshot, startOIDCProvider, startServer } from './harness.mjs';
import { field, openFromMenu, settle, toFrench, ui } from './ui.mjs';

let srv;
const idps = [];
let idp; // the English organisation's provider
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const prov = '/authgateway/provisioningService';
const orgName = 'GokulIdp';
const providerName = 'Gokul Keycloak';
const clientSecret = 'e2e-client-secret-0123456789';
const orgFr = 'AmulIdpFr';
const providerFr = 'Amul Keycloak';
const clientSecretFr = 'e2e-client-secret-fr-9876543210';
// The French organisation's user: another user name than the provider
// account's, and its verified e-mail (the example account test-user2's).
const userFr = { userName: 'claire.martin', emailId: 'test-user2@zitadel.ch', firstName: 'Claire', lastName: 'Martin' };

async function call(method, path, token, body) {
  const r = await fetch(srv.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: await r.json().catch(() => null) };
}

const adminToken = async () =>
  (await call('POST', '/authgateway/login', '', { username: 'admin', password: adminPassword })).body.jwtAccessToken;

function organisation(name, display, abbreviation) {
  return {
    orgType: 'dairy_cooperative',
    orgName: name,
    orgDisplayName: display,
    orgAbbreviatedName: abbreviation,
    address: {
      pinCode: '411001',
      addressLine1: '1 Milk Road',
      villageTownCity: 'Pune',
      district: 'Pune',
      state: 'Maharashtra',
      country: 'IN',
    },
    contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@example.org' },
    isParent: true,
  };
}

function member(org, over) {
  return {
    password: 'Secret123',
    salutation: 'Ms',
    gender: 'Female',
    roles: ['Viewer'],
    mobileNumbers: [{ countryCode: '+91', mobileNumber: '9123456781' }],
    organizationName: org,
    alertsLanguage: 'en',
    ...over,
  };
}

before(async () => {
  // The public URL is the server's own address; the provider is started
  // later, with the URIs the screen shows.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  srv = await startServer({
    port,
    env: { CHILLWATCH_PUBLIC_URL: url, CHILLWATCH_OIDC_ALLOW_HTTP: 'true', CHILLWATCH_OIDC_ALLOW_PRIVATE: 'true' },
  });
  browser = await launchBrowser();
  const admin = await adminToken();
  assert.equal((await call('POST', `${prov}/organizations`, admin, organisation(orgName, 'Gokul Dairy (SSO)', 'GS'))).status, 200);
  assert.equal((await call('POST', `${prov}/organizations`, admin, organisation(orgFr, 'Amul Laiterie (SSO)', 'AF'))).status, 200);
  // The ChillWatch user the provider's second example account links to by user name.
  const meera = member(orgName, { userName: 'test-user2', firstName: 'Meera', lastName: 'Joshi', emailId: 'meera@example.org' });
  assert.equal((await call('POST', `${prov}/users`, admin, meera)).status, 200);
  // The French organisation's user, linked by e-mail.
  assert.equal(
    (
      await call(
        'POST',
        `${prov}/users`,
        admin,
        member(orgFr, { ...userFr, alertsLanguage: 'fr', mobileNumbers: [{ countryCode: '+91', mobileNumber: '9123456782' }] }),
      )
    ).status,
    200,
  );
});

after(async () => {
  await browser?.close();
  await srv?.stop();
  for (const p of idps) await p.stop();
});

/** Reads the two addresses the screen tells the administrator to register. */
async function registrationOnScreen(page, redirectLabel, postLogoutLabel) {
  const redirectUri = await field(page, redirectLabel).inputValue();
  const postLogoutUri = await field(page, postLogoutLabel).inputValue();
  assert.equal(await field(page, redirectLabel).getAttribute('readonly'), '', 'read-only');
  return { redirectUri, postLogoutUri };
}

/** Starts a provider whose client is registered exactly as the screen said. */
async function registerAtProvider(secret, shown) {
  const p = await startOIDCProvider({ clientSecret: secret, redirectUris: [shown.redirectUri], postLogoutUris: [shown.postLogoutUri] });
  idps.push(p);
  return p;
}

/** Follows the login page's provider button to the provider's login page and signs in there. */
async function signInAtProvider(page, provider, buttonName, account, shot) {
  await page
    .getByRole('link', { name: buttonName })
    .or(page.getByRole('button', { name: buttonName }))
    .click();
  await page.waitForURL(`${provider.issuer}/login/**`);
  // The flow is bound to this browser by an HttpOnly, Secure cookie, which
  // Chromium keeps on http://127.0.0.1 (a loopback address is a secure context).
  // (All the context's cookies: Playwright's cookies(url) leaves Secure ones
  // out for an http:// URL other than localhost, although Chromium keeps them.)
  const cookies = await page.context().cookies();
  const key = cookies.find((c) => c.name === 'cw_oidc_browser' && c.domain === new URL(srv.url).hostname);
  assert.ok(key, `the browser kept the sign-in cookie: ${JSON.stringify(cookies.map((c) => c.name))}`);
  assert.equal(key.httpOnly, true);
  assert.equal(key.secure, true);
  assert.equal(key.sameSite, 'Lax');
  assert.equal(key.path, '/authgateway');
  await page.getByLabel('Username:').fill(account);
  await page.getByLabel('Password:').fill(provider.password);
  await page.waitForLoadState('load');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an administrator registers a provider exactly as the screen tells them, and saves it (1440 px, English)', async () => {
  const page = await newPage(1440);
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  // The menu entry opens the screen for an administrator (ALL_PRIVILEGE).
  await visit(page, '/dashboard');
  await openFromMenu(page, 'Configuration', 'Identity provider', '**/configuration/identity-provider**');
  await visit(page, `/configuration/identity-provider?orgName=${orgName}`);
  await page.getByRole('heading', { name: `Identity provider of ${orgName}` }).waitFor();
  const shown = await registrationOnScreen(page, 'Redirect URI', 'Post-logout redirect URI');
  assert.deepEqual(shown, { redirectUri: `${srv.url}/authgateway/oidc/callback`, postLogoutUri: `${srv.url}/login` });
  assert.equal(await page.getByText('CHILLWATCH_PUBLIC_URL is not set').count(), 0, 'the public URL is set: no warning');
  idp = await registerAtProvider(clientSecret, shown);

  await field(page, 'Name on the login page').fill(providerName);
  await field(page, 'Issuer URL').fill(idp.issuer);
  await field(page, 'Client ID').fill('chillwatch');
  await field(page, 'Client secret').fill(clientSecret);
  assert.equal(await field(page, 'User name claim').inputValue(), 'preferred_username');
  assert.equal(await page.getByRole('checkbox', { name: 'Link a first sign-in by e-mail' }).isChecked(), false, 'off by default');
  await screenshot(page, 'provider-settings-1440');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved.').waitFor();
  await page.getByText('The provider signs users in with the authority of admin').waitFor();
  await screenshot(page, 'provider-saved-1440');
  // The server read the provider's discovery document while saving.
  assert.ok(
    idp.requests().some((r) => r.path === '/.well-known/openid-configuration'),
    'discovery was fetched at save',
  );
  // The secret is kept, never shown again.
  const saved = await call('GET', `/authgateway/identityProvider?orgName=${orgName}`, await adminToken());
  assert.equal(saved.status, 200);
  assert.equal(saved.body.clientSecretSet, true);
  assert.equal(saved.body.enabled, true);
  assert.equal(saved.body.linkByEmail, false);
  assert.equal(saved.body.configuredBy, 'admin');
  assert.doesNotMatch(JSON.stringify(saved.body), new RegExp(clientSecret));
  assert.deepEqual(page.errors, []);
});

test("a user signs in through the provider's page, lands on the dashboard, and signing out ends the provider's session", async () => {
  const page = await newPage();
  await visit(page, `/login?org=${orgName}`, 'login-with-provider');
  await signInAtProvider(page, idp, `Sign in with ${providerName}`, idp.user2, 'provider-login-page');
  await page.waitForURL(`${srv.url}/dashboard**`);
  await settle(page);
  // Signed in as the linked ChillWatch user, with our own session.
  await page.getByRole('button', { name: 'User menu' }).getByText('Meera Joshi').waitFor();
  const current = JSON.parse(await page.evaluate(() => localStorage.getItem('currentUser')));
  assert.equal(current.userName, idp.user2);
  assert.equal(current.organizationName, orgName);
  assert.ok(current.jwtAccessToken, 'our access token');
  const me = await call('GET', `${prov}/users/userDetails?userName=${idp.user2}`, current.jwtAccessToken);
  assert.equal(me.status, 200, 'the session works against the API');
  await screenshot(page, 'dashboard-after-provider-sign-in');

  // Sign-out: our session ends, then the browser goes through the
  // provider's end-session endpoint, which sends it back to /login.
  const before = idp.requests().length;
  const back = page.waitForRequest(
    (r) =>
      r.isNavigationRequest() &&
      r.url().startsWith(`${srv.url}/login`) &&
      (r.redirectedFrom()?.url() ?? '').startsWith(`${idp.issuer}/end_session`),
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const returned = await back;
  await returned.response();
  await page.waitForURL(`${srv.url}/login**`);
  await settle(page);
  let ended = [];
  for (let i = 0; i < 50 && ended.length === 0; i++) {
    ended = idp
      .requests()
      .slice(before)
      .filter((r) => r.path === '/end_session');
    if (ended.length === 0) await page.waitForTimeout(100);
  }
  assert.equal(ended.length, 1, `the provider's end-session endpoint was called once: ${JSON.stringify(idp.requests().slice(before))}`);
  assert.ok(ended[0].params.includes('id_token_hint'), 'with the id token hint');
  assert.equal(ended[0].postLogoutRedirectUri, `${srv.url}/login`, 'the post-logout URI the screen showed');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('currentUser')), null);
  // Our session is over: the old access token no longer works.
  assert.equal((await call('GET', `${prov}/users/userDetails?userName=${idp.user2}`, current.jwtAccessToken)).status, 401);
  await screenshot(page, 'login-after-sign-out');
  assert.deepEqual(page.errors, []);
});

test('a provider account that matches no ChillWatch user is refused with a clear message', async () => {
  const page = await newPage();
  await visit(page, `/login?org=${orgName}`);
  await signInAtProvider(page, idp, `Sign in with ${providerName}`, idp.user1); // no ChillWatch user has this name or e-mail
  await page.waitForURL(`${srv.url}/login**`);
  await settle(page);
  await page
    .getByText(
      'No ChillWatch user of this organisation matches your account at the identity provider. Ask your administrator to create it.',
    )
    .waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('currentUser')), null);
  assert.doesNotMatch(page.url(), /oidcCode/);
  await screenshot(page, 'provider-user-refused');
  assert.deepEqual(page.errors, []);
});

test("en français : l'administrateur enregistre un fournisseur comme l'écran l'indique (390 px), et une utilisatrice liée par e-mail se connecte", async () => {
  const page = await newPage(390);
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, '/dashboard');
  await toFrench(page);
  await settle(page);
  await visit(page, `/configuration/identity-provider?orgName=${orgFr}`);
  await page.getByRole('heading', { name: `Fournisseur d'identité de ${orgFr}` }).waitFor();
  await page.getByRole('heading', { name: 'Adresses à enregistrer chez le fournisseur' }).waitFor();
  const shown = await registrationOnScreen(page, 'URI de redirection', 'URI de redirection après déconnexion');
  assert.deepEqual(shown, { redirectUri: `${srv.url}/authgateway/oidc/callback`, postLogoutUri: `${srv.url}/login` });
  const idpFr = await registerAtProvider(clientSecretFr, shown);

  await field(page, 'Nom sur la page de connexion').fill(providerFr);
  await field(page, "URL de l'émetteur").fill(idpFr.issuer);
  await field(page, 'Identifiant client').fill('chillwatch');
  await field(page, 'Secret client').fill(clientSecretFr);
  await page.getByRole('checkbox', { name: 'Lier une première connexion par e-mail' }).check();
  await screenshot(page, 'provider-settings-390-fr');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Enregistré.').waitFor();
  await screenshot(page, 'provider-saved-390-fr');
  const saved = await call('GET', `/authgateway/identityProvider?orgName=${orgFr}`, await adminToken());
  assert.equal(saved.body.linkByEmail, true);
  assert.deepEqual(page.errors, []);

  // The user, in French: the provider account test-user2 has no ChillWatch
  // user of this name here; its verified e-mail is Claire's.
  const user = await newPage(390);
  await visit(user, `/login?org=${orgFr}`);
  await user.evaluate(() => localStorage.setItem('language', 'fr'));
  await user.reload();
  await settle(user);
  await screenshot(user, 'login-with-provider-fr');
  await signInAtProvider(user, idpFr, `Se connecter avec ${providerFr}`, idpFr.user2);
  await user.waitForURL(`${srv.url}/dashboard**`);
  await settle(user);
  assert.equal(await user.evaluate(() => document.documentElement.lang), 'fr');
  await user.getByRole('button', { name: 'Menu utilisateur' }).waitFor();
  const current = JSON.parse(await user.evaluate(() => localStorage.getItem('currentUser')));
  assert.equal(current.userName, userFr.userName, 'linked by e-mail');
  assert.equal(current.organizationName, orgFr);
  await screenshot(user, 'dashboard-after-provider-sign-in-fr');
  assert.deepEqual(user.errors, []);
});

test('an issuer the server cannot reach is refused under the issuer field, and nothing is saved', async () => {
  const page = await newPage(1440);
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, `/configuration/identity-provider?orgName=${orgName}`);
  const issuer = field(page, 'Issuer URL');
  for (let i = 0; i < 100 && (await issuer.inputValue()) !== idp.issuer; i++) await page.waitForTimeout(100); // the stored settings are in
  assert.equal(await issuer.inputValue(), idp.issuer);
  await issuer.fill('http://127.0.0.1:1');
  await page.getByRole('button', { name: 'Save' }).click();
  const message = page.getByText(/^The provider's discovery document could not be read at http:\/\/127\.0\.0\.1:1\//);
  await message.waitFor();
  // Under the issuer field: its description, and the field marked invalid.
  assert.equal(await issuer.getAttribute('aria-invalid'), 'true');
  assert.match(
    await issuer.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby'))?.textContent ?? ''),
    /could not be read at http:\/\/127\.0\.0\.1:1\//,
  );
  assert.equal(await page.getByText('Saved.').count(), 0);
  await screenshot(page, 'provider-issuer-unreachable');
  const kept = await call('GET', `/authgateway/identityProvider?orgName=${orgName}`, await adminToken());
  assert.equal(kept.body.issuer, idp.issuer, 'the stored provider is unchanged');
  assert.deepEqual(page.errors, []);
});
