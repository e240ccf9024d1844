import { expect, test } from './fixtures';
import { addToEmptyOrder, openCategory, openTill, payCash, product, waitForServiceWorker } from './helpers';

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
