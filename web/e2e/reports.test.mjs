// Reports in the browser (issue 13), on the demo fleet: the binary runs
// `serve --demo` with a day and a half of history, so the engine has
// derived chilling sessions, liftings, cleanings and energy days for
// yesterday and today. For each of the four reports an administrator
// chooses every site and unit and yesterday (a closed day: the live demo
// does not change it between two calls), runs it, and downloads the
// server's workbook; the table's own export is that workbook too, and the
// rows on screen are its first rows. Then the Invalid Date dialogs, an empty period,
// the undercooled flag, the menu, and every width in English and French.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startDemo } from './harness.mjs';
import { settle, toFrench, ui } from './ui.mjs';
import { consoleText, readSheet } from './xlsx.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const password = 'Demo12345';

const REPORTS = [
  {
    name: 'Chilling Session Report',
    page: '/configuration/Chilling Session Report',
    data: 'cs/v1/chillingReport',
    file: 'Chilling_Session_Report.xlsx',
  },
  {
    name: 'Fuel Consumption Report',
    page: '/configuration/Fuel Consumption Report',
    data: 'fs/v2/fuelReport',
    file: 'Fuel_Consumption_Report.xlsx',
  },
  { name: 'Milk Lifting Report', page: '/configuration/Milk Lifting Report', data: 'ml/v1/milkReport', file: 'Milk_Lifting_Report.xlsx' },
  { name: 'CIP Report', page: '/configurations/CIP Report', data: 'cip/v1/cipReport', file: 'CIP_Report.xlsx' },
];

const day = (d) => d.toISOString().slice(0, 10);

before(async () => {
  srv = await startDemo();
  browser = await launchBrowser();
  // Every report has rows for yesterday (the browser's date, UTC here) once
  // the engine has caught up with the backfill: wait until their counts hold still.
  const deadline = Date.now() + 240_000;
  let last = '';
  for (;;) {
    const counts = JSON.stringify(await Promise.all(REPORTS.map(async (r) => (await rows(r)).length)));
    if (counts === last && !JSON.parse(counts).includes(0)) break;
    if (Date.now() > deadline) assert.fail(`the demo's reports for yesterday: ${counts}`);
    last = counts;
    await new Promise((res) => setTimeout(res, 5000));
  }
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A demo user's session, once the demo has created the user. */
async function session(user = 'demo.admin') {
  for (let i = 0; ; i++) {
    const r = await fetch(`${srv.url}/authgateway/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user, password }),
    });
    if (r.ok) return r.json();
    if (i > 60) assert.fail(`login ${user}: ${r.status}`);
    await new Promise((res) => setTimeout(res, 1000));
  }
}

const yesterday = () => new Date(Date.now() - 86_400_000);

/** A report's rows for every unit, yesterday only by default, as the API answers them. */
async function rows(r, from = yesterday(), to = yesterday()) {
  const me = await session();
  const auth = { Authorization: `Bearer ${me.jwtAccessToken}` };
  const sites = await (await fetch(`${srv.url}/authgateway/provisioningService/sites/all?page=0&size=5000`, { headers: auth })).json();
  const uuids = sites.content.flatMap((s) => s.chillingUnitMonitoringDetailsList.map((u) => u.chillingUnitUuid));
  const body = new URLSearchParams({
    orgName: me.organizationName,
    uuids: uuids.join(','),
    fromDate: day(from),
    toDate: day(to),
    page: '0',
    pageSize: '5000',
  });
  const res = await fetch(`${srv.url}/authgateway/reports/${r.data}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  assert.equal(res.status, 200, `${r.data}: ${res.status}`);
  return (await res.json()).content;
}

async function signInAs(page, lang = 'en', user = 'demo.admin') {
  await signIn(page, user, password);
  await page.waitForURL('**/dashboard');
  await settle(page);
  if (lang === 'fr') {
    await toFrench(page);
    await settle(page);
  }
}

/** Opens a multi-select by its label and clicks an option, then closes it. */
async function pick(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

const words = {
  en: { sites: /^Sites/, units: /^Chilling Units/, all: 'Select All', submit: 'Submit', download: 'Download', exportTable: 'Export table' },
  fr: {
    sites: /^Sites/,
    units: /^Unités de refroidissement/,
    all: 'Tout sélectionner',
    submit: 'Valider',
    download: 'Télécharger',
    exportTable: 'Exporter le tableau',
  },
};

/** Chooses every site and unit and runs the report; resolves once the table has rows. */
async function runAll(page, lang = 'en') {
  const w = words[lang];
  await pick(page, w.sites, w.all);
  await pick(page, w.units, w.all);
  await page.getByRole('button', { name: w.submit }).click();
  await page.getByRole('grid').getByRole('row').nth(1).waitFor({ timeout: 30_000 });
  await settle(page);
}

/** Sets the To Date to yesterday (the From Date's default) in its calendar. */
async function untilYesterday(page) {
  const y = yesterday();
  // The second picker of the form is the To Date.
  await page
    .getByRole('button', { name: /Choose date/ })
    .nth(1)
    .click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('grid').waitFor();
  if (y.getUTCMonth() !== new Date().getUTCMonth()) await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('gridcell', { name: String(y.getUTCDate()), exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
  await page.waitForTimeout(500); // the order check settles
}

/** Clicks a button and reads the file it downloads: its name and bytes. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** Waits for a download message and reads it. */
async function message(page) {
  const alert = page.getByTestId('download-message');
  await alert.waitFor();
  return (await alert.textContent()).trim();
}

/** The page does not scroll sideways (the table may, inside itself). */
async function noSidewaysScroll(page, width) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width + 1, `the page is ${scroll} px wide at ${width} px`);
}

for (const r of REPORTS) {
  test(`${r.name}: every site and unit, the rows, and the downloaded workbook holds the table's cells`, async () => {
    const page = await newPage(1440);
    await signInAs(page);
    await visit(page, r.page);
    await page.getByRole('heading', { name: r.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    assert.equal(await crumbs.getByRole('link', { name: 'Reports' }).getAttribute('href'), '/reports');
    await untilYesterday(page);
    assert.equal(await page.locator('input[name="toDate"]').inputValue(), await page.locator('input[name="fromDate"]').inputValue());
    await runAll(page);
    await screenshot(page, `${r.name}-rows`);

    // The table's own export: the server's workbook of the rows shown (the one XLSX path of every table).
    const table = await download(page, page.getByRole('button', { name: 'Export table' }));
    assert.equal(table.name, `${r.name}.xlsx`);
    const shown = readSheet(table.bytes).map((row) => row.map(consoleText));
    const api = await rows(r);
    const body = shown.slice(1).filter((row) => row[0] !== 'Total'); // the Fuel workbook ends with its totals
    assert.equal(body.length, api.length, 'the workbook holds every row of the report');
    // The rows on screen are the workbook's first rows (the Milk Lifting's flag column aside).
    const flagged = r.name === 'Milk Lifting Report';
    const grid = page.getByRole('grid').getByRole('row');
    const onScreen = Math.min((await grid.count()) - 1, body.length);
    assert.ok(onScreen > 0, 'rows on screen');
    for (let i = 1; i <= onScreen; i++) {
      const cells = grid.nth(i).getByRole('gridcell');
      for (let c = 0; c < 3; c++) {
        assert.equal(await cells.nth(flagged ? c + 1 : c).textContent(), body[i - 1][c], `row ${i}, column ${c + 1}`);
      }
    }
    const headers = page.getByRole('grid').getByRole('columnheader');
    assert.equal(await headers.nth(flagged ? 1 : 0).textContent(), shown[0][0]);

    // Download: the same workbook under the spec's name.
    const downloadButton = page.getByRole('button', { name: 'Download' });
    const book = await download(page, downloadButton);
    assert.equal(book.name, r.file);
    assert.equal(await message(page), 'Report downloaded successfully!');
    const sheet = readSheet(book.bytes).map((row) => row.map(consoleText));
    assert.deepEqual(sheet, shown, 'Download and the table export give the same workbook');
    if (r.name === 'Fuel Consumption Report') assert.equal(sheet.at(-1)[0], 'Total');
    assert.deepEqual(page.errors, []);
  });
}

test('the milk liftings of undercooled milk are flagged in the table', async () => {
  const page = await newPage(1440);
  await signInAs(page);
  // The demo seldom lifts warm milk: the answer's first lifting is marked undercooled here.
  await page.route('**/authgateway/reports/ml/v1/milkReport', async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    await route.fulfill({ response: res, json: { ...json, undercooled: [0] } });
  });
  await visit(page, '/configuration/Milk Lifting Report');
  await runAll(page);
  // The flag is the table's first column.
  const first = page.getByRole('grid').getByRole('row').nth(1);
  await first.getByRole('gridcell').first().getByText('Undercooled', { exact: true }).waitFor();
  assert.equal(await page.getByTestId('undercooled-flag').count(), 1);
  assert.equal(await page.getByTestId('undercooled-count').textContent(), '1 lifting of undercooled milk');
  await screenshot(page, 'milk-lifting-undercooled');
  assert.deepEqual(page.errors, []);
});

test('a start after the end, or an end before the start, is refused and taken back', async () => {
  const page = await newPage(1440);
  await signInAs(page);
  await visit(page, '/configuration/Chilling Session Report');
  const from = page.locator('input[name="fromDate"]');
  const to = page.locator('input[name="toDate"]');
  const start = await from.inputValue();
  const end = await to.inputValue();

  // A year later for the start.
  await page
    .getByRole('group', { name: /^From Date/ })
    .getByRole('spinbutton')
    .nth(2)
    .click();
  await page.keyboard.press('ArrowUp');
  const dialog = page.getByRole('dialog', { name: 'Invalid Date' });
  await dialog.getByText('The start date cannot be after the end date.').waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'invalid-start-date');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await from.inputValue(), start);

  // A year earlier for the end.
  await page
    .getByRole('group', { name: /^To Date/ })
    .getByRole('spinbutton')
    .nth(2)
    .click();
  await page.keyboard.press('ArrowDown');
  await dialog.getByText('The end date cannot be before the start date.').waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await to.inputValue(), end);

  // Nothing chosen: every field is required.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('All fields are required!').waitFor();
  assert.deepEqual(page.errors, []);
});

test('a period without data: No Data Found, and nothing to download', async () => {
  const page = await newPage(1440);
  await signInAs(page);
  await visit(page, '/configurations/CIP Report');
  // The same days a year earlier, the start first so they stay in order.
  for (const name of [/^From Date/, /^To Date/]) {
    await page.getByRole('group', { name }).getByRole('spinbutton').nth(2).click();
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(600);
  }
  await pick(page, /^Sites/, 'Select All');
  await pick(page, /^Chilling Units/, 'Select All');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('No Data Found').waitFor();
  await page.getByRole('button', { name: 'Download' }).click();
  assert.equal(await message(page), 'Report is not Available');
  await screenshot(page, 'cip-no-data');
  assert.deepEqual(page.errors, []);
});

for (const [width, lang] of [
  [1440, 'en'],
  [1366, 'en'],
  [390, 'en'],
  [1440, 'fr'],
  [1366, 'fr'],
  [390, 'fr'],
]) {
  test(`the reports and a report at ${width} px in ${lang === 'fr' ? 'French' : 'English'}`, async () => {
    const fr = lang === 'fr';
    const page = await newPage(width);
    await signInAs(page, lang);
    const lifting = fr ? "Rapport d'enlèvement du lait" : 'Milk Lifting Report';

    // The list, its Milk tab, then the report: from the menu on a wide screen.
    await visit(page, `/reports?category=${fr ? 'Lait' : 'Milk'}`);
    await page.getByRole('tab', { name: fr ? 'Lait' : 'Milk', selected: true }).waitFor();
    await noSidewaysScroll(page, width);
    await screenshot(page, `reports-${width}-${lang}`);
    if (width >= 800) {
      const nav = page.getByRole('navigation', { name: fr ? 'Menu principal' : 'Main menu' });
      if (!(await nav.getByRole('link', { name: lifting }).isVisible())) {
        await nav.getByRole('button', { name: fr ? 'Lait' : 'Milk' }).click();
      }
      await nav.getByRole('link', { name: lifting }).click();
      await page.waitForURL('**/configuration/Milk%20Lifting%20Report');
      await settle(page);
    } else {
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: new RegExp(lifting) })
        .click();
      await page.waitForURL('**/configuration/Milk%20Lifting%20Report');
      await settle(page);
    }
    await page.getByRole('heading', { name: lifting }).waitFor();
    await runAll(page, lang);
    await noSidewaysScroll(page, width);
    await screenshot(page, `milk-lifting-${width}-${lang}`);
    await page.getByRole('button', { name: words[lang].download }).click();
    assert.equal(await message(page), fr ? 'Rapport téléchargé avec succès !' : 'Report downloaded successfully!');
    await noSidewaysScroll(page, width);
    await screenshot(page, `milk-lifting-downloaded-${width}-${lang}`);
    assert.deepEqual(page.errors, []);
  });
}
