// The fleet's end-to-end suite (issue 4): sites with their units and
// devices, checklist templates and preventive maintenance, through the
// console on the real binary and a fresh database.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, launchBrowser, screenshot, startServer } from './harness.mjs';
import { choose, field, settle, ui } from './ui.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);

const org = { name: 'GokulDairy', display: 'Gokul Dairy Union' };
const sub = { name: 'KothrudCC', display: 'Kothrud Chilling Centre' };
const siteId = 'MH-PUN-007';
const siteName = 'Kothrud Village Centre';

/** Calls the API as the administrator. */
async function api(method, path, body) {
  const login = await fetch(`${srv.url}/authgateway/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const { jwtAccessToken } = await login.json();
  const r = await fetch(srv.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwtAccessToken}` },
    body: body && JSON.stringify(body),
  });
  const text = await r.text();
  assert.ok(r.ok, `${method} ${path}: ${r.status} ${text}`);
  return JSON.parse(text);
}

function orgBody(name, display, extra = {}) {
  return {
    orgType: 'dairy_cooperative',
    orgName: name,
    orgDisplayName: display,
    orgAbbreviatedName: 'GD',
    orgUrl: 'https://example.org',
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
    parentOrgId: null,
    ...extra,
  };
}

before(async () => {
  srv = await startServer();
  browser = await launchBrowser();
  await api('POST', '/authgateway/provisioningService/organizations', orgBody(org.name, org.display));
  await api(
    'POST',
    '/authgateway/provisioningService/organizations',
    orgBody(sub.name, sub.display, { orgType: 'chillingcenter', parentOrgName: org.name, isParent: false }),
  );
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

let page;

test('1. an administrator creates a site with two BMCs and their devices through the form', async () => {
  page = await newPage();
  await signIn(page, 'admin', adminPassword);
  await page.waitForURL('**/OrgSelectpage');
  await visit(page, '/configuration/site', 'site-form');

  await choose(page, 'Organization', org.display);
  await choose(page, 'Sub Organization', sub.display);
  await field(page, 'Site ID').fill(siteId);
  await field(page, 'Site Name').fill(siteName);
  await choose(page, 'Time Zone', 'Asia/Kolkata');
  await choose(page, 'Country', 'India');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await field(page, 'Pin Code').fill('411038');
  await field(page, 'Village / Town / City').fill('Kothrud');
  await field(page, 'Address Line 1').fill('Survey 12, Paud Road');
  await field(page, 'Latitude, Longitude').fill('18.5074, 73.8077');
  await field(page, 'Gateway Serial Number (L3)').fill('GW-7001');
  await field(page, 'Sensor Serial Number (powsens)').fill('PS-7001');

  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Add chilling unit' }).click();
    const unit = page.locator('[data-testid="unit-card"]').nth(n - 1);
    await choose(unit, 'Product Type', 'Bulk Milk Cooler (BMC)', page);
    await field(unit, 'BMC Name').fill(`Tank ${n}`);
    await field(unit, 'BMC ID').fill(`BMC-70${n}`);
    await field(unit, 'Customer BMC ID').fill(`CUST-70${n}`);
    await field(unit, 'Capacity').fill(n === 1 ? '2000' : '1000');
    await unit.getByRole('button', { name: 'Add device' }).click();
    await choose(unit, 'Device Type', 'Volume sensor (volsens)', page);
    await field(unit, 'Serial Number').fill(`VS-70${n}`);
    await field(unit, 'Serial Number').blur();
  }
  await screenshot(page, 'site-form-filled');
  await page.getByRole('button', { name: 'Create Site' }).click();

  const credentials = page.getByRole('dialog');
  await credentials.waitFor();
  await screenshot(page, 'site-credentials');
  for (const serial of ['GW-7001', 'PS-7001', 'VS-701', 'VS-702']) {
    assert.ok(await credentials.getByText(serial).first().isVisible(), `credential of ${serial}`);
  }
  await credentials.getByRole('button').last().click();
  await page.getByText(`Site ${siteId} was created.`).waitFor();
  assert.deepEqual(page.errors, []);
});

test('2. the site shows in the list and its details give the coordinates in DMS', async () => {
  await visit(page, '/configuration/totalsite?page=0&paging=&size=1000', 'site-list');
  await page.getByRole('link', { name: siteId }).first().click();
  await page.waitForURL(`**/totalsites/site-details/${siteId}`);
  await settle(page);
  await screenshot(page, 'site-details');
  assert.ok(await page.getByText(`18° 30' 26.64" N`).first().isVisible());
  assert.ok(await page.getByText(`73° 48' 27.72" E`).first().isVisible());
  for (const unit of ['Tank 1', 'Tank 2']) {
    assert.ok(await page.getByText(unit).first().isVisible(), unit);
  }
  assert.deepEqual(page.errors, []);
});

const template = { name: 'Monthly BMC check', task: 'Refrigeration', subTask: 'Milk temperature after chilling' };

test('3. the administrator creates a checklist template', async () => {
  await visit(page, '/OrgSelectpage');
  await choose(page, 'Choose Organization', org.display);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');

  await visit(page, '/configuration/checklist-templates-create', 'checklist-template-form');
  await field(page, 'Checklist Name').fill(template.name);
  await field(page, 'Description').first().fill('Monthly preventive check of the cooler');
  await field(page, 'Task Name').fill(template.task);
  await field(page, 'Sub Task Name').fill(template.subTask);
  await field(page, 'Sub Task Description').fill('Read the tank thermometer two hours after chilling starts');
  await choose(page, 'Task Type', 'Range');
  await field(page, 'Min Value').fill('2');
  await field(page, 'Max Value').fill('6');
  await field(page, 'Unit').fill('°C');
  await screenshot(page, 'checklist-template-filled');
  await page.getByRole('button', { name: 'Create Template' }).click();
  await page.waitForURL('**/configuration/checklist-templates-list**');
  await settle(page);
  await screenshot(page, 'checklist-template-list');
  assert.ok(await page.getByText(template.name).first().isVisible());
  assert.deepEqual(page.errors, []);
});

test('4. a maintenance record is entered for one unit and found in View records', async () => {
  await visit(page, '/preventiveMaintenance/create', 'maintenance-enter');
  await field(page, 'Site').click();
  await page.getByRole('option', { name: new RegExp(siteName) }).click();
  await choose(page, 'Chilling Unit', /Tank 2/);
  await field(page, 'Checklist').click();
  await page.getByRole('option', { name: template.name }).click();
  await field(page, 'Reading').fill('4');
  await field(page, 'Comment').fill('Within range');
  await screenshot(page, 'maintenance-enter-filled');
  await page.getByRole('button', { name: 'Save Record' }).click();
  await page.getByText('CheckList Created').first().waitFor();

  await visit(page, '/preventiveMaintenance/view-records', 'maintenance-view');
  await field(page, 'Site').click();
  await page.getByRole('option', { name: new RegExp(siteName) }).click();
  await choose(page, 'Chilling Unit', /Tank 2/);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: template.name }).waitFor();
  await screenshot(page, 'maintenance-records');
  await page.getByRole('link', { name: template.name }).click();
  await page.waitForURL('**/record-details/**');
  await settle(page);
  await screenshot(page, 'maintenance-record-details');
  assert.ok(await page.getByText(template.subTask).first().isVisible());
  assert.deepEqual(page.errors, []);
});
