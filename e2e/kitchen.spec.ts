import { expect, test } from './fixtures';
import { openCategory, openLine, openTill, orderLines, payCash, product } from './helpers';
import { park, parkedOrder, payCard } from './dayHelpers';
import { countPrints, line, sentTicket, voidWith } from './tableHelpers';

test('a table sent to the kitchen, an item added and sent again, a void, then the bill split in two and paid by cash and card', async ({ page, emulator }) => {
  await openTill(page);
  await countPrints(page);
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

  // The table is parked and reopened: what the kitchen had stays with it.
  await park(page, 'Table 4');
  await page.getByRole('button', { name: 'Parked orders' }).click();
  await parkedOrder(page, 'Table 4').getByRole('button', { name: 'Open' }).click();
  await expect(line(page, 'Mineral water')).toContainText('Sent to kitchen');

  await product(page, 'Iced peach tea').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const added = await sentTicket(page, 2);
  expect(added).toContain('ADDED');
  expect(added).toContain('Table 4');
  expect(added).toContain('1 × Iced peach tea');
  expect(added).not.toContain('Mineral water');

  // Taking back what the kitchen had is a void, printed VOID to the kitchen.
  await (await openLine(line(page, 'Sparkling water'))).getByRole('button', { name: 'Remove line' }).click();
  await voidWith(page, 'Wrong item');
  const voided = await sentTicket(page, 3);
  expect(voided).toContain('VOID');
  expect(voided).toContain('1 × Sparkling water');
  await expect(line(page, 'Sparkling water')).toHaveCount(0);
  await expect(page.getByLabel('Order total')).toHaveText('1.250');

  await page.getByRole('button', { name: 'Split bill' }).click();
  const split = page.getByRole('dialog', { name: 'Split bill' });
  await split.getByRole('textbox', { name: 'Parts' }).fill('2');
  await split.getByRole('button', { name: 'Equal parts' }).click();
  await expect(split).toBeHidden();
  await expect(page.getByLabel('Order total')).toHaveText('0.625');
  await payCash(page, '1');
  await page.getByRole('button', { name: 'Parked orders' }).click();
  await parkedOrder(page, 'Table 4 (2/2)').getByRole('button', { name: 'Open' }).click();
  await expect(page.getByLabel('Order total')).toHaveText('0.625');
  await payCard(page);

  await expect.poll(() => emulator.control.invoices().length).toBe(2);
  const [cash, card] = emulator.control.invoices().map((i) => i.body);
  expect(cash?.order_name).toBe('Table 4');
  expect(card?.order_name).toBe('Table 4');
  expect(cash?.split_of).toEqual(expect.any(String));
  expect(card?.split_of).toBe(cash?.split_of);
  expect(cash?.client_order_id).not.toBe(card?.client_order_id);
  expect(Math.round(((cash?.total as number) + (card?.total as number)) * 1000)).toBe(1250);
  expect((cash?.payments as { method: string }[])[0]?.method).toBe('cash');
  expect((card?.payments as { method: string }[])[0]?.method).toBe('card');
  expect(cash?.voids).toEqual([expect.objectContaining({ product_id: 48, quantity: 1, line_total: 0.45, reason: 'Wrong item', approved_by: expect.objectContaining({ name: 'Mona' }) })]);
});

test('a sent order cleared is uploaded once as its own void document, and the kitchen gets VOID', async ({ page, emulator }) => {
  await openTill(page);
  await countPrints(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await sentTicket(page, 1);

  await page.getByRole('button', { name: 'Clear order' }).click();
  await voidWith(page, 'Customer changed mind');
  const voided = await sentTicket(page, 2);
  expect(voided).toContain('VOID');
  expect(voided).toContain('1 × Mineral water');
  await expect(orderLines(page)).toHaveCount(0);

  await expect.poll(() => emulator.control.voids().length).toBe(1);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  const [doc] = emulator.control.voids();
  expect(doc?.idempotency_key).toBe(doc?.client_order_id);
  expect(doc?.body).toMatchObject({ kind: 'void', total: 0, void_total: 0.2, reason: 'Customer changed mind', lines: [expect.objectContaining({ product_id: 47, quantity: 1 })] });
  expect(emulator.control.invoices()).toHaveLength(0);
});
