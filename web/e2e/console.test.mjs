// The console's end-to-end suite (issue 3): the real binary on a fresh
// database, driven in Debian's chromium. Scenarios run in order and share
// the data they create. Every screen visited is saved as a screenshot.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, launchBrowser, screenshot, startServer } from './harness.mjs';
import { settle, toFrench, ui } from './ui.mjs';

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

const { newPage, visit, signIn, field, choose } = ui(
  () => browser,
  () => srv,
);

const org = { name: 'GokulDairy', display: 'Gokul Dairy Union' };
const sub = { name: 'KothrudCC', display: 'Kothrud Chilling Centre' };
const role = { name: 'Centre clerk' };
const user = { name: 'meera.s', password: 'Secret123', newPassword: 'Fresh4567' };

test('1. an administrator creates an organisation, a sub-organisation, a role and a user', async () => {
  const page = await newPage();
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await screenshot(page, 'org-select');

  await visit(page, '/configuration/organization', 'organization-form');
  await choose(page, 'Organization type', 'Dairy Cooperative Society');
  await field(page, 'Organization name').fill(org.name);
  await field(page, 'Display name').fill(org.display);
  await field(page, 'Pin code').fill('411001');
  await field(page, 'Address line 1').fill('12 Milk Road');
  await field(page, 'Village / Town / City').fill('Pune');
  await choose(page, 'Country', 'India');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await field(page, 'Contact person name').fill('Asha Patil');
  await choose(page, 'Country code', 'India (+91)');
  await field(page, 'Contact number').fill('9876543210');
  await field(page, 'Email').fill('asha@gokul.example');
  await screenshot(page, 'organization-form-filled');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**/organization/profile/${org.name}`);
  await settle(page);
  await screenshot(page, 'organization-profile');
  assert.ok(await page.getByText(org.display).first().isVisible());

  await visit(page, `/configuration/suborganizationprofile?parent=${org.name}`, 'sub-organization-form');
  await choose(page, 'Organization type', 'Chilling Center');
  await field(page, 'Organization name').fill(sub.name);
  await field(page, 'Display name').fill(sub.display);
  await field(page, 'Pin code').fill('411038');
  await field(page, 'Address line 1').fill('Kothrud');
  await field(page, 'Village / Town / City').fill('Pune');
  await choose(page, 'Country', 'India');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await field(page, 'Contact person name').fill('Ravi Kumar');
  await choose(page, 'Country code', 'India (+91)');
  await field(page, 'Contact number').fill('9123456780');
  await field(page, 'Email').fill('ravi@gokul.example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**/organization/profile/${sub.name}`);
  await settle(page);
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
  await field(page, 'Role name').fill(role.name);
  await field(page, 'Description').fill('Keeps the centre users');
  await field(page, 'Privileges').click();
  for (const p of ['CONFIGURATION', 'USER_CONFIGURATION', 'LIVE_TILE']) {
    // Each option names the privilege, with its code under the name.
    await page
      .getByRole('option')
      .filter({ has: page.getByText(p, { exact: true }) })
      .click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Role' }).click();
  await page.waitForURL('**/configuration/rolelist**');
  await settle(page);
  await screenshot(page, 'role-list');
  assert.ok(await page.getByText(role.name).first().isVisible());

  await visit(page, '/configuration/user', 'user-form');
  await choose(page, 'Salutation', 'Ms.');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill('Shinde');
  await choose(page, 'Gender', 'Female');
  await field(page, 'User name').fill(user.name);
  await field(page, 'Email').fill('meera@gokul.example');
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await choose(page, 'Country code', 'India (+91)');
  await field(page, 'Mobile number').fill('9988776655');
  await choose(page, 'Organization', org.display);
  await choose(page, 'Sub Organization', sub.display);
  await choose(page, 'Role', role.name);
  await choose(page, 'Alerts language', 'English');
  await screenshot(page, 'user-form-filled');
  await page.getByRole('button', { name: 'Create User' }).click();
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
  for (const hidden of [
    'Organisation',
    'Create Sub Org',
    'Site',
    'Role',
    'Create Role',
    'Checklist Template',
    'Preventive Maintenance',
    'Reports',
  ]) {
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
  await field(page, 'Old password').fill(user.password);
  await field(page, 'New password').fill(user.newPassword);
  await field(page, 'Confirm password').fill(user.newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Successfully Updated. Please Login Again!!').waitFor();
  await screenshot(page, 'password-changed');
  await page.waitForURL('**/login');
  await signIn(page, user.name, user.newPassword);
  await page.waitForURL('**/dashboard');
});

test('4. the language switch shows French', async () => {
  const page = await newPage();
  await signIn(page, user.name, user.newPassword);
  await page.waitForURL('**/dashboard');
  await toFrench(page);
  await settle(page);
  await page.getByRole('navigation').getByText('Accueil').first().waitFor();
  await screenshot(page, 'dashboard-french');
  await visit(page, '/profile', 'profile-french');
  assert.ok(await page.getByText('Mon profil').first().isVisible());
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await screenshot(page, 'login-french');
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
