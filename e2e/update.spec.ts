import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEmulator } from '../emulator/server';
import { waitForServiceWorker, expectSynced, inFront } from './helpers';

/**
 * A new version is published while the till has an order open: it waits, the cashier can
 * apply it only once the order is closed, and after that the page runs the new version.
 * The "new build" is the served build with a changed page title and the service worker's
 * precache revision of index.html updated to match, as a real rebuild would do.
 */
function publishNewVersion(dir: string) {
  const indexFile = path.join(dir, 'index.html');
  const html = readFileSync(indexFile, 'utf8').replace('<title>POS</title>', '<title>POS next</title>');
  writeFileSync(indexFile, html);
  const revision = createHash('md5').update(html).digest('hex');
  const swFile = path.join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8').replace(/url:"index\.html",revision:"[0-9a-f]+"/, `url:"index.html",revision:"${revision}"`);
  writeFileSync(swFile, sw);
}

test('an update waits while the order holds a line and applies on the cashier\'s tap after', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-dist-'));
  cpSync(path.resolve('dist'), dir, { recursive: true });
  const emulator = await startEmulator({ port: 0, staticDir: dir });
  try {
    await page.goto(emulator.url);
    await expectSynced(page);
    await waitForServiceWorker(page);
    await expect(page).toHaveTitle('POS');

    await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
    await page.getByRole('button', { name: /^Mineral water/ }).click();

    publishNewVersion(dir);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const update = page.getByRole('button', { name: 'Update available' });
    await expect(update).toBeVisible({ timeout: 20_000 });
    await expect(update).toBeDisabled();
    await expect(page).toHaveTitle('POS');

    await page.getByRole('button', { name: 'Clear order' }).click();
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page).toHaveTitle('POS next', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Update available' })).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: 'Categories' })).toBeVisible();
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The served build's entry script: a second build names it (and every chunk) with its tag. */
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '').catch(() => 'navigating');

test('an update applied in one tab reloads the other tab once it is idle, into the new chunks and a working sync', async ({ context }) => {
  test.setTimeout(300_000);
  // The next version: a real second build whose script and chunk names all differ.
  const next = mkdtempSync(path.join(tmpdir(), 'pos-next-'));
  execFileSync('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, POS_BUILD_TAG: 'next' },
    stdio: 'ignore',
  });
  const served = mkdtempSync(path.join(tmpdir(), 'pos-served-'));
  cpSync(path.resolve('dist'), served, { recursive: true });
  const emulator = await startEmulator({ port: 0, staticDir: served });
  try {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(emulator.url);
      await expect(page.getByRole('status', { name: 'Sync status' })).toContainText(/Synced|Syncing/);
      await waitForServiceWorker(page);
      expect(await entryScript(page)).not.toContain('-next-');
    }
    // The second tab is taking a payment (the order itself is shared by the tabs of a till).
    await second.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
    await second.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
    await second.getByRole('button', { name: /^Mineral water/ }).click();
    await second.getByRole('button', { name: 'Pay' }).click();
    const payment = second.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toBeVisible();

    // Publish the next version: the old build's files are gone from the server.
    rmSync(served, { recursive: true, force: true });
    cpSync(next, served, { recursive: true });
    await inFront(first);
    await first.getByRole('button', { name: 'Clear order' }).click();
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const update = first.getByRole('button', { name: 'Update available' });
    await expect(update).toBeEnabled({ timeout: 30_000 });
    await update.click();
    await expect.poll(() => entryScript(first), { timeout: 30_000 }).toContain('-next-');
    await expect(first.getByRole('status', { name: 'Sync status' })).toBeVisible();

    // The paying tab keeps its build while the payment is open...
    await expect(payment).toBeVisible();
    expect(await entryScript(second)).not.toContain('-next-');
    await inFront(second);
    await payment.getByRole('button', { name: 'Cancel' }).click();
    // ...then reloads into the new version, whose lazy chunks and sync load.
    await expect.poll(() => entryScript(second), { timeout: 30_000 }).toContain('-next-');
    await second.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
    await second.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
    await second.getByRole('button', { name: /^Mineral water/ }).click();
    await second.getByRole('button', { name: 'Pay' }).click();
    await expect(second.getByRole('dialog', { name: 'Payment' })).toBeVisible();
    await second.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Cancel' }).click();
    await second.getByRole('button', { name: 'Sync now' }).click();
    await expectSynced(second);
  } finally {
    await emulator.close();
    rmSync(served, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
});
