import { expect, test } from './fixtures';
import { openCategory, openTill, payCash, product, waitForServiceWorker } from './helpers';

test('three sales made offline survive a reload and reach the server exactly once when the network returns', async ({ page, context, emulator }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i < n; i++) await product(page, 'Mineral water').click();
    await payCash(page, '1');
  }
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('3');

  await page.reload();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('3');
  expect(emulator.control.invoices()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  const invoices = emulator.control.invoices();
  expect(invoices).toHaveLength(3);
  const bodies = invoices.map((i) => i.body as { total: number; brand_id: number; lines: { brand_id: number }[] });
  expect(bodies.map((b) => b.total)).toEqual([0.2, 0.4, 0.6]);
  expect(bodies.every((b) => b.brand_id === 1 && b.lines.every((l) => l.brand_id === 1))).toBe(true);

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await expect(orders.getByText('Uploaded', { exact: true })).toHaveCount(3);
});

test('a page closed in the middle of an upload sends the sale again and the server still holds it once', async ({ page, context, emulator }) => {
  await openTill(page);
  // The server stores the invoice only after a slow answer; the page closes before it.
  emulator.control.setFault('invoices', { kind: 'latency', ms: 2_500, times: 1 });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect
    .poll(() => emulator.control.requests().filter((r) => r.path === '/api/v2/invoices').length)
    .toBe(1);
  await page.close();

  const again = await context.newPage();
  await again.goto(emulator.url);
  await expect(again.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  await expect.poll(() => emulator.control.invoices().length, { timeout: 10_000 }).toBe(1);
  // Whatever the order of the two requests, the second one found the first invoice: once the
  // slow one is finished too (answered, or dropped with the page), the server still holds one.
  await expect
    .poll(() => emulator.control.requests().filter((r) => r.path === '/api/v2/invoices' && !r.finished).length, { timeout: 10_000 })
    .toBe(0);
  expect(emulator.control.invoices()).toHaveLength(1);
  expect(emulator.control.requests().filter((r) => r.path === '/api/v2/invoices').length).toBeGreaterThanOrEqual(2);
});

test('a sale a proxy refuses for good (413) stays in sight: Rejected in the status bar and in Orders until Retry upload sends it', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setFault('invoices', { kind: 'status', status: 413, times: 1 });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');

  await expect(page.getByLabel('Orders rejected')).toHaveText('1');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  expect(emulator.control.invoices()).toHaveLength(1);

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  const rejected = orders.getByRole('list', { name: 'Rejected sales' }).getByRole('listitem');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Payload Too Large');
  await expect(orders.getByRole('list', { name: "Today's sales" }).getByRole('listitem')).toHaveCount(1);

  await rejected.getByRole('button', { name: 'Retry upload' }).click();
  await expect(orders.getByRole('list', { name: 'Rejected sales' })).toHaveCount(0);
  await expect(orders.getByRole('list', { name: "Today's sales" }).getByText('Uploaded', { exact: true })).toHaveCount(2);
  await expect(page.getByLabel('Orders rejected')).toHaveCount(0);
  expect(emulator.control.invoices()).toHaveLength(2);
});

test('uploads stopped on a refused key are said in the status bar, and "Sync now" tries again', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setFault('invoices', { kind: 'status', status: 401 });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  const uploads = page.getByRole('status', { name: 'Upload status' });
  await expect(uploads).toHaveText('Uploads stopped: the server rejected the API key');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');

  emulator.control.clearFaults();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  await expect(uploads).not.toContainText('Uploads stopped');
  expect(emulator.control.invoices()).toHaveLength(1);
});
