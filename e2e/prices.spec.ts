import { expect, test } from './fixtures';
import { closeLine, openCategory, openLine, openTill, orderLines, product } from './helpers';

test('the grid shows the price of the selected sales channel, and that is the price charged (assumed-contracts 2)', async ({ page }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await expect(product(page, 'Pepsi')).toContainText('0.350');

  // Delivery app: Pepsi costs 0.450 there.
  await page.getByRole('combobox', { name: 'Sales channel' }).selectOption({ label: 'Delivery app' });
  await expect(product(page, 'Pepsi')).toContainText('0.450');
  // A product without a price for the channel keeps its own.
  await expect(product(page, 'Diet Pepsi')).toContainText('0.350');

  // Its size has a default: it goes straight to the order, at the channel's price.
  await product(page, 'Pepsi').click();
  await expect(orderLines(page).first().getByLabel('Line total')).toHaveText('0.450');
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Modify' }).click();
  const picker = page.getByRole('dialog', { name: 'Pepsi' });
  await expect(picker.getByRole('status', { name: 'Preview' })).toContainText('Base 0.450');
  await picker.getByRole('button', { name: 'Cancel' }).click();

  // Search results and the Deals list show the channel price too.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pepsi');
  await expect(product(page, 'Pepsi')).toContainText('0.450');
  await page.getByRole('button', { name: 'Deals' }).click();
  await expect(page.getByRole('dialog', { name: 'Deals' }).getByRole('button', { name: /^Burger meal/ })).toContainText('3.150');
});

test('a sync that changes a price while an order is open: the quoted line keeps its price, more comes as a new line at the new price', async ({ page, emulator }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page).first().getByLabel('Line total')).toHaveText('0.200');

  emulator.control.changePrices(50);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(product(page, 'Mineral water')).toContainText('0.300');

  // The quoted line is unchanged, and says its price is no longer the menu's.
  const quoted = orderLines(page).first();
  await expect(quoted.getByLabel('Line total')).toHaveText('0.200');
  await expect(quoted).toContainText('Quoted price');
  await expect(page.getByLabel('Order total')).toHaveText('0.200');

  // "Increase quantity" never adds a unit at the stale price.
  await openLine(quoted);
  await quoted.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('alert')).toContainText('The price of Mineral water changed');
  await expect(quoted.getByLabel('Quantity')).toHaveText('1');
  await closeLine(quoted);

  // The same product again is a new line at the new price.
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(2);
  await expect(orderLines(page).nth(1).getByLabel('Line total')).toHaveText('0.300');
  await expect(page.getByLabel('Order total')).toHaveText('0.500');
});
