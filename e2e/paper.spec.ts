/**
 * The paper and the sold-out board (assumed-contracts 11 and 12): a receipt laid out by the
 * branch's settings with its VAT line and tax invoice QR, and a product a manager marks sold
 * out reaching the server and every tab.
 */
import { test, expect } from './fixtures';
import { openCategory, openTill, product, setSetting, tenderCash, inFront } from './helpers';
import { approveAsManager } from './dayHelpers';
import { taxQrFields } from './tableHelpers';

test('a receipt at 58 mm with "VAT included" and the tax invoice QR of the sale', async ({ page, emulator }) => {
  // The branch's settings as a back office may send them: numbers and strings, keys left out.
  emulator.control.setLocationSettings({ vat: 5, page_width: '58', font_size: '', business_name: 'Downtown Food Hall', business_phone: '' });
  await openTill(page);
  await setSetting(page, 'Tax invoice QR', true);

  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  const payment = await tenderCash(page, '5');
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toHaveClass(/receipt--58mm/);
  await expect(receipt).toContainText('Downtown Food Hall');
  await expect(receipt).toContainText('VAT no. 300000000000003');
  const total = (await receipt.locator('.receipt__total .money').innerText()).trim();
  const vatRow = receipt.getByText('VAT included (5%)').locator('..');
  const vat = (await vatRow.locator('.money').innerText()).trim();
  // 5 % inside a VAT-included total, rounded once to the fils.
  const minor = Math.round(Number(total) * 1000);
  expect(vat).toBe((Math.round((minor * 5) / 105) / 1000).toFixed(3));

  const qr = receipt.getByRole('img', { name: 'Tax invoice QR' });
  await expect(qr).toBeVisible();
  const fields = taxQrFields((await qr.getAttribute('data-value'))!);
  const sale = await expect.poll(() => emulator.control.invoices().length).toBe(1).then(() => emulator.control.invoices()[0]!);
  expect(fields).toEqual({
    1: 'Downtown Food Hall',
    2: '300000000000003',
    3: String(sale.body.created_at).replace(/\.\d+Z$/, 'Z'),
    4: total,
    5: vat,
  });
});

test('a product a manager marks sold out shows so on another tab and reaches the server', async ({ page, context, emulator }) => {
  await openTill(page);
  const other = await context.newPage();
  await openTill(other);
  for (const tab of [page, other]) await openCategory(await inFront(tab), 'Drinks & Sides', 'Cold drinks');

  await inFront(page);
  await page.getByRole('button', { name: 'More: Mineral water' }).click();
  const menu = page.getByRole('dialog', { name: 'Mineral water' });
  // A terminal with no manager yet makes its first one in "Manager approval".
  await approveAsManager(page);
  await menu.getByRole('button', { name: 'Mark sold out' }).click();
  await expect(menu).toBeHidden();

  for (const tab of [page, other]) {
    await expect(product(tab, 'Mineral water')).toHaveAttribute('aria-disabled', 'true');
    await expect(product(tab, 'Mineral water')).toContainText('Sold out');
  }
  await expect.poll(() => emulator.control.availability()).toEqual([
    { key: expect.stringMatching(/^[0-9a-f-]{36}$/), product_id: expect.any(Number), is_sold_out: 1, received_at: expect.any(String) },
  ]);
  const [mark] = emulator.control.availability();
  expect(emulator.control.tenant.soldOut).toContain(mark!.product_id);
  expect(emulator.control.tenant.products.find((p) => p.id === mark!.product_id)?.name).toBe('Mineral water');
});
