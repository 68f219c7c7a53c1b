// The end-to-end harness: the real chillwatch binary on a fresh database
// and Debian's chromium driven by playwright-core. Every page a scenario
// visits is saved as a screenshot under e2e/screenshots/.
import { spawn } from 'node:child_process';
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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the binary on a fresh data dir; args follow `serve`, env is added. */
export async function startServer({ args = [], env = {} } = {}) {
  const port = await freePort();
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
