// Security as users meet it (issue 11): the console runs under its strict
// Content-Security-Policy (ui.mjs turns every violation into a page error),
// administrators read the audit log from the menu at every width and in
// French, and nobody else can open it, from the menu or a typed URL.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, launchBrowser, screenshot, startServer } from './harness.mjs';
import { openFromMenu, settle, toFrench, ui } from './ui.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const prov = '/authgateway/provisioningService';

async function call(method, path, token, body) {
  const r = await fetch(srv.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, headers: r.headers, body: await r.json().catch(() => null) };
}

before(async () => {
  srv = await startServer();
  browser = await launchBrowser();
  const admin = (await call('POST', '/authgateway/login', '', { username: 'admin', password: adminPassword })).body.jwtAccessToken;
  const org = {
    orgType: 'dairy_cooperative',
    orgName: 'AuditDairy',
    orgDisplayName: 'Audit Dairy',
    orgAbbreviatedName: 'AD',
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
  assert.equal((await call('POST', `${prov}/organizations`, admin, org)).status, 200);
  const viewer = {
    userName: 'audit.viewer',
    password: 'Secret123',
    firstName: 'Ravi',
    lastName: 'Kumar',
    salutation: 'Mr',
    gender: 'Male',
    emailId: 'ravi@example.org',
    roles: ['Viewer'],
    mobileNumbers: [{ countryCode: '+91', mobileNumber: '9123456780' }],
    organizationName: 'AuditDairy',
    alertsLanguage: 'en',
  };
  assert.equal((await call('POST', `${prov}/users`, admin, viewer)).status, 200);
  // A failed sign-in and a refusal for the log to show.
  assert.equal((await call('POST', '/authgateway/login', '', { username: 'audit.viewer', password: 'not-it' })).status, 401);
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

test('the console is served under a strict CSP with a fresh nonce', async () => {
  const a = await fetch(`${srv.url}/dashboard`);
  const b = await fetch(`${srv.url}/login`);
  const csp = a.headers.get('content-security-policy');
  assert.match(csp, /script-src 'self';/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
  assert.notEqual(csp, b.headers.get('content-security-policy'), 'each load has its own nonce');
  assert.equal(a.headers.get('x-frame-options'), 'DENY');
  assert.equal(a.headers.get('referrer-policy'), 'same-origin');
  const html = await a.text();
  assert.doesNotMatch(html, /__CSP_NONCE__/);
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
});

for (const [width, lang] of [
  [1440, 'en'],
  [1366, 'en'],
  [390, 'en'],
  [1440, 'fr'],
]) {
  test(`an administrator reads the audit log (${width} px, ${lang})`, async () => {
    const page = await newPage(width);
    await signIn(page, 'admin', adminPassword);
    await page.waitForURL('**/OrgSelectpage');
    if (lang === 'fr') {
      await visit(page, '/dashboard');
      await toFrench(page);
      await settle(page);
    }
    const title = lang === 'fr' ? "Journal d'audit" : 'Audit log';
    if (width >= 800) {
      await visit(page, '/dashboard');
      await openFromMenu(page, 'Configuration', title, '**/configuration/audit-log**');
    } else {
      await visit(page, '/configuration/audit-log');
    }
    await settle(page);
    const grid = page.getByRole('grid').first();
    // The failed sign-in of a customer's user reaches the platform's log, named.
    const failed = grid
      .getByRole('row')
      .filter({ hasText: 'audit.viewer' })
      .filter({ hasText: lang === 'fr' ? 'Échec de connexion' : 'Failed sign-in' });
    if (width >= 800) await failed.first().waitFor();
    await grid.getByText('audit.viewer').first().waitFor();
    await screenshot(page, `audit-log-${width}-${lang}`);
    await grid
      .getByText(/audit\.viewer/)
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400); // the dialog's fade
    await screenshot(page, `audit-entry-${width}-${lang}`);
    assert.deepEqual(page.errors, []);
  });
}

test('a user without ALL_PRIVILEGE has no audit log, from the menu or a typed URL', async () => {
  const page = await newPage();
  await signIn(page, 'audit.viewer', 'Secret123');
  await page.waitForURL('**/dashboard');
  assert.equal(await page.getByRole('navigation').getByText('Audit log', { exact: true }).count(), 0);
  await visit(page, '/configuration/audit-log');
  await page.waitForURL('**/403');
  await screenshot(page, 'audit-log-forbidden');
  assert.deepEqual(page.errors, []);
});

test('the API docs page renders under its own CSP', async () => {
  const page = await newPage();
  await page.goto(`${srv.url}/api/docs`);
  await page.getByText('/authgateway/login').first().waitFor();
  await screenshot(page, 'api-docs');
  assert.deepEqual(page.errors, []);
});
