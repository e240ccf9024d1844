import { expect, test } from './fixtures';

test('kiosk mode: PIN-locked self-order with no open-price items or cash, and an idle reset', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Synced');

  await page.getByRole('button', { name: 'Kiosk mode' }).click();
  await page.getByLabel('New manager PIN').fill('2468');
  await page.getByLabel('Repeat PIN').fill('2468');
  await page.getByLabel('Idle reset (seconds)').fill('30');
  await page.getByRole('button', { name: 'Start kiosk' }).click();

  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();

  // No open-price items: Custom cake is not offered among the desserts.
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Desserts' }).click();
  await expect(page.getByRole('button', { name: /^Tiramisu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Custom cake/ })).toHaveCount(0);

  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await page.getByRole('button', { name: /^Mineral water/ }).click();
  const order = page.getByRole('list', { name: 'Order' });
  await expect(order.getByRole('listitem')).toHaveCount(1);

  // No cash tender and no discounts at a kiosk.
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Card' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Cash' })).toHaveCount(0);
  await payment.getByRole('button', { name: 'Cancel' }).click();

  // Abandoned: after the idle time a countdown asks, then the order is cleared.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toHaveCount(0);
  await expect(order.getByRole('listitem')).toHaveCount(0);

  // Leaving needs the PIN.
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Manager PIN').fill('1111');
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong PIN');
  await page.getByLabel('Manager PIN').fill('2468');
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
});
