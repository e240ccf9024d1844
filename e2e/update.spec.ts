import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEmulator } from '../emulator/server';

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
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Synced');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
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
