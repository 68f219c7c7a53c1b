// Page helpers shared by the browser scenarios: pages that record page
// errors, visits that wait for the network to settle, sign-in, and fields
// found by their visible label.
import { screenshot } from './harness.mjs';

/** Helpers bound to one browser and one running server. */
export function ui(getBrowser, getServer) {
  /** A new page at desktop size that records page errors in page.errors. */
  async function newPage(width = 1280) {
    const context = await getBrowser().newContext({ viewport: { width, height: 860 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // A style or script the console's Content-Security-Policy refuses is an
    // error too (docs/security.md): every screen must work under the policy.
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content.Security.Policy|Refused to (apply|execute|load)/i.test(m.text())) errors.push(m.text());
    });
    page.errors = errors;
    // The requests in flight, event streams aside: the top bar's bell keeps
    // the push stream open on every signed-in page, so Playwright's
    // 'networkidle' never comes (see settle).
    const inflight = new Set();
    page.on('request', (r) => {
      if (r.resourceType() !== 'eventsource') inflight.add(r);
    });
    page.on('requestfinished', (r) => inflight.delete(r));
    page.on('requestfailed', (r) => inflight.delete(r));
    page.inflight = inflight;
    return page;
  }

  async function visit(page, path, shot) {
    await page.goto(getServer().url + path);
    await settle(page);
    if (shot) await screenshot(page, shot);
  }

  async function signIn(page, name, password) {
    await visit(page, '/login', 'login');
    await field(page, 'User name').fill(name);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  return { newPage, visit, signIn, field, choose };
}

/**
 * Waits for the page's load event, then for 500 ms without a request in
 * flight — Playwright's 'networkidle', except that an open event stream (the
 * bell's push stream) does not count. Pages must come from newPage.
 */
export async function settle(page, timeout = 30_000) {
  await page.waitForLoadState('load', { timeout });
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (page.inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    if (Date.now() > deadline) {
      throw new Error(`the page did not settle in ${timeout} ms: ${[...page.inflight].map((r) => r.url()).join(', ')}`);
    }
    await page.waitForTimeout(50);
  }
}

/** A field by its visible label, whatever its case and required mark. */
export function field(scope, label) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`, 'i'));
}

/** Opens a select (MUI) by its label and picks the option. */
export async function choose(scope, label, option, page = scope) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Switches the console to French: the top bar's switch, or on a phone the user menu's entry. */
export async function toFrench(page) {
  const onBar = page.getByRole('button', { name: 'French', exact: true });
  await page.getByRole('button', { name: 'User menu' }).waitFor(); // the top bar is drawn
  if (await onBar.isVisible()) {
    await onBar.click();
    return;
  }
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'French' }).click();
}

/**
 * Opens a side-menu entry of a section and waits for its address. The
 * route's code loads before the address changes, which a loaded machine
 * may take a while over, and a click that meets the section still opening
 * is lost: the entry is clicked again, up to three times (CI lost one in
 * the audit log, and one in the notification settings).
 */
export async function openFromMenu(page, section, entry, url) {
  const nav = page.getByRole('navigation');
  await nav.getByText(section, { exact: true }).first().click();
  const item = nav.getByText(entry, { exact: true });
  await item.waitFor(); // the section has opened
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      await page.waitForURL(url, { timeout: 20_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
