import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, payCash, product } from './helpers';

test('when IndexedDB refuses writes for quota the till drops cached images, keeps waiting sales and says so', async ({ page, context }) => {
  await openTill(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pos-images')).keys()).length), { timeout: 30_000 })
    .toBeGreaterThan(20);
  await context.setOffline(true);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');

  // The device is full: every new IndexedDB record is refused as the browser does it. The
  // line is stored first: the fault is for the sale, not for the tap that fills the order.
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await page.evaluate(() => {
    const store = IDBObjectStore.prototype;
    const { add, put } = store;
    (window as unknown as { __restore: () => void }).__restore = () => Object.assign(store, { add, put });
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.assign(store, { add: refuse, put: refuse });
  });
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
});
