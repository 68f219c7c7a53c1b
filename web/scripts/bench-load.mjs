// The first-load benchmark (issue 15, docs/console.md#fast-first-load):
// the real binary (bin/chillwatch, `make build` first) serving the demo
// (`serve --demo`) on a fresh database, Debian's chromium under
// Lighthouse's mobile throttling (4x CPU slowdown, slow 4G: 150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up), an empty cache for every load. It
// records, for the login page and for the dashboard (signed in as
// demo.admin, then /dashboard loaded afresh with the session present), the
// largest contentful paint, the number of JS files and the JS bytes on the
// wire, and prints a Markdown table of the medians.
//
//   cd web && npm run bench:load -- [runs=5] [--gzip|--identity] [--verbose]
//
// By default the browser asks for what it always asks (brotli first);
// --gzip asks for gzip alone (Accept-Encoding: gzip), the figure the
// ≤ 300 KiB goal is stated in; --identity asks for uncompressed files, the
// figures before precompression. --verbose lists every script loaded.
//
// LCP is read from a PerformanceObserver (type largest-contentful-paint,
// buffered) that an init script registers before the page's own scripts
// run, once the page has settled (no request in flight for 1.5 s, the
// dashboard's event stream aside); nothing is clicked before, since the
// first input ends LCP. Chromium's own LCP event (CDP PerformanceTimeline)
// is read as well, and the two must agree.
import { launchBrowser, startServer } from '../e2e/harness.mjs';

const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const encoding = process.argv.includes('--identity') ? 'identity' : process.argv.includes('--gzip') ? 'gzip' : 'br';
const verbose = process.argv.includes('--verbose');
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Waits until no request but an event stream has been in flight for `quiet` ms. */
async function settle(page, inflight, quiet = 1500, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quiet) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle: ${[...inflight].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(100);
  }
}

/** One cold, throttled load of `path`; `ready` waits for the page's own content. */
async function measure(context, url, ready) {
  const page = await context.newPage();
  const inflight = new Set();
  page.on('request', (r) => r.resourceType() !== 'eventsource' && inflight.add(r));
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (encoding !== 'br') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  // Chromium's own record of the LCP candidates, as a cross-check.
  let cdpLcp = 0;
  let navStart = null;
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    if (event.type === 'largest-contentful-paint' && event.lcpDetails) cdpLcp = event.lcpDetails.renderTime || event.lcpDetails.loadTime;
  });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, entries: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__lcp = {
          time: e.startTime,
          entries: window.__lcp.entries + 1,
          element: e.element ? `${e.element.tagName.toLowerCase()} "${(e.element.textContent ?? '').trim().slice(0, 40)}"` : e.url,
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (ready) await ready(page);
  await settle(page, inflight);
  const lcp = await page.evaluate(() => window.__lcp);
  navStart = await page.evaluate(() => performance.timeOrigin);
  const landed = new URL(page.url()).pathname;
  const bytes = [...scripts.values()].reduce((a, s) => a + s.bytes, 0);
  if (verbose) {
    console.error(
      `${landed}: LCP ${lcp.time.toFixed(0)} ms (${lcp.entries} entries, ${lcp.element}); CDP ${cdpLcp ? (cdpLcp * 1000 - navStart).toFixed(0) : '-'} ms; wall ${Date.now() - started} ms`,
    );
    for (const s of scripts.values()) console.error(`  ${(s.bytes / 1024).toFixed(1)} KiB ${s.url.replace(/^.*\//, '')}`);
  }
  await page.close();
  return { landed, lcp: lcp.time, entries: lcp.entries, element: lcp.element, files: scripts.size, bytes };
}

const srv = await startServer({ args: ['--demo'], env: { CHILLWATCH_DEMO_BACKFILL: process.env.CHILLWATCH_DEMO_BACKFILL ?? '36h' } });
const browser = await launchBrowser();
const rows = [];
try {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const pages = { login: [], dashboard: [] };
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    pages.login.push(
      await measure(ctx, `${srv.url}/login`, (p) => p.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 })),
    );
    // Sign in once, unthrottled, and land on the dashboard; then load it afresh.
    const p = await ctx.newPage();
    await p.goto(`${srv.url}/login`);
    await p.getByLabel(/^User name/).fill('demo.admin');
    await p.getByLabel(/^Password/).fill('Demo12345');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL('**/dashboard', { timeout: 60_000 });
    await p.close();
    const dash = await measure(ctx, `${srv.url}/dashboard`, (pg) => pg.getByTestId('dashboard-updated').waitFor({ timeout: 120_000 }));
    if (dash.landed !== '/dashboard') throw new Error(`the dashboard load ended on ${dash.landed}`);
    pages.dashboard.push(dash);
    await ctx.close();
  }
  for (const [name, ms] of Object.entries(pages)) {
    if (ms.some((m) => m.entries === 0)) throw new Error(`${name}: no LCP entry was observed`);
    rows.push(
      `| ${name} | ${encoding} | ${(median(ms.map((m) => m.lcp)) / 1000).toFixed(2)} s (${ms.map((m) => (m.lcp / 1000).toFixed(2)).join(', ')}) | ${median(ms.map((m) => m.files))} | ${(median(ms.map((m) => m.bytes)) / 1024).toFixed(0)} KiB |`,
    );
  }
} finally {
  await browser.close();
  await srv.stop();
}
console.log(
  `| page | encoding | LCP, median of ${runs} (each run) | JS files | JS on the wire |\n|---|---|---|---|---|\n${rows.join('\n')}`,
);
