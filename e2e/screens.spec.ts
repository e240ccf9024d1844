/**
 * Screenshots of the selling screen at each layout, a receipt and a kitchen ticket, for the
 * user guide (docs/screens/). Not a
 * check: it runs only with SCREENS=1 (`npm run screens`, after `npx vite build`), so an
 * ordinary test run never rewrites the committed pictures.
 */
import { expect, test } from './fixtures';
import { chooseMore, openCategory, openTill, orderLines, product } from './helpers';
import { SIZES } from './sizes';
import { park, parkedOrder } from './dayHelpers';

test.skip(!process.env.SCREENS, 'writes docs/screens/ only when SCREENS=1');

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`the selling screen, ${size.name}`, async ({ page }) => {
      await openTill(page);
      await openCategory(page, 'Drinks & Sides', 'Cold drinks');
      await product(page, 'Mineral water').click();
      await product(page, 'Fresh orange juice').click();
      await expect(page.getByLabel('Order total')).not.toHaveText('0.000');
      await page.screenshot({ path: `docs/screens/${size.file}.png`, animations: 'disabled' });
      if (size.portrait) {
        await page.getByRole('button', { name: /^\d+ lines?$/ }).click();
        await expect(orderLines(page)).toHaveCount(2);
        await page.screenshot({ path: `docs/screens/${size.file}-order.png`, animations: 'disabled' });
      }
    });
  });
}

test('a receipt at 58 mm with the VAT line and the tax invoice QR', async ({ page, emulator }) => {
  emulator.control.setLocationSettings({ vat: '5', page_width: '58', business_name: 'Downtown Food Hall', business_address: 'Salem Al Mubarak St, Salmiya', business_phone: '+965 2222 1100' });
  await openTill(page);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Tax invoice QR' }).check();
  await settings.getByRole('button', { name: 'Close' }).click();
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Fresh orange juice').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('5');
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByRole('img', { name: 'Tax invoice QR' })).toBeVisible();
  await receipt.screenshot({ path: 'docs/screens/receipt-58mm.png', animations: 'disabled' });
});

test('a kitchen ticket of a table, sent from the order', async ({ page }) => {
  await openTill(page);
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Mineral water').click();
  await product(page, 'Fresh orange juice').click();
  await expect(page.getByLabel('Order total')).not.toHaveText('0.000');
  await park(page, 'Table 4');
  await page.getByRole('button', { name: 'Parked orders' }).click();
  await parkedOrder(page, 'Table 4').getByRole('button', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await expect(dialog.getByRole('region', { name: 'Kitchen ticket' })).toContainText('Table 4');
  await dialog.screenshot({ path: 'docs/screens/kitchen-ticket.png', animations: 'disabled' });
});
