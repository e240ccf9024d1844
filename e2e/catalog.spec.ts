import { expect, test } from './fixtures';
import { openTill, orderLines, product, chooseMore } from './helpers';

test('4.2 a product listing cut short is refused: the status says why and the till keeps selling from the whole catalog', async ({ page, emulator }) => {
  await openTill(page);
  const selling = emulator.control.tenant.products.filter((p) => p.is_addon === 0).length;
  emulator.control.changePrices(10);
  emulator.control.setFault('products', { kind: 'emptyPage' });

  await page.getByRole('button', { name: 'Sync now' }).click();

  const status = page.getByRole('status', { name: 'Sync status' });
  await expect(status).toContainText('Sync failed');
  await expect(status).toContainText(`The server listed 0 of ${selling} products; the catalog in use is kept.`);
  // The complete catalog is still the one sold from, at its own prices.
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab')).toHaveText(['Burgers', 'Wraps', 'Chicken', 'Specials']);
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(page.getByLabel('Order total')).toHaveText('0.200');
});

test('a KWD session without currency_decimals counts 3 digits, from the currency code, and Settings says so', async ({ page, emulator }) => {
  emulator.control.setSession({ unsent: ['currency_decimals'] });
  await openTill(page);
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await product(page, 'Mineral water').click();
  await expect(page.getByLabel('Order total')).toHaveText('0.200');
  await chooseMore(page, 'Settings');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toContainText(
    'Money: KWD with 3 digits after the decimal point, from the currency code: the server does not say currency_decimals.',
  );
});
