import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openCategory, openTill, orderLines, payCash, product, waitForServiceWorker, expectSynced } from './helpers';

/** The device is full: every new IndexedDB record is refused as the browser does it. */
async function fillTheDisk(page: Page) {
  await page.evaluate(() => {
    const store = IDBObjectStore.prototype;
    const { add, put } = store;
    (window as unknown as { __restore: () => void }).__restore = () => Object.assign(store, { add, put });
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.assign(store, { add: refuse, put: refuse });
  });
}

test('when IndexedDB refuses writes for quota the till drops cached images, keeps waiting sales and says so', async ({ page, context }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pos-images')).keys()).length), { timeout: 30_000 })
    .toBeGreaterThan(20);
  await context.setOffline(true);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');

  // The line is stored first (the click's write is asynchronous), so only the sale's writes
  // are refused.
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await fillTheDisk(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('1');
  await payment.getByRole('button', { name: 'Complete sale' }).click();

  await expect(payment.getByRole('alert')).toContainText('out of storage');
  expect(await page.evaluate(() => caches.has('pos-images'))).toBe(false);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');

  // Space again: the same order completes; nothing was lost or charged twice.
  await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore());
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');
  await expect(orderLines(page)).toHaveCount(0);

  // A change to the order refused for want of space is said, not silently lost.
  await fillTheDisk(page);
  await product(page, 'Mineral water').click();
  await expect(page.getByRole('alert').filter({ hasText: 'The order was not changed' })).toContainText('out of storage');
  await expect(orderLines(page)).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore());
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');
});

test('images from another origin are fetched with CORS and cached only as real 200 answers, never opaque ones', async ({ page, emulator }) => {
  // The app from localhost, the server (and its images) from 127.0.0.1: another origin.
  const apiOrigin = emulator.url;
  const appOrigin = apiOrigin.replace('127.0.0.1', 'localhost');
  // Provisioned as every terminal is: the server and a one-time enrolment code, never a key.
  const enrolmentCode = emulator.control.serveNewEnrolmentCode();
  await page.route('**/config.json', (route) => route.fulfill({ json: { serverUrl: apiOrigin, enrolmentCode } }));
  await page.goto(appOrigin);
  await expectSynced(page);
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pos-images')).keys()).length), { timeout: 30_000 })
    .toBeGreaterThan(20);
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('pos-images');
    const keys = await cache.keys();
    return Promise.all(keys.map(async (k) => ({ url: k.url, status: (await cache.match(k))?.status ?? -1 })));
  });
  expect(cached.every((c) => c.url.startsWith(apiOrigin))).toBe(true);
  expect(cached.filter((c) => c.status !== 200)).toEqual([]);
  // The menu's <img> tags load the same CORS answers.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await expect(product(page, 'Pepsi').locator('img')).toHaveAttribute('crossorigin', 'anonymous');
  await expect.poll(() => product(page, 'Pepsi').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
