// Notifications in the browser, on the demo fleet: the bell in the top bar
// at every width, the administrators' Configuration → Notifications (the
// default escalation policy, the channels with a test message, the delivery
// log) in English and French, the bell following the push stream, and a
// viewer kept out of the settings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startDemo } from './harness.mjs';
import { openFromMenu, settle, toFrench, ui } from './ui.mjs';

let srv;
let browser;
const { newPage, visit, signIn } = ui(
  () => browser,
  () => srv,
);
const password = 'Demo12345';

before(async () => {
  srv = await startDemo();
  browser = await launchBrowser();
  await token('demo.admin', 60_000);
});

after(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A demo user's access token, once the demo has created the user. */
async function token(user, wait = 0) {
  const deadline = Date.now() + wait;
  for (;;) {
    const r = await fetch(`${srv.url}/authgateway/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user, password }),
    });
    if (r.ok) return (await r.json()).jwtAccessToken;
    if (Date.now() > deadline) assert.fail(`login ${user}: ${r.status}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

const words = {
  en: {
    stage: (n) => `Stage ${n} —`,
    roles: (n) => `Roles told at stage ${n}`,
    channels: 'Channels',
    deliveries: 'Delivery log',
    testWeb: 'Send a test message to me by In-app',
    sent: 'Sent.',
    digest: 'One digest for all centres',
  },
  fr: {
    stage: (n) => `Niveau ${n} —`,
    roles: (n) => `Rôles prévenus au niveau ${n}`,
    channels: 'Canaux',
    deliveries: 'Journal des envois',
    testWeb: "M'envoyer un message de test par Dans la console",
    sent: 'Envoyé.',
    digest: 'Un seul récapitulatif pour tous les centres',
  },
};

/** The bell, whatever its count. */
const bell = (page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The bell's unread count, read from its name ('Notifications, 3 unread' / '…, 3 non lues'). */
async function unread(page) {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const m = /(\d+)/.exec(name);
  return m ? Number(m[1]) : 0;
}

/** Waits until the bell counts more than `than`. */
async function countAbove(page, than, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  while ((await unread(page)) <= than) {
    if (Date.now() > deadline) assert.fail(`the bell stayed at ${await unread(page)} (was ${than})`);
    await page.waitForTimeout(200);
  }
  return unread(page);
}

/** Every control of the top bar lies within the viewport: nothing is pushed off a phone's screen. */
async function topBarFits(page, width) {
  const controls = page.getByRole('banner').locator('a, button');
  for (let i = 0; i < (await controls.count()); i++) {
    const box = await controls.nth(i).boundingBox();
    if (!box) continue; // hidden
    assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `top bar control ${i} at ${box.x}+${box.width} of ${width}`);
  }
}

async function signInAs(page, user, lang) {
  await signIn(page, user, password);
  await page.waitForURL('**/dashboard');
  await settle(page);
  if (lang === 'fr') {
    await toFrench(page);
    await settle(page);
  }
}

for (const [width, lang] of [
  [1440, 'en'],
  [1366, 'en'],
  [390, 'en'],
  [1440, 'fr'],
  [1366, 'fr'],
  [390, 'fr'],
]) {
  test(`an administrator sees the bell and the notification settings (${width} px, ${lang})`, async () => {
    const w = words[lang];
    const page = await newPage(width);
    await signInAs(page, 'demo.admin', lang);
    await bell(page).waitFor();
    assert.ok(await bell(page).isVisible(), 'the bell is visible');
    await topBarFits(page, width);

    // The bell's panel.
    await bell(page).click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    await page.waitForTimeout(300); // the popover's fade
    await screenshot(page, `bell-${width}-${lang}`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // The settings: from the menu on a wide screen, typed on a phone.
    if (width >= 800) {
      await openFromMenu(page, 'Configuration', 'Notifications', '**/configuration/notifications');
      await settle(page);
    } else {
      await visit(page, '/configuration/notifications');
    }
    for (const n of [1, 2, 3]) await page.getByRole('heading', { name: w.stage(n) }).waitFor();
    const stage1 = page.getByRole('combobox', { name: w.roles(1) });
    assert.equal((await stage1.textContent()).trim(), 'Chilling Centre In-charge');
    assert.equal(
      (await page.getByRole('combobox', { name: w.roles(2) }).textContent()).trim(),
      'Chilling Centre In-charge, Maintenance, RDE',
    );
    const digests = page.getByRole('switch', { name: w.digest });
    assert.deepEqual(await Promise.all([0, 1, 2].map((i) => digests.nth(i).isChecked())), [false, true, true]);
    await screenshot(page, `notification-policy-${width}-${lang}`);

    // A test message in the console's inbox: the bell counts it.
    const before = await unread(page);
    await page.getByRole('tab', { name: w.channels }).click();
    await page.getByRole('button', { name: w.testWeb }).click();
    await page.getByText(w.sent, { exact: true }).waitFor();
    await countAbove(page, before);
    await screenshot(page, `notification-channels-${width}-${lang}`);

    // The delivery log records it.
    await page.getByRole('tab', { name: w.deliveries }).click();
    await page.waitForURL('**view=deliveries**');
    await page.getByRole('grid').first().getByRole('row').nth(1).waitFor();
    await settle(page);
    await screenshot(page, `notification-deliveries-${width}-${lang}`);
    assert.deepEqual(page.errors, []);
  });
}

test('the bell follows the push stream, and the inbox lists the new notification', async () => {
  const page = await newPage(1440);
  await signInAs(page, 'demo.admin', 'en');
  await bell(page).waitFor();
  await page.waitForTimeout(1500); // the stream opens after the first count
  const before = await unread(page);
  // A test message sent outside this page: only the push stream can tell the bell before its 60 s refresh.
  const r = await fetch(`${srv.url}/authgateway/notificationService/test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await token('demo.admin')}` },
    body: JSON.stringify({ channel: 'web' }),
  });
  assert.equal(r.status, 200);
  assert.equal((await r.json()).status, 'sent');
  await countAbove(page, before, 15_000);

  await bell(page).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('link', { name: 'See all' }).click();
  await page.waitForURL('**/notifications');
  await settle(page);
  const list = page.getByRole('list', { name: 'Your notifications' });
  await list.getByRole('listitem').first().waitFor();
  await screenshot(page, 'inbox-1440-en');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await page.getByText('Unread: 0').waitFor();
  assert.equal(await unread(page), 0);
  assert.deepEqual(page.errors, []);
});

test('a viewer has the bell but no notification settings, from the menu or a typed URL', async () => {
  const page = await newPage(1440);
  await signInAs(page, 'demo.viewer', 'en');
  assert.equal(await page.getByRole('navigation').getByText('Notifications', { exact: true }).count(), 0);
  await page.setViewportSize({ width: 390, height: 860 });
  assert.ok(await bell(page).isVisible(), 'the bell is visible');
  await topBarFits(page, 390);
  await screenshot(page, 'viewer-top-bar-390');
  await visit(page, '/configuration/notifications');
  await page.waitForURL('**/403');
  await screenshot(page, 'notification-settings-forbidden');
  assert.deepEqual(page.errors, []);
});
