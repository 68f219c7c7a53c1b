// Issue 15, the console as its users meet it (docs/console.md): the real
// binary with the demo fleet, in Debian's chromium.
// - Every route × every demo role, by typed URL, and every role's menu,
//   against the one route privilege table (src/app/route-privileges.json),
//   with each role's privileges as the server hands them out at sign-in.
// - A scenario per point of this part of the issue: Acknowledge on screen at
//   1440, 1366 and 390 px; Sign out on a phone; the login page's Fr / En
//   switch, a French browser and <html lang>; the chilling cost form;
//   column priorities on the BMC list.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startDemo } from './harness.mjs';
import { settle, ui } from './ui.mjs';

const table = JSON.parse(readFileSync(new URL('../src/app/route-privileges.json', import.meta.url), 'utf8')).routes;
const ROLES = ['demo.admin', 'demo.incharge', 'demo.maintenance', 'demo.rde', 'demo.viewer'];
const PASSWORD = 'Demo12345';

let srv;
let browser;
const { newPage, visit, signIn, field } = ui(
  () => browser,
  () => srv,
);

before(async () => {
  srv = await startDemo();
  browser = await launchBrowser();
  await demoSite();
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

async function login(username) {
  const r = await fetch(`${srv.url}/authgateway/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  assert.equal(r.status, 200, `sign-in of ${username}`);
  return r.json();
}

/** Waits until the demo has created its first site. */
async function demoSite() {
  for (let i = 0; i < 150; i++) {
    try {
      const { jwtAccessToken } = await login('demo.admin');
      const r = await fetch(`${srv.url}/authgateway/provisioningService/sites/DEMO-S01`, {
        headers: { Authorization: `Bearer ${jwtAccessToken}` },
      });
      if (r.ok) return r.json();
    } catch {
      /* the demo users come first */
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error('the demo fleet was not created');
}

/** The table's rule, as src/app/route-privileges.ts passes() reads it. */
function passes(row, privileges) {
  if (row.requires.length === 0) return true;
  if (privileges.includes('ALL_PRIVILEGE') || privileges.includes('ALL_PRIVILEGES')) return true;
  return row.requires.every((p) => privileges.includes(p));
}

/** The table row a pathname matches (exact, :params one segment each). */
function rowFor(pathname) {
  const path = decodeURI(pathname);
  return table.find((r) => {
    const re = new RegExp(
      '^' +
        r.path
          .split('/')
          .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/') +
        '$',
    );
    return re.test(path);
  });
}

/** Opens every closed group of the side menu and answers the pathnames of its links. */
async function menuPaths(page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (let i = 0; i < 20; i++) {
    const closed = nav.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await page.waitForTimeout(300); // the groups' opening transition
  const hrefs = await nav.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  return hrefs.map((h) => new URL(h, 'http://x').pathname);
}

test('every route × every demo role: the menu and typed URLs follow the one privilege table', { timeout: 1_500_000 }, async () => {
  const summary = [];
  for (const role of ROLES) {
    const { uiPrivileges: privileges } = await login(role);
    const page = await newPage(1440);
    // Any form or text input that renders before /403 is recorded (issue: forms opened, editable, for the wrong role).
    await page.addInitScript(() => {
      window.__formsBefore403 = [];
      new MutationObserver(() => {
        if (location.pathname === '/403') return;
        const f = document.querySelector('main form, main input:not([type=hidden]), main textarea');
        if (f) window.__formsBefore403.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, role, PASSWORD);
    await page.waitForURL('**/dashboard');
    await settle(page);

    // The menu: no entry the table refuses, and every menu entry the table allows.
    const paths = await menuPaths(page);
    for (const p of paths) {
      const row = rowFor(p);
      assert.ok(row, `${role}: the menu links to ${p}, which the table does not list`);
      assert.ok(passes(row, privileges), `${role}: the menu shows ${p}, which the table refuses`);
    }
    for (const row of table.filter((r) => r.menu)) {
      const shown = paths.some((p) => rowFor(p) === row);
      assert.equal(shown, passes(row, privileges), `${role}: menu entry ${row.menu} (${row.path}) shown=${shown}`);
    }
    await screenshot(page, `menu-${role}`);

    // Every route by typed URL.
    let refused = 0;
    for (const row of table) {
      const path = row.sample ?? row.path;
      await page.goto(srv.url + encodeURI(path));
      if (passes(row, privileges)) {
        await settle(page);
        const at = new URL(page.url()).pathname;
        if (row.path !== '/403') assert.notEqual(at, '/403', `${role} may open ${path} (table), but the console answered /403`);
        assert.notEqual(at, '/login', `${role} was signed out at ${path}`);
      } else {
        await page.waitForURL('**/403', { timeout: 15_000 });
        refused++;
        await page.getByRole('main').waitFor();
        const forms = await page.evaluate(() => window.__formsBefore403.splice(0));
        assert.deepEqual(forms, [], `${role}: a form rendered at ${path} before /403`);
        assert.equal(await page.locator('main form, main input:not([type=hidden])').count(), 0, `${role}: ${path} shows a form on /403`);
      }
    }
    summary.push(`${role}: ${table.length - refused} open, ${refused} refused, menu ${paths.length} links`);
    assert.deepEqual(page.errors, [], `${role}: page errors`);
    await page.context().close();
  }
  console.log(summary.join('\n'));
});

test('point 3: the viewer typing Create Site lands on /403 and never sees the form', async () => {
  const page = await newPage(1366);
  await signIn(page, 'demo.viewer', PASSWORD);
  await page.waitForURL('**/dashboard');
  await visit(page, '/configuration/site');
  assert.equal(new URL(page.url()).pathname, '/403');
  await screenshot(page, 'viewer-create-site-403');
  assert.equal(await page.getByRole('textbox').count(), 0);
  await page.context().close();
});

for (const width of [1440, 1366, 390]) {
  test(`point 2: Acknowledge is on screen without sideways scrolling at ${width} px`, async () => {
    const page = await newPage(width);
    await signIn(page, 'demo.incharge', PASSWORD);
    await page.waitForURL('**/dashboard');
    await visit(page, '/critical-alerts');
    const header = page.getByRole('columnheader', { name: 'Action' });
    await header.waitFor();
    const box = await header.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the Action column at x=${box?.x}, width ${box?.width}, viewport ${width}`);
    const buttons = page.getByRole('button', { name: /^Acknowledge/ });
    if ((await buttons.count()) > 0) {
      const b = await buttons.first().boundingBox();
      assert.ok(b && b.x >= 0 && b.x + b.width <= width, `the first Acknowledge button at x=${b?.x}`);
    }
    const scroller = await page
      .locator('.MuiDataGrid-virtualScroller')
      .first()
      .evaluate((el) => el.scrollLeft);
    assert.equal(scroller, 0);
    await screenshot(page, `critical-alerts-${width}`);
    await page.context().close();
  });
}

test('point 4: on a phone the user menu stays on the bar and the drawer offers Sign out', async () => {
  const page = await newPage(390);
  await signIn(page, 'demo.maintenance', PASSWORD);
  await page.waitForURL('**/dashboard');
  await settle(page);
  const user = page.getByRole('button', { name: 'User menu' });
  const box = await user.boundingBox();
  assert.ok(box && box.x + box.width <= 390, `the user menu at x=${box?.x}`);
  await screenshot(page, 'phone-top-bar');
  await user.click();
  assert.ok(await page.getByRole('menuitem', { name: 'Sign out' }).isVisible());
  assert.ok(await page.getByRole('menuitem', { name: 'French' }).isVisible(), 'the language switch moves into the user menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open or close the menu' }).click();
  const signOut = page.getByTestId('side-drawer').getByRole('button', { name: 'Sign out' });
  await signOut.waitFor();
  await screenshot(page, 'phone-drawer');
  await signOut.click();
  await page.waitForURL('**/login');
  await page.context().close();
});

test('point 14: a French browser gets the French login page, the switch changes it, and <html lang> follows', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${srv.url}/login`);
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await screenshot(page, 'login-fr');
  await page.getByRole('button', { name: 'Anglais' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await screenshot(page, 'login-en');
  await page.getByRole('button', { name: 'French' }).click();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.deepEqual(errors, []);
  await context.close();
});

test('point 12: an administrator sets a BMC chilling cost, and a wrong one is refused on its field', async () => {
  const page = await newPage(1366);
  await signIn(page, 'demo.admin', PASSWORD);
  await page.waitForURL('**/dashboard');
  await visit(page, '/totalsites/site-details/DEMO-S01');
  await page.getByRole('link', { name: 'Chilling cost' }).click();
  const cost = field(page, 'Grid cost per kWh');
  await cost.waitFor();
  await cost.fill('9.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/The chilling cost of .* is saved\./).waitFor();
  await screenshot(page, 'chilling-cost-saved');
  await page.reload();
  await settle(page);
  assert.equal(await field(page, 'Grid cost per kWh').inputValue(), '9.25');
  await field(page, 'Over-chilled temperature (°C)').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The temperature must be between -5 and 15 °C').waitFor();
  await screenshot(page, 'chilling-cost-refused');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('point 13: the BMC list keeps the counts at 1366 px and id, volume, temperature and state on a phone', async () => {
  const page = await newPage(1366);
  await signIn(page, 'demo.viewer', PASSWORD);
  await page.waitForURL('**/dashboard');
  await visit(page, '/all-bmc/ALL?page=0&paging=');
  const headers = async () => (await page.getByRole('columnheader').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  const laptop = await headers();
  for (const h of ['BMC Id', 'Volume', 'Temperature', 'Current State', 'Events', 'Alerts'])
    assert.ok(laptop.includes(h), `1366 px: ${h} in ${laptop}`);
  await screenshot(page, 'bmc-list-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  const phone = await headers();
  assert.deepEqual(phone, ['BMC Id', 'Volume', 'Temperature', 'Current State']);
  // Every shown column lies inside the grid and the screen: nothing to scroll sideways for.
  const edges = await page.evaluate(() => {
    const grid = document.querySelector('.MuiDataGrid-root').getBoundingClientRect();
    const heads = [...document.querySelectorAll('.MuiDataGrid-columnHeader')].map((h) => h.getBoundingClientRect().right);
    return { grid: grid.right, last: Math.max(...heads) };
  });
  assert.ok(edges.last <= edges.grid + 1 && edges.last <= 390, `the last column ends at ${edges.last}, the grid at ${edges.grid}`);
  await screenshot(page, 'bmc-list-390');
  await page.context().close();
});
