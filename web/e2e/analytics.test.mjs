// Analytics in the browser (issue 16), on the demo fleet: the binary runs
// `serve --demo` on the shared demo data set (harness.mjs: a day and a half
// of history), whose first start
// simulates the previous month's last day before it (internal/demo), so
// the previous month has ratings. The scenarios check what the screens
// draw against the answers the screens received: the dashboard's top
// chart by order, limit and attribute; the BMC Rating graph's colours by
// the slider's thresholds; the rating tree's drill-down to a unit's BMC
// Rating; the rating template's sums, its saving and its read-only view.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startDemo } from './harness.mjs';
import { settle, ui } from './ui.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const an = '/authgateway/analyticService';
const UNITS = 20; // internal/demo: Units

/** yyyy-MM of the month before today's (UTC, as the browser here). */
function previousMonth() {
  const d = new Date();
  const p = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return p.toISOString().slice(0, 7);
}
const month = previousMonth();
const monthEnd = (() => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
})();

before(async () => {
  srv = await startDemo();
  browser = await launchBrowser();
  const began = Date.now();
  await ready();
  // The first start's cost of the previous month, for docs/analytics.md (unless the 36-hour
  // backfill covers the month's last day, the demo simulates it first).
  const line = srv.prepared.log.split('\n').find((l) => l.includes('previous month simulated'));
  const d = new Date();
  assert.equal(!!line, srv.prepared.at - 36 * 3600_000 > Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 24 * 3600_000);
  console.log(
    `ready ${((Date.now() - began) / 1000).toFixed(1)} s after the server answered; the demo data set took ${srv.prepared.seconds.toFixed(1)} s; ${line ?? ''}`,
  );
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

const tokens = new Map();
async function token(user) {
  if (tokens.has(user)) return tokens.get(user);
  const r = await fetch(`${srv.url}/authgateway/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user, password: 'Demo12345' }),
  });
  assert.equal(r.status, 200, `login ${user}`);
  const t = (await r.json()).jwtAccessToken;
  tokens.set(user, t);
  return t;
}

async function call(user, path, init = {}) {
  return fetch(srv.url + path, {
    ...init,
    headers: { Authorization: `Bearer ${await token(user)}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

async function api(user, path, init = {}) {
  const r = await call(user, path, init);
  assert.equal(r.status, 200, `${path}: ${r.status}`);
  return r.json();
}

/**
 * Waits until the demo's first start has been derived: every unit rated
 * for the previous month (a closed month of the rating dates), at least
 * 15 units in the dashboard chart's default window, and the month's
 * ratings held still over three readings two seconds apart (the engine's
 * step over the gap to the backfill rewrites the month's last day once).
 */
async function ready() {
  const deadline = Date.now() + 300_000;
  let last = '';
  for (let same = 0; same < 3; ) {
    const dates = await api('demo.admin', `${an}/orgRating/dates`);
    const tree = await api('demo.admin', `${an}/orgRating/tree?startTime=${month}-01&endTime=${monthEnd}`);
    const chart = await api(
      'demo.admin',
      `${an}/chart/getChartData?chartId=home_page_chart&order=Top&limit=50&attribute=By%20Chilling%20Duration`,
    );
    const closed = dates.content.some((m) => m.month === month && !m.provisional);
    const now = JSON.stringify({ closed, tree: tree.content, charted: chart.content.length >= 15 });
    const done = closed && tree.content?.ratedUnits === UNITS && chart.content.length >= 15;
    same = done && now === last ? same + 1 : 0;
    last = now;
    assert.ok(Date.now() < deadline, `the demo never had ${month}'s ratings and a week of KPIs: ${last}\n${srv.log().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** The chart's rendered list: each unit's label and value, in order. */
async function chartList(page) {
  const items = page.getByTestId('top-chart-list').getByRole('listitem');
  return items.evaluateAll((els) => els.map((e) => ({ text: e.textContent, value: Number(e.getAttribute('data-value')) })));
}

/** Runs act and answers the getChartData answer the page received for the query it asks (order, limit, attribute). */
async function chartAnswer(page, want, act) {
  const asked = (r) => {
    if (!r.url().includes('/chart/getChartData') || r.status() !== 200) return false;
    const q = new URL(r.url()).searchParams;
    return Object.entries(want).every(([k, v]) => q.get(k) === v);
  };
  const [res] = await Promise.all([page.waitForResponse(asked), act()]);
  const body = await res.json();
  // The list is drawn from that answer once React rendered it.
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="top-chart-list"] li').length === n, body.content.length, {
    timeout: 15_000,
  });
  await page.waitForFunction(
    (first) => document.querySelector('[data-testid="top-chart-list"] li')?.getAttribute('data-value') === String(first),
    body.content[0]?.value,
    { timeout: 15_000 },
  );
  return { url: new URL(res.url()), body };
}

/** Picks an option of the chart form's select, and waits until its menu has gone. */
async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const DURATION = /^(\d+h \d\dm \d\ds|\d+m \d\ds)$/;
const SHARE = /^\d+\.\d\d %$/;

/** The rendered list is the answer, in its order, with values in the attribute's unit. */
function sameAsAnswer(list, body, format) {
  assert.equal(list.length, body.content.length);
  body.content.forEach((p, i) => {
    assert.equal(list[i].value, p.value, `rank ${i + 1}`);
    assert.ok(list[i].text.startsWith(`${p.chillingUnitId || p.chillingUnitName} (${p.siteName}): `), list[i].text);
    assert.match(list[i].text.split('): ').pop(), format, list[i].text);
  });
}

const sorted = (values, order) => values.every((v, i) => i === 0 || (order === 'Top' ? values[i - 1] >= v : values[i - 1] <= v));

test('the dashboard chart changes with order, limit and attribute', async () => {
  const page = await newPage(1440);
  await signIn(page, 'demo.admin', 'Demo12345');
  await page.waitForURL('**/dashboard');
  const chart = page.getByTestId('top-chart');
  await chart.getByTestId('top-chart-list').getByRole('listitem').first().waitFor({ timeout: 30_000 });
  await settle(page);

  // The first load: Top 10 By Chilling Duration, in hours, minutes and seconds.
  assert.equal(await chart.getByRole('img').getAttribute('aria-label'), 'Chilling units By Chilling Duration');
  const top = await chartList(page);
  assert.equal(top.length, 10);
  assert.ok(
    sorted(
      top.map((x) => x.value),
      'Top',
    ),
    JSON.stringify(top),
  );
  for (const x of top) assert.match(x.text.split('): ').pop(), DURATION);
  await screenshot(page, 'dashboard-top-chart');

  // Bottom: the same attribute from the other end.
  const bottom = await chartAnswer(page, { order: 'Bottom', limit: '10', attribute: 'By Chilling Duration' }, () =>
    choose(page, 'Order', 'Bottom'),
  );
  const bottomList = await chartList(page);
  sameAsAnswer(bottomList, bottom.body, DURATION);
  assert.ok(
    sorted(
      bottomList.map((x) => x.value),
      'Bottom',
    ),
    JSON.stringify(bottomList),
  );
  assert.ok(bottomList[0].value <= top[0].value && bottomList[0].value <= top.at(-1).value, 'the bottom starts below the top');
  assert.notDeepEqual(
    bottomList.map((x) => x.text),
    top.map((x) => x.text),
  );
  await screenshot(page, 'dashboard-bottom-chart');

  // Limit 5, then 15: as many bars.
  for (const limit of ['5', '15']) {
    const a = await chartAnswer(page, { order: 'Bottom', limit, attribute: 'By Chilling Duration' }, () => choose(page, 'Limit', limit));
    const list = await chartList(page);
    assert.equal(list.length, Number(limit));
    sameAsAnswer(list, a.body, DURATION);
    assert.ok(
      sorted(
        list.map((x) => x.value),
        'Bottom',
      ),
    );
  }

  // Another attribute: data availability, a share in %.
  const avail = await chartAnswer(page, { order: 'Bottom', limit: '15', attribute: 'By Data Availability' }, () =>
    choose(page, 'Attribute', 'By Data Availability'),
  );
  assert.equal(avail.body.unit, '%');
  const availList = await chartList(page);
  sameAsAnswer(availList, avail.body, SHARE);
  assert.ok(
    sorted(
      availList.map((x) => x.value),
      'Bottom',
    ),
  );
  for (const x of availList) assert.ok(x.value >= 0 && x.value <= 100, x.text);
  await page.getByRole('img', { name: 'Chilling units By Data Availability' }).waitFor();

  // Back to Top: the highest availability first.
  const topAvail = await chartAnswer(page, { order: 'Top', limit: '15', attribute: 'By Data Availability' }, () =>
    choose(page, 'Order', 'Top'),
  );
  const topAvailList = await chartList(page);
  sameAsAnswer(topAvailList, topAvail.body, SHARE);
  assert.ok(
    sorted(
      topAvailList.map((x) => x.value),
      'Top',
    ),
  );
  assert.ok(topAvailList[0].value >= availList[0].value);
  await screenshot(page, 'dashboard-chart-availability');

  // A required field left empty names itself; the chart keeps its last answer and asks nothing without it.
  const asked = [];
  page.on('request', (r) => {
    if (r.url().includes('/chart/getChartData')) asked.push(new URL(r.url()).searchParams.get('attribute'));
  });
  await choose(page, 'Attribute', 'Select…');
  await page.getByText('Please Select Attribute').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Refresh' }).isDisabled());
  await page.waitForTimeout(500);
  assert.deepEqual(
    asked.filter((a) => a !== 'By Data Availability'),
    [],
  );
  assert.equal((await chartList(page)).length, 15);
  assert.deepEqual(page.errors, []);
});

const EXPECTED = { red: '#d32f2f', orange: '#ed6c02', green: '#2e7d32', grey: '#9e9e9e' };

/** Spec 03 §2: below the lower threshold red; between the thresholds inclusive orange; above the upper green. */
function colourOf(rating, lower, upper) {
  if (rating === null) return 'grey';
  if (rating < lower) return 'red';
  if (rating <= upper) return 'orange';
  return 'green';
}

/** Every node of the rating graph: its name, rating, colour and its circle's fill. */
async function graphNodes(page) {
  return page.getByTestId('rating-node').evaluateAll((els) =>
    els.map((e) => ({
      name: e.getAttribute('data-name'),
      rating: e.getAttribute('data-rating') === '' ? null : Number(e.getAttribute('data-rating')),
      colour: e.getAttribute('data-colour'),
      fill: e.querySelector('circle')?.getAttribute('fill'),
    })),
  );
}

async function coloursFollow(page, lower, upper) {
  await page.getByText(`Rating thresholds: lower ${lower}, upper ${upper}`).waitFor();
  const nodes = await graphNodes(page);
  assert.ok(nodes.length >= 10, `${nodes.length} nodes`);
  for (const n of nodes) {
    const want = colourOf(n.rating, lower, upper);
    assert.equal(n.colour, want, `${n.name} rated ${n.rating} with thresholds ${lower}–${upper}`);
    assert.equal(n.fill, EXPECTED[want], n.name);
  }
  return nodes;
}

/** The rated unit of the previous month whose tree spreads most (its leaves' ratings differ). */
async function spreadUnit() {
  const tree = await api('demo.admin', `${an}/orgRating/tree?startTime=${month}-01&endTime=${monthEnd}`);
  const units = [];
  const walk = (n) => (n.type === 'chillingUnit' ? units.push(n) : n.children.forEach(walk));
  walk(tree.content);
  let best = null;
  for (const u of units) {
    const d = await api('demo.admin', `${an}/rating/ratingDetails/${u.chillingUnitUuid}/${month}-01/${monthEnd}`);
    const ratings = [];
    const leaves = (n) => {
      if (n.rating !== null) ratings.push(n.rating);
      n.attributes.forEach(leaves);
    };
    leaves(d.content);
    const spread = Math.max(...ratings) - Math.min(...ratings);
    if (!best || spread > best.spread) best = { uuid: u.chillingUnitUuid, id: d.chillingUnitId, spread, ratings };
  }
  return best;
}

test('BMC Rating shows the attribute tree coloured by the slider (red below, orange between inclusive, green above)', async () => {
  const unit = await spreadUnit();
  assert.ok(unit.spread > 0, 'a unit whose attributes rate differently');
  const page = await newPage(1440);
  await signIn(page, 'demo.admin', 'Demo12345');
  await page.waitForURL('**/dashboard');

  // The screen without a unit: the previous month by default, each field required.
  await visit(page, '/analytics/bmcrating');
  assert.equal(await page.getByTestId('rating-month').inputValue(), month);
  await page.getByRole('button', { name: 'Submit' }).click();
  assert.equal(await page.getByText('This Field is Required').count(), 2, 'the site and the unit');

  await visit(page, `/bmc-rating/${unit.uuid}?month=${month}`);
  await page.getByTestId('rating-node').first().waitFor({ timeout: 30_000 });
  await settle(page);
  const summary = await page.getByTestId('rating-summary').textContent();
  assert.ok(summary.startsWith(`${unit.id} at `) && summary.includes(`${month}-01 to ${monthEnd}`), summary);
  assert.ok(!summary.includes('provisional'), 'a closed month');
  // The tree: the root, its three attributes, their groups and the KPIs.
  const nodes = await coloursFollow(page, 2, 4);
  for (const name of ['BMC Rating', 'Milk Quality', 'Equipment Health', 'Operations', 'Data Availability', 'Compressor Health']) {
    assert.ok(
      nodes.some((n) => n.name === name),
      name,
    );
  }
  await screenshot(page, 'bmc-rating-2-4');

  // The slider in steps of 0.5: the upper thumb to 5 and the lower to 5, then both to 0.
  const lower = page.getByRole('slider', { name: 'Lower threshold' });
  const upper = page.getByRole('slider', { name: 'Upper threshold' });
  await upper.focus();
  await page.keyboard.press('ArrowRight');
  await coloursFollow(page, 2, 4.5);
  await page.keyboard.press('End');
  await lower.focus();
  await page.keyboard.press('End');
  const high = await coloursFollow(page, 5, 5);
  assert.ok(
    high.some((n) => n.colour === 'red'),
    'a rating below 5 is red',
  );
  await screenshot(page, 'bmc-rating-5-5');
  await lower.focus();
  await page.keyboard.press('Home');
  await upper.focus();
  await page.keyboard.press('Home');
  const low = await coloursFollow(page, 0, 0);
  assert.ok(
    low.some((n) => n.colour === 'green'),
    'a rating above 0 is green',
  );
  // Both thresholds on the first half step above the unit's lowest rating (at most its highest):
  // the lowest is red, that rating orange (inclusive), those above it green.
  const lowest = Math.min(...unit.ratings);
  const mid = Math.floor(lowest * 2) / 2 + 0.5;
  assert.ok(mid <= Math.max(...unit.ratings), `ratings ${unit.ratings} spread over a half step`);
  for (let i = 0; i < mid * 2; i += 1) {
    await upper.focus();
    await page.keyboard.press('ArrowRight');
  }
  for (let i = 0; i < mid * 2; i += 1) {
    await lower.focus();
    await page.keyboard.press('ArrowRight');
  }
  const at = await coloursFollow(page, mid, mid);
  const colours = new Set(at.filter((n) => n.rating !== null).map((n) => n.colour));
  assert.ok(colours.has('red') && (colours.has('orange') || colours.has('green')), `colours at ${mid}: ${[...colours]}`);
  await screenshot(page, `bmc-rating-${mid}`);

  // Zoom 0.1–1, reset 0.5.
  await page.getByText('Zoom 0.5').waitFor();
  const zoom = page.getByRole('slider', { name: /^Zoom/ });
  await zoom.focus();
  await page.keyboard.press('End');
  await page.getByText('Zoom 1.0').waitFor();
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByText('Zoom 0.5').waitFor();
  assert.deepEqual(page.errors, []);
});

/** A tree node's open/close button by its node's name. */
const toggle = (name) => new RegExp(`^[▸▾] ${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

test('the rating tree drills down from the organisation to a unit and opens its BMC Rating', async () => {
  const page = await newPage(1440);
  await signIn(page, 'demo.admin', 'Demo12345');
  await page.waitForURL('**/dashboard');
  await visit(page, '/analytics/rating-tree');
  const tree = page.getByTestId('rating-tree');
  await tree.waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('tree-month').inputValue(), month, 'the previous month by default');
  const api_ = await api('demo.admin', `${an}/orgRating/tree?startTime=${month}-01&endTime=${monthEnd}`);

  // The organisation, open, with its rating and its two sub-organisations.
  const org = tree.locator('xpath=./li[@data-testid="tree-organization"]');
  assert.equal(await org.getAttribute('data-name'), api_.content.name);
  const head = await org.locator('xpath=./div').textContent();
  assert.ok(head.includes(`${UNITS} of ${UNITS} units rated`) && head.includes(api_.content.rating.toFixed(2)), head);
  const subs = org.locator('xpath=./ul/li[@data-testid="tree-organization"]');
  assert.equal(await subs.count(), api_.content.children.length);
  assert.equal(await tree.getByTestId('tree-site').count(), 0, 'sites show once a sub-organisation opens');
  await screenshot(page, 'rating-tree-org');

  // A sub-organisation opens its sites, a site its units.
  const subData = api_.content.children[0];
  const sub = subs.first();
  assert.equal(await sub.getAttribute('data-name'), subData.name);
  await sub.getByRole('button', { name: toggle(subData.name) }).click();
  assert.equal(await sub.getByRole('button', { name: toggle(subData.name) }).getAttribute('aria-expanded'), 'true');
  const sites = sub.getByTestId('tree-site');
  assert.equal(await sites.count(), subData.children.length);
  const siteData = subData.children[0];
  await sites
    .first()
    .getByRole('button', { name: toggle(siteData.name) })
    .click();
  const units = sites.first().getByTestId('tree-chillingUnit');
  assert.equal(await units.count(), siteData.children.length);
  const unitData = siteData.children[0];
  const chip = units.first().locator('[data-colour]');
  assert.equal(await chip.textContent(), unitData.rating.toFixed(2));
  assert.equal(await chip.getAttribute('data-colour'), colourOf(unitData.rating, 2, 4));
  await screenshot(page, 'rating-tree-open');

  // The unit opens its BMC Rating for the month.
  await units.first().getByRole('link', { name: unitData.name, exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/bmc-rating/${unitData.chillingUnitUuid}` && u.searchParams.get('month') === month);
  await page.getByTestId('rating-node').first().waitFor({ timeout: 30_000 });
  const summary = await page.getByTestId('rating-summary').textContent();
  assert.ok(summary.includes(`${unitData.rating.toFixed(2)} / 5`), summary);
  await screenshot(page, 'rating-tree-to-bmc-rating');
  assert.deepEqual(page.errors, []);
});

test('the rating template refuses a bad sum and saves a good one; below 15 privileges it is read-only', async () => {
  const weight = (page, name) => page.getByRole('textbox', { name: `Weightage of ${name}` });
  const page = await newPage(1440);
  await signIn(page, 'demo.admin', 'Demo12345');
  await page.waitForURL('**/dashboard');
  await visit(page, '/analytics/ratingtemplate');
  await weight(page, 'Milk Quality').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByText('read-only').count(), 0);
  assert.equal(await weight(page, 'Milk Quality').inputValue(), '40');
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/rating/attributes/update')) saves += 1;
  });

  // 45 + 30 + 30: the level's inputs are flagged and Save sends nothing.
  await weight(page, 'Milk Quality').fill('4x5');
  assert.equal(await weight(page, 'Milk Quality').inputValue(), '45', 'digits only');
  await page.getByText('Sum of the higlighted values should be 100').waitFor();
  for (const name of ['Milk Quality', 'Equipment Health', 'Operations']) {
    assert.equal(await weight(page, name).getAttribute('data-invalid'), 'true', name);
  }
  assert.equal(await weight(page, 'Chilling Performance').getAttribute('data-invalid'), 'false');
  await screenshot(page, 'rating-template-bad-sum');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(500);
  assert.equal(saves, 0);
  // The server refuses the same sum.
  const tpl = await api('demo.admin', `${an}/rating/attributes`);
  tpl.attributes.children[0].weightage = 45;
  const refused = await call('demo.admin', `${an}/rating/attributes/update`, { method: 'PUT', body: JSON.stringify(tpl.attributes) });
  assert.equal(refused.status, 400);

  // 45 + 25 + 30 is 100: saved, and kept.
  await weight(page, 'Equipment Health').fill('25');
  await page.getByText('Sum of the higlighted values should be 100').waitFor({ state: 'detached' });
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/rating/attributes/update') && r.status() === 200),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  await page.getByText('The rating template was saved.').waitFor();
  assert.equal(saves, 1);
  await screenshot(page, 'rating-template-saved');
  await page.reload();
  await settle(page);
  assert.equal(await weight(page, 'Milk Quality').inputValue(), '45');
  assert.equal(await weight(page, 'Equipment Health').inputValue(), '25');
  const saved = await api('demo.admin', `${an}/rating/attributes`);
  assert.deepEqual(
    saved.attributes.children.map((c) => c.weightage),
    [45, 25, 30],
  );
  assert.deepEqual(page.errors, []);

  // The viewer (6 privileges) reads the same template and cannot change it, here or through the API.
  const viewer = await newPage(1440);
  await signIn(viewer, 'demo.viewer', 'Demo12345');
  await viewer.waitForURL('**/dashboard');
  await visit(viewer, '/analytics/ratingtemplate');
  await weight(viewer, 'Milk Quality').waitFor({ timeout: 30_000 });
  await viewer.getByText('Editing the weightages needs at least 15 privileges: the template is read-only.').waitFor();
  assert.equal(await weight(viewer, 'Milk Quality').inputValue(), '45');
  assert.equal(await weight(viewer, 'Milk Quality').getAttribute('readonly'), '');
  await weight(viewer, 'Milk Quality').pressSequentially('9');
  assert.equal(await weight(viewer, 'Milk Quality').inputValue(), '45');
  assert.ok(await viewer.getByRole('button', { name: 'Save' }).isDisabled());
  await screenshot(viewer, 'rating-template-read-only');
  const forbidden = await call('demo.viewer', `${an}/rating/attributes/update`, { method: 'PUT', body: JSON.stringify(saved.attributes) });
  assert.equal(forbidden.status, 403);
  assert.deepEqual(viewer.errors, []);
});
