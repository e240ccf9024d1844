/**
 * A dine-in day from the table to the paper: a table sent to the kitchen (no prices on its
 * ticket) and parked, an item added and sent again, a void, the bill split in two and paid by two tenders, the receipt at
 * 58 mm with its VAT line and tax invoice QR, and a product marked sold out from the till.
 */
import { test, expect } from './fixtures';
import { openCategory, openLine, openTill, product, setSetting, tenderCash } from './helpers';
import { park, payCard, reopenParked } from './dayHelpers';
import { countPrints, line, sentTicket, taxQrFields, voidWith } from './tableHelpers';

test('a dine-in day: kitchen, ADDED, VOID, a split bill paid by cash and card, a 58 mm tax receipt, a sold-out mark', async ({ page, emulator }) => {
  emulator.control.setLocationSettings({ vat: '5', page_width: '58mm', business_name: 'Downtown Food Hall' });
  await openTill(page);
  await countPrints(page);
  await setSetting(page, 'Tax invoice QR', true);

  // The table orders; the kitchen gets it; the table is parked.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Mineral water').click();
  await product(page, 'Sparkling water').click();
  await expect(line(page, 'Mineral water').getByLabel('Quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const first = await sentTicket(page, 1);
  expect(first).toContain('2 × Mineral water');
  expect(first).toContain('1 × Sparkling water');
  expect(first).not.toContain('ADDED');
  expect(first).not.toContain('0.200');
  await expect(line(page, 'Sparkling water')).toContainText('Sent to kitchen');
  await expect(page.getByRole('button', { name: 'Send to kitchen' })).toBeDisabled();
  await park(page, 'Table 7');

  // Back at the table: one more drink, and only it goes to the kitchen, marked ADDED.
  await reopenParked(page, 'Table 7');
  await expect(line(page, 'Mineral water')).toContainText('Sent to kitchen');
  await product(page, 'Iced peach tea').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const added = await sentTicket(page, 2);
  expect(added).toContain('ADDED');
  expect(added).toContain('Table 7');
  expect(added).toContain('1 × Iced peach tea');
  expect(added).not.toContain('Mineral water');
  expect(added).not.toContain('Sparkling water');

  // A drink the kitchen had is taken back: VOID to the kitchen.
  await (await openLine(line(page, 'Sparkling water'))).getByRole('button', { name: 'Remove line' }).click();
  await voidWith(page, 'Wrong item');
  const voided = await sentTicket(page, 3);
  expect(voided).toContain('VOID');
  expect(voided).toContain('1 × Sparkling water');
  await expect(line(page, 'Sparkling water')).toHaveCount(0);
  await expect(page.getByLabel('Order total')).toHaveText('1.250');

  // The bill in two: the first in cash, its receipt at 58 mm with VAT and the tax QR.
  await page.getByRole('button', { name: 'Split bill' }).click();
  const split = page.getByRole('dialog', { name: 'Split bill' });
  await split.getByRole('textbox', { name: 'Parts' }).fill('2');
  await split.getByRole('button', { name: 'Equal parts' }).click();
  await expect(split).toBeHidden();
  await expect(page.getByLabel('Order total')).toHaveText('0.625');
  const payment = await tenderCash(page, '1');
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toHaveClass(/receipt--58mm/);
  await expect(receipt).toContainText('Downtown Food Hall');
  const vatRow = receipt.getByText('VAT included (5%)').locator('..');
  await expect(vatRow.locator('.money')).toHaveText('0.030');
  const qr = receipt.getByRole('img', { name: 'Tax invoice QR' });
  await expect(qr).toBeVisible();
  const fields = taxQrFields((await qr.getAttribute('data-value'))!);
  await receipt.getByRole('button', { name: 'New sale' }).click();
  await expect(receipt).toBeHidden();

  await reopenParked(page, 'Table 7 (2/2)');
  await expect(page.getByLabel('Order total')).toHaveText('0.625');
  await payCard(page);

  // Both bills on the server, each its own sale of the one order, adding up exactly.
  await expect.poll(() => emulator.control.invoices().length).toBe(2);
  const [cash, card] = emulator.control.invoices().map((i) => i.body);
  expect(cash?.order_name).toBe('Table 7');
  expect(card?.order_name).toBe('Table 7');
  expect(cash?.split_of).toEqual(expect.any(String));
  expect(card?.split_of).toBe(cash?.split_of);
  expect(cash?.client_order_id).not.toBe(card?.client_order_id);
  expect(Math.round((cash?.total as number) * 1000) + Math.round((card?.total as number) * 1000)).toBe(1250);
  // Each bill sold its share of every line: the units add up to the order's, each sold once.
  const units = new Map<string, number>();
  for (const bill of [cash, card]) {
    for (const l of bill?.lines as { name: string; quantity: number }[]) units.set(l.name, Math.round((units.get(l.name) ?? 0) * 1000 + l.quantity * 1000) / 1000);
  }
  expect(Object.fromEntries(units)).toEqual({ 'Mineral water': 2, 'Iced peach tea': 1 });
  expect((cash?.lines as { name: string; quantity: number }[]).map((l) => [l.name, l.quantity])).toEqual([['Mineral water', 1], ['Iced peach tea', 0.5]]);
  expect((cash?.payments as { method: string }[])[0]?.method).toBe('cash');
  expect((card?.payments as { method: string }[])[0]?.method).toBe('card');
  expect(cash?.voids).toEqual([expect.objectContaining({ product_id: 48, quantity: 1, line_total: 0.45, reason: 'Wrong item', approved_by: expect.objectContaining({ name: 'Mona' }) })]);

  // The tax QR of the cash bill holds that sale: seller, VAT number, its time, total and VAT.
  expect(fields).toEqual({
    1: 'Downtown Food Hall',
    2: '300000000000003',
    3: String(cash?.created_at).replace(/\.\d+Z$/, 'Z'),
    4: (cash?.total as number).toFixed(3),
    5: '0.030',
  });

  // The kitchen runs out of water: a manager marks it sold out and the server has it.
  await page.getByRole('button', { name: 'More: Mineral water' }).click();
  const menu = page.getByRole('dialog', { name: 'Mineral water' });
  // The manager made for the void is signed in: the manager's menu opens without asking.
  await expect(page.getByLabel('Signed in')).toHaveText('Mona');
  await menu.getByRole('button', { name: 'Mark sold out' }).click();
  await expect(menu).toBeHidden();
  await expect(product(page, 'Mineral water')).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => emulator.control.availability().map((a) => a.is_sold_out)).toEqual([1]);
  const [mark] = emulator.control.availability();
  expect(emulator.control.tenant.products.find((p) => p.id === mark!.product_id)?.name).toBe('Mineral water');
  expect(emulator.control.tenant.soldOut).toContain(mark!.product_id);
});
