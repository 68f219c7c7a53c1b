// The end-to-end harness: the real chillwatch binary on a fresh database
// and Debian's chromium driven by playwright-core. Every page a scenario
// visits is saved as a screenshot under e2e/screenshots/.
import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const root = join(here, '..', '..');
export const binary = process.env.CHILLWATCH_BIN ?? join(root, 'bin', 'chillwatch');
export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const adminPassword = 'Admin12345';
const shotsDir = join(here, 'screenshots');

/** A port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the binary on a fresh data dir; args follow `serve`, env is added.
 * port is chosen free unless given (a scenario that must know the server's
 * URL before it starts, e.g. for CHILLWATCH_PUBLIC_URL, passes freePort()).
 */
export async function startServer({ args = [], env = {}, port: wanted, dataDir = mkdtempSync(join(tmpdir(), 'chillwatch-e2e-')) } = {}) {
  const port = wanted ?? (await freePort());
  const proc = spawn(binary, ['serve', ...args], {
    env: {
      ...process.env,
      CHILLWATCH_ADDR: `127.0.0.1:${port}`,
      CHILLWATCH_DATA_DIR: dataDir,
      CHILLWATCH_ADMIN_PASSWORD: adminPassword,
      CHILLWATCH_DB: '',
      CHILLWATCH_MQTT_ADDR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout.on('data', (d) => (log += d));
  proc.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (proc.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    log: () => log,
    /** Stops the server (SIGTERM) and removes its data unless keep. */
    async stop({ keep = false } = {}) {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('exit', r)));
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo's sign-in password (internal/demo: UserPassword) and its fleet's size. */
export const demoPassword = 'Demo12345';
const demoUnits = 20;

/**
 * Starts `serve --demo` on a copy of the shared demo data set: the demo
 * fleet with a day and a half of history and the previous month's last day
 * (so that the month is rated), derived to the end. The set is made once
 * for a binary (demoData) and copied for each suite; the server fills the
 * minutes since it was made (internal/demo: a later start resumes the
 * history) and goes on live. The answer's prepared holds how the set was
 * made: its server's log and the seconds it took.
 */
export async function startDemo({ env = {} } = {}) {
  const prepared = await demoData();
  const dataDir = mkdtempSync(join(tmpdir(), 'chillwatch-e2e-'));
  cpSync(prepared.dir, dataDir, { recursive: true });
  const srv = await startServer({ args: ['--demo'], env: { TZ: 'UTC', ...env }, dataDir });
  return { ...srv, prepared };
}

/**
 * The shared demo data set's directory, made when this binary has none
 * younger than three hours: under the system's temporary directory, named
 * after the binary's size and time, published by a rename when whole.
 */
export async function demoData() {
  const st = statSync(binary);
  const home = join(tmpdir(), `chillwatch-e2e-demo-${st.size}-${Math.floor(st.mtimeMs)}`);
  const facts = join(home, 'prepared.json');
  if (existsSync(facts)) {
    const made = JSON.parse(readFileSync(facts, 'utf8'));
    if (Date.now() - made.at < 3 * 3600_000) return { ...made, dir: join(home, 'data') };
    rmSync(home, { recursive: true, force: true });
  }
  sweepDemoData();
  const building = mkdtempSync(join(tmpdir(), 'chillwatch-e2e-demo-building-'));
  const began = Date.now();
  const srv = await startServer({
    args: ['--demo'],
    env: { CHILLWATCH_DEMO_BACKFILL: '36h', TZ: 'UTC' },
    dataDir: join(building, 'data'),
  });
  try {
    await demoDerived(srv);
  } catch (err) {
    await srv.stop();
    rmSync(building, { recursive: true, force: true });
    throw err;
  }
  await srv.stop({ keep: true });
  const made = { at: Date.now(), seconds: (Date.now() - began) / 1000, log: srv.log() };
  writeFileSync(join(building, 'prepared.json'), JSON.stringify(made));
  try {
    renameSync(building, home);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run published one first
  }
  console.log(`demo data set made in ${made.seconds.toFixed(1)} s: ${home}`);
  return { ...made, dir: join(home, 'data') };
}

/** Removes the demo data sets (about 120 MB each) of other binaries made more than three hours ago. */
function sweepDemoData() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('chillwatch-e2e-demo-')) continue;
    const dir = join(tmpdir(), name);
    try {
      const at = existsSync(join(dir, 'prepared.json'))
        ? JSON.parse(readFileSync(join(dir, 'prepared.json'), 'utf8')).at
        : statSync(dir).mtimeMs;
      if (Date.now() - at > 3 * 3600_000) rmSync(dir, { recursive: true, force: true });
    } catch {
      /* another run's, being written or removed */
    }
  }
}

/**
 * Waits until a first demo start has been derived: every unit rated for
 * the previous month (a closed month of the rating dates), at least 15
 * units in the dashboard chart's default window, and these held still over
 * three readings two seconds apart (the engine's step over the gap to the
 * backfill rewrites the month's last day once).
 */
async function demoDerived(srv) {
  const an = `${srv.url}/authgateway/analyticService`;
  const deadline = Date.now() + 300_000;
  let auth;
  while (!auth) {
    const r = await fetch(`${srv.url}/authgateway/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo.admin', password: demoPassword }),
    });
    if (r.ok) auth = { Authorization: `Bearer ${(await r.json()).jwtAccessToken}` };
    else if (Date.now() > deadline) throw new Error(`demo.admin cannot sign in: ${r.status}\n${srv.log().slice(-3000)}`);
    else await new Promise((res) => setTimeout(res, 500));
  }
  const d = new Date();
  const month = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const monthEnd = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const get = async (path) => {
    const r = await fetch(an + path, { headers: auth });
    return r.ok ? r.json() : { content: [] };
  };
  let last = '';
  for (let same = 0; same < 3; ) {
    const dates = await get('/orgRating/dates');
    const tree = await get(`/orgRating/tree?startTime=${month}-01&endTime=${monthEnd}`);
    const chart = await get('/chart/getChartData?chartId=home_page_chart&order=Top&limit=50&attribute=By%20Chilling%20Duration');
    const closed = (dates.content ?? []).some((m) => m.month === month && !m.provisional);
    const now = JSON.stringify({ closed, tree: tree.content, charted: (chart.content ?? []).length >= 15 });
    const done = closed && tree.content?.ratedUnits === demoUnits && chart.content.length >= 15;
    same = done && now === last ? same + 1 : 0;
    last = now;
    if (Date.now() > deadline)
      throw new Error(`the demo never had ${month}'s ratings and a week of KPIs: ${last}\n${srv.log().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Launches headless chromium with the flags this machine needs. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shot = 0;
/** Saves a full-page screenshot named after the scenario and the screen. */
export async function screenshot(page, name) {
  mkdirSync(shotsDir, { recursive: true });
  shot += 1;
  const suite = basename(process.argv[1] ?? 'e2e', '.test.mjs');
  const file = join(shotsDir, `${suite}-${String(shot).padStart(2, '0')}-${name.replace(/[^\w-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

let providerBinary;
/**
 * Builds (once per run, into a temporary directory) and starts the test
 * OpenID Connect provider, internal/identity/testprovider/cmd/oidc-testprovider:
 * zitadel/oidc's provider with its example accounts and login page, one
 * client with these redirect and post-logout URIs. Answers its issuer and
 * accounts, requests() (the requests it received: method, path, query
 * parameter names) and stop().
 */
export async function startOIDCProvider({ clientId = 'chillwatch', clientSecret, redirectUris, postLogoutUris = [] }) {
  if (!providerBinary) {
    const dir = mkdtempSync(join(tmpdir(), 'chillwatch-oidc-'));
    providerBinary = join(dir, 'oidc-testprovider');
    await new Promise((resolve, reject) =>
      execFile(
        process.env.GO ?? 'go',
        ['build', '-o', providerBinary, './internal/identity/testprovider/cmd/oidc-testprovider'],
        { cwd: root },
        (err, _stdout, stderr) => (err ? reject(new Error(`building the test provider failed: ${stderr || err.message}`)) : resolve()),
      ),
    );
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const args = ['-client-id', clientId, '-client-secret', clientSecret];
  for (const u of redirectUris) args.push('-redirect-uri', u);
  for (const u of postLogoutUris) args.push('-post-logout-uri', u);
  const proc = spawn(providerBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let pending = '';
  let log = '';
  proc.stderr.on('data', (d) => (log += d));
  const ready = new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      pending += d;
      for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        try {
          lines.push(JSON.parse(line));
        } catch {
          /* not ours */
        }
        if (lines.length === 1) resolve(lines[0]);
      }
    });
    proc.on('exit', (code) => reject(new Error(`the test provider exited (${code}):\n${log}`)));
    setTimeout(() => reject(new Error(`the test provider did not start:\n${log}`)), 60_000).unref();
  });
  const info = await ready;
  return {
    ...info,
    requests: () => lines.slice(1),
    log: () => log,
    async stop() {
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('exit', r)));
    },
  };
}
