import { expect, test } from './fixtures';
import { ROUTE_NAMES } from '../emulator/types';
import { openCategory, payCash, product, waitForServiceWorker, expectSynced, FIRST_SYNC_TIMEOUT } from './helpers';

test('installable: the manifest parses, its icons exist, the service worker controls the page', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', orientation: 'any' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorker(page);
});

test('after one online visit the till starts and sells with no network', async ({ page, context }) => {
  await page.goto('/');
  await expectSynced(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await product(page, 'Mineral water').click();
  await product(page, 'Mineral water').click();
  await expect(page.getByLabel('Order total')).toHaveText('0.400');

  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('1');
  await expect(payment.getByLabel('Change due')).toHaveText('0.600');
  await payment.getByRole('button', { name: 'Complete sale' }).click();

  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('Burger Yard');
  await expect(receipt).toContainText('0.400');
  await receipt.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Order' }).getByRole('listitem')).toHaveCount(0);
});

test('product images are cached after a sync and show offline in a category never opened', async ({ page, context }) => {
  await page.goto('/');
  await expectSynced(page);
  await waitForServiceWorker(page);
  // The warm-up runs in the background; wait until the dessert images are in the cache.
  await expect
    .poll(
      () => page.evaluate(async () => (await (await caches.open('pos-images')).keys()).some((r) => r.url.endsWith('/images/p/70.svg'))),
      { timeout: 30_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Desserts' }).click();
  const tiramisu = page.getByRole('button', { name: /^Tiramisu/ }).locator('img');
  await expect(tiramisu).toHaveJSProperty('complete', true);
  expect(await tiramisu.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a server that cannot be reached while the network is up says Offline, not Sync failed, and Synced once it answers', async ({ page, emulator }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const status = page.getByRole('status', { name: 'Sync status' });
  await expect(status).toContainText('Synced', { timeout: FIRST_SYNC_TIMEOUT });

  // Wi-Fi up, internet down: every API request has its connection cut.
  for (const route of ROUTE_NAMES) if (route !== 'images') emulator.control.setFault(route, { kind: 'drop' });
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(status).toContainText('Offline · catalog from');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  await expect(status).toContainText('Offline');

  emulator.control.clearFaults();
  await expect(status).toContainText('Synced', { timeout: 45_000 });
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  expect(emulator.control.invoices()).toHaveLength(1);
});
