// The console's end-to-end suite (issue 3): the real binary on a fresh
// database, driven in Debian's chromium. Scenarios run in order and share
// the data they create. Every screen visited is saved as a screenshot.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, launchBrowser, screenshot, startServer } from './harness.mjs';

let srv;
let browser;

before(async () => {
  srv = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

const org = { name: 'GokulDairy', display: 'Gokul Dairy Union' };
const sub = { name: 'KothrudCC', display: 'Kothrud Chilling Centre' };
const role = { name: 'Centre clerk' };
const user = { name: 'meera.s', password: 'Secret123', newPassword: 'Fresh4567' };

/** A new page at desktop size that fails the test on any page error. */
async function newPage(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.errors = errors;
  return page;
}

async function visit(page, path, shot) {
  await page.goto(srv.url + path);
  await page.waitForLoadState('networkidle');
  if (shot) await screenshot(page, shot);
}

async function signIn(page, name, password) {
  await visit(page, '/login', 'login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a select (MUI) by its label and picks the option. */
async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('1. an administrator creates an organisation, a sub-organisation, a role and a user', async () => {
  const page = await newPage();
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await screenshot(page, 'org-select');

  await visit(page, '/configuration/organization', 'organization-form');
  await choose(page, 'Organization type', 'Dairy Cooperative Society');
  await page.getByLabel('Organization name', { exact: true }).fill(org.name);
  await page.getByLabel('Display name', { exact: true }).fill(org.display);
  await page.getByLabel('Pin code').fill('411001');
  await page.getByLabel('Address line 1').fill('12 Milk Road');
  await page.getByLabel('Village / Town / City').fill('Pune');
  await choose(page, 'Country', 'India');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await page.getByLabel('Contact person name').fill('Asha Patil');
  await choose(page, 'Country code', 'India (+91)');
  await page.getByLabel('Contact number').fill('9876543210');
  await page.getByLabel('Email').fill('asha@gokul.example');
  await screenshot(page, 'organization-form-filled');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**/organization/profile/${org.name}`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'organization-profile');
  assert.ok(await page.getByText(org.display).first().isVisible());

  await visit(page, `/configuration/suborganizationprofile?parent=${org.name}`, 'sub-organization-form');
  await choose(page, 'Organization type', 'Chilling Center');
  await page.getByLabel('Organization name', { exact: true }).fill(sub.name);
  await page.getByLabel('Display name', { exact: true }).fill(sub.display);
  await page.getByLabel('Pin code').fill('411038');
  await page.getByLabel('Address line 1').fill('Kothrud');
  await page.getByLabel('Village / Town / City').fill('Pune');
  await choose(page, 'Country', 'India');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await page.getByLabel('Contact person name').fill('Ravi Kumar');
  await choose(page, 'Country code', 'India (+91)');
  await page.getByLabel('Contact number').fill('9123456780');
  await page.getByLabel('Email').fill('ravi@gokul.example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**/organization/profile/${sub.name}`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'sub-organization-profile');

  await visit(page, `/configuration/SuborganizationList/${org.name}`, 'sub-organization-list');
  assert.ok(await page.getByText(sub.name).first().isVisible());
  await visit(page, `/org-suborg-tree/${org.name}`, 'organization-tree');

  // The role is made in the new organisation: choose it first.
  await visit(page, '/OrgSelectpage');
  await choose(page, 'Choose Organization', org.display);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  await screenshot(page, 'dashboard-admin');

  await visit(page, '/configuration/role', 'role-form');
  await page.getByLabel('Role name').fill(role.name);
  await page.getByLabel('Description').fill('Keeps the centre users');
  await page.getByLabel('Privileges').click();
  for (const p of ['CONFIGURATION', 'USER_CONFIGURATION', 'LIVE_TILE']) {
    await page.getByRole('option', { name: new RegExp(`^${p}\\b`) }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/configuration/rolelist**');
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'role-list');
  assert.ok(await page.getByText(role.name).first().isVisible());

  await visit(page, '/configuration/user', 'user-form');
  await choose(page, 'Salutation', 'Ms');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Shinde');
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('User name').fill(user.name);
  await page.getByLabel('Email').fill('meera@gokul.example');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await choose(page, 'Country code', 'India (+91)');
  await page.getByLabel('Mobile number').fill('9988776655');
  await choose(page, 'Organization', org.display);
  await choose(page, 'Sub-organization', sub.display);
  await choose(page, 'Role', role.name);
  await choose(page, 'Alerts language', 'English');
  await screenshot(page, 'user-form-filled');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/profile/success');
  await screenshot(page, 'user-created');

  await visit(page, '/configuration/userlist?page=0&paging=&size=1000', 'user-list');
  assert.ok(await page.getByText(user.name).first().isVisible());
  assert.deepEqual(page.errors, []);
});

test('2. the new user sees only the menu entries their privileges allow', async () => {
  const page = await newPage();
  await signIn(page, user.name, user.password);
  await page.waitForURL('**/dashboard');
  const nav = page.getByRole('navigation');
  await nav.getByText('Configuration').click();
  await screenshot(page, 'dashboard-user-menu');
  for (const allowed of ['Home', 'Monitoring', 'Configuration', 'User', 'Create User', 'FAQ']) {
    assert.ok(await nav.getByText(allowed, { exact: true }).first().isVisible(), `${allowed} is shown`);
  }
  for (const hidden of ['Organisation', 'Create Sub Org', 'Site', 'Role', 'Create Role', 'Checklist Template', 'Preventive Maintenance', 'Reports']) {
    assert.equal(await nav.getByText(hidden, { exact: true }).count(), 0, `${hidden} is hidden`);
  }
  await visit(page, '/configuration/organizationlist', 'user-organizations');
  assert.deepEqual(page.errors, []);
});

test('3. the user changes their password and is sent back to /login', async () => {
  const page = await newPage();
  await signIn(page, user.name, user.password);
  await page.waitForURL('**/dashboard');
  await visit(page, '/changePassword', 'change-password');
  await page.getByLabel('Old password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(user.newPassword);
  await page.getByLabel('Confirm password').fill(user.newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Successfully Updated. Please Login Again!!').waitFor();
  await screenshot(page, 'password-changed');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/login');
  await signIn(page, user.name, user.newPassword);
  await page.waitForURL('**/dashboard');
});

test('4. the language switch shows French', async () => {
  const page = await newPage();
  await signIn(page, user.name, user.newPassword);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'FR' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation').getByText('Accueil').waitFor();
  await screenshot(page, 'dashboard-french');
  await visit(page, '/profile', 'profile-french');
  await visit(page, '/login');
  assert.ok(await page.getByText('Connexion').first().isVisible());
});

test('5. a page past the end goes to /404', async () => {
  const page = await newPage();
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, '/configuration/organizationlist?page=7&size=10');
  await page.waitForURL('**/404');
  await screenshot(page, 'not-found');
});

test('the drawer slides below 800 px', async () => {
  const page = await newPage(700);
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, '/dashboard', 'dashboard-narrow');
  assert.equal(await page.getByRole('navigation').getByText('Configuration').isVisible(), false);
});
