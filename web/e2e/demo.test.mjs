// The demo fleet in the browser (issue 5): the binary runs `serve --demo`
// on the shared demo data set, and a demo user opens Device Data for a demo unit.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPassword, launchBrowser, screenshot, startDemo } from './harness.mjs';
import { ui } from './ui.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);

before(async () => {
  srv = await startDemo();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

/** The first demo site's first unit, once the demo has created it. */
async function demoUnit() {
  const login = await fetch(`${srv.url}/authgateway/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const { jwtAccessToken } = await login.json();
  for (let i = 0; i < 100; i++) {
    const r = await fetch(`${srv.url}/authgateway/provisioningService/sites/DEMO-S01`, {
      headers: { Authorization: `Bearer ${jwtAccessToken}` },
    });
    if (r.ok) {
      const site = await r.json();
      await backfillStarted();
      return { siteId: site.siteId, unit: site.chillingUnitMonitoringDetailsList[0] };
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error('the demo fleet was not created');
}

/**
 * The shared demo data set's first start simulated the previous month's
 * last day before its backfill (internal/demo: the ratings' month) unless
 * the 36-hour backfill covered it.
 */
async function backfillStarted() {
  const d = new Date();
  if (srv.prepared.at - 36 * 3600_000 <= Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 24 * 3600_000) return;
  assert.ok(srv.prepared.log.includes('previous month simulated'), 'the demo simulated the previous month');
}

test('a demo user opens Device Data for a demo unit and sees rows', async () => {
  const { siteId, unit } = await demoUnit();
  const page = await newPage();
  await signIn(page, 'demo.viewer', 'Demo12345');
  await page.waitForURL('**/dashboard');
  await visit(page, `/totalsites/site-details/${siteId}/device-data/${unit.chillingUnitUuid}`);
  const table = page.getByRole('grid').first();
  await table.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
  await screenshot(page, 'device-data');
  const rows = await table.getByRole('row').count();
  assert.ok(rows > 2, `rows = ${rows}`);
  assert.ok(await page.getByText(unit.l1DeviceInfo[0].serialNumber).first().isVisible());
  assert.deepEqual(page.errors, []);
});
