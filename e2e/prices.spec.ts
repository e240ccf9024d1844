import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product } from './helpers';

test('the grid shows the price of the selected sales channel, and that is the price charged (assumed-contracts 2)', async ({ page }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await expect(product(page, 'Pepsi')).toContainText('0.350');

  // Delivery app: Pepsi costs 0.450 there.
  await page.getByRole('combobox', { name: 'Sales channel' }).selectOption({ label: 'Delivery app' });
  await expect(product(page, 'Pepsi')).toContainText('0.450');
  // A product without a price for the channel keeps its own.
  await expect(product(page, 'Diet Pepsi')).toContainText('0.350');

  await product(page, 'Pepsi').click();
  const picker = page.getByRole('dialog', { name: 'Pepsi' });
  await expect(picker.getByRole('status', { name: 'Preview' })).toContainText('Base 0.450');
  await picker.getByRole('button', { name: 'Add to order' }).click();
  await expect(orderLines(page).first().getByLabel('Line total')).toHaveText('0.450');

  // Search results and the Deals list show the channel price too.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pepsi');
  await expect(product(page, 'Pepsi')).toContainText('0.450');
  await page.getByRole('button', { name: 'Deals' }).click();
  await expect(page.getByRole('dialog', { name: 'Deals' }).getByRole('button', { name: /^Burger meal/ })).toContainText('3.150');
});
