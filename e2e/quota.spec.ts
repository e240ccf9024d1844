import { expect, test } from './fixtures';
import { addToEmptyOrder, closeLine, openCategory, openLine, openTill, orderLines, payCash, product, waitForServiceWorker } from './helpers';
import { park, reopenParked } from './dayHelpers';

test('quotas hold offline: two sales completed offline use up a quota of 2, and the product shows sold out (2.10.11 across orders)', async ({ page, context }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  await openCategory(page, null, 'Specials');

  // The last poll said 2 Wagyu burgers were left.
  await addToEmptyOrder(page, 'Wagyu burger');
  await payCash(page, '5');
  await expect(product(page, 'Wagyu burger')).not.toHaveAttribute('aria-disabled', 'true');

  await addToEmptyOrder(page, 'Wagyu burger');
  await payCash(page, '5');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');

  // Both sales wait to upload, and the server has not counted them: none left to sell.
  await expect(product(page, 'Wagyu burger')).toHaveAttribute('aria-disabled', 'true');
  await expect(product(page, 'Wagyu burger')).toContainText('Sold out');
});

test('a parked order reopened after its product sold meanwhile is checked as a whole: the line over what is left is marked and Pay refused until reduced (2.10.11)', async ({ page, emulator }) => {
  await openTill(page);
  await openCategory(page, null, 'Specials');
  // The last poll said 2 Wagyu burgers were left: 2 parked, then 1 sold meanwhile.
  await addToEmptyOrder(page, 'Wagyu burger');
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
  await closeLine(orderLines(page).first());
  await park(page, 'Table 5');
  await addToEmptyOrder(page, 'Wagyu burger');
  await payCash(page, '5');

  await reopenParked(page, 'Table 5');
  const line = orderLines(page).first();
  await expect(line).toContainText('Only 1 left of Wagyu burger');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'settle the marked lines' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);

  await line.getByRole('button', { name: 'Reduce to 1' }).click();
  await expect(line.getByLabel('Quantity')).toHaveText('1');
  await payCash(page, '5');
  await expect.poll(() => emulator.control.invoices().length).toBe(2);
  expect(emulator.control.invoices()[1]?.body).toMatchObject({ lines: [{ product_id: 74, quantity: 1 }] });
});
