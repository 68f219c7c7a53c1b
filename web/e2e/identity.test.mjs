// Sign-in through the organisation's identity provider (issue 17,
// docs/identity.md) as a user meets it: a real OpenID Connect provider runs
// beside the server (zitadel/oidc's, internal/identity/testprovider, built
// by the harness); an administrator configures it for the organisation in
// the console; the login page at /login?org= offers "Sign in with <provider>",
// the provider's own login page signs the user in, and the console opens on
// the dashboard as the linked ChillWatch user. Signing out ends the
// provider's session too (its end-session endpoint, back to /login). A
// provider account that matches no ChillWatch user is refused with the
// clear message.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, freePort, launchBrowser, screenshot, startOIDCProvider, startServer } from './harness.mjs';
import { field, settle, ui } from './ui.mjs';

let srv;
let idp;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const prov = '/authgateway/provisioningService';
const orgName = 'GokulIdp';
const providerName = 'Gokul Keycloak';
const clientSecret = 'e2e-client-secret-0123456789';

async function call(method, path, token, body) {
  const r = await fetch(srv.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: await r.json().catch(() => null) };
}

before(async () => {
  // The provider must know the server's callback before either starts, so
  // the server's port is chosen first and is also its public URL.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  idp = await startOIDCProvider({
    clientSecret,
    redirectUris: [`${url}/authgateway/oidc/callback`],
    postLogoutUris: [`${url}/login`],
  });
  srv = await startServer({ port, env: { CHILLWATCH_PUBLIC_URL: url, CHILLWATCH_OIDC_ALLOW_HTTP: 'true' } });
  browser = await launchBrowser();
  const admin = (await call('POST', '/authgateway/login', '', { username: 'admin', password: adminPassword })).body.jwtAccessToken;
  const org = {
    orgType: 'dairy_cooperative', orgName, orgDisplayName: 'Gokul Dairy (SSO)', orgAbbreviatedName: 'GS',
    address: { pinCode: '411001', addressLine1: '1 Milk Road', villageTownCity: 'Pune', district: 'Pune', state: 'Maharashtra', country: 'IN' },
    contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@example.org' },
    isParent: true,
  };
  assert.equal((await call('POST', prov + '/organizations', admin, org)).status, 200);
  // The ChillWatch user the provider's second example account links to (same user name).
  const user = {
    userName: idp.user2, password: 'Secret123', firstName: 'Meera', lastName: 'Joshi', salutation: 'Ms', gender: 'Female',
    emailId: 'meera@example.org', roles: ['Viewer'], mobileNumbers: [{ countryCode: '+91', mobileNumber: '9123456781' }],
    organizationName: orgName, alertsLanguage: 'en',
  };
  assert.equal((await call('POST', prov + '/users', admin, user)).status, 200);
});

after(async () => {
  await browser?.close();
  await srv?.stop();
  await idp?.stop();
});

test('an administrator configures the organisation\'s identity provider in the console', async () => {
  const page = await newPage();
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, `/configuration/identity-provider?orgName=${orgName}`);
  await page.getByRole('heading', { name: `Identity provider of ${orgName}` }).waitFor();
  await page.getByText(`${srv.url}/authgateway/oidc/callback`).waitFor(); // the redirect URI to register
  await field(page, 'Name on the login page').fill(providerName);
  await field(page, 'Issuer URL').fill(idp.issuer);
  await field(page, 'Client ID').fill('chillwatch');
  await field(page, 'Client secret').fill(clientSecret);
  assert.equal(await field(page, 'User name claim').inputValue(), 'preferred_username');
  await screenshot(page, 'provider-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved.').waitFor();
  await screenshot(page, 'provider-saved');
  // The secret is kept, never shown again.
  const admin = (await call('POST', '/authgateway/login', '', { username: 'admin', password: adminPassword })).body.jwtAccessToken;
  const saved = await call('GET', `/authgateway/identityProvider?orgName=${orgName}`, admin);
  assert.equal(saved.status, 200);
  assert.equal(saved.body.clientSecretSet, true);
  assert.equal(saved.body.enabled, true);
  assert.doesNotMatch(JSON.stringify(saved.body), new RegExp(clientSecret));
  assert.deepEqual(page.errors, []);
});

test('a user signs in through the provider\'s page, lands on the dashboard, and signing out ends the provider\'s session', async () => {
  const page = await newPage();
  await visit(page, `/login?org=${orgName}`, 'login-with-provider');
  const button = page.getByRole('link', { name: `Sign in with ${providerName}` }).or(page.getByRole('button', { name: `Sign in with ${providerName}` }));
  await button.click();
  // The provider's own login page (another origin: the issuer).
  await page.waitForURL(`${idp.issuer}/login/**`);
  await page.getByLabel('Username:').fill(idp.user2);
  await page.getByLabel('Password:').fill(idp.password);
  await page.waitForLoadState('load');
  await screenshot(page, 'provider-login-page');
  await page.getByRole('button', { name: 'Login' }).click();
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
    (r) => r.isNavigationRequest() && r.url().startsWith(`${srv.url}/login`) && (r.redirectedFrom()?.url() ?? '').startsWith(`${idp.issuer}/end_session`),
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const returned = await back;
  await returned.response();
  await page.waitForURL(`${srv.url}/login**`);
  await settle(page);
  let ended = [];
  for (let i = 0; i < 50 && ended.length === 0; i++) {
    ended = idp.requests().slice(before).filter((r) => r.path === '/end_session');
    if (ended.length === 0) await page.waitForTimeout(100);
  }
  assert.equal(ended.length, 1, `the provider's end-session endpoint was called once: ${JSON.stringify(idp.requests().slice(before))}`);
  assert.ok(ended[0].params.includes('id_token_hint'), 'with the id token hint');
  assert.equal(ended[0].postLogoutRedirectUri, `${srv.url}/login`);
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
  await page.getByRole('link', { name: `Sign in with ${providerName}` }).or(page.getByRole('button', { name: `Sign in with ${providerName}` })).click();
  await page.waitForURL(`${idp.issuer}/login/**`);
  await page.getByLabel('Username:').fill(idp.user1); // no ChillWatch user has this name or e-mail
  await page.getByLabel('Password:').fill(idp.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${srv.url}/login**`);
  await settle(page);
  await page.getByText('No ChillWatch user of this organisation matches your account at the identity provider. Ask your administrator to create it.').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('currentUser')), null);
  assert.doesNotMatch(page.url(), /oidcCode/);
  await screenshot(page, 'provider-user-refused');
  assert.deepEqual(page.errors, []);
});
