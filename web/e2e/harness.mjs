// The end-to-end harness: the real chillwatch binary on a fresh database
// and Debian's chromium driven by playwright-core. Every page a scenario
// visits is saved as a screenshot under e2e/screenshots/.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
export async function startServer({ args = [], env = {}, port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'chillwatch-e2e-'));
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
      const r = await fetch(url + '/healthz');
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
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
      let nl;
      while ((nl = pending.indexOf('\n')) >= 0) {
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
