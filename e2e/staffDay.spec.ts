/**
 * A full day with two cashiers and a manager (assumed-contracts 10): sign-ins in turn, a
 * discount approved, a void after the kitchen ticket, a sent order cleared, a tip on a card, a
 * KNET tender added by the manager, a refund and a blind close. What the server stored, the
 * shift it received and its per-cashier figures equal the Z report, in minor units.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveAsManager, closeShift, expectedCashOfX, MANAGER_PIN, openShift, refundLine, ticketOf } from './dayHelpers';
import { addToEmptyOrder, chooseMore, completeSale, openCategory, openLine, orderLines, payCash, product } from './helpers';
import { countPrints, line, prints, sentTicket, voidWith } from './tableHelpers';
import { addStaff, cashierCells, connectAsManager, lockAndSignIn, staffFigures } from './staffHelpers';

const ALI = { name: 'Ali', role: 'Cashier', pin: '246802' } as const;
const SARA = { name: 'Sara', role: 'Cashier', pin: '864200' } as const;

type Body = Record<string, unknown>;
const minor = (amount: unknown) => Math.round(Number(amount) * 1000);
const sumOf = (docs: readonly Body[], field: string) => docs.reduce((sum, d) => sum + minor(d[field] ?? 0), 0);

/** "Send to kitchen", then the ticket it printed, closed. */
async function sendToKitchen(page: Page) {
  const before = await prints(page);
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  return sentTicket(page, before + 1);
}

/** "Void" with `reason` and the manager's approval, then the VOID ticket it printed, closed. */
async function voidAndPrint(page: Page, reason: string) {
  const before = await prints(page);
  await voidWith(page, reason);
  return sentTicket(page, before + 1);
}

/** The settings of the day, by the manager: a tip asked at the payment, and the "KNET" tender. */
async function setUpTheDay(page: Page) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Ask for a tip' }).check();
  await expect(settings.getByRole('checkbox', { name: 'Blind cash count' })).toBeChecked();
  const tenders = settings.getByRole('region', { name: 'Tenders' });
  await tenders.getByRole('button', { name: 'Tenders' }).click();
  const add = tenders.getByRole('form', { name: 'Add tender' });
  await expect(add).toBeVisible();
  // The demo tenant has no KNET (its list of tenders is empty): the manager adds it.
  if ((await tenders.getByRole('list', { name: 'Tenders' }).filter({ hasText: 'KNET' }).count()) === 0) {
    await add.getByRole('textbox', { name: 'Tender name' }).fill('KNET');
    await add.getByRole('radiogroup', { name: 'Tender kind' }).getByRole('radio', { name: 'Card' }).check();
    await add.getByRole('button', { name: 'Add tender' }).click();
  }
  await expect(tenders.getByRole('list', { name: 'Tenders' })).toContainText('KNET (knet, Card)');
  await settings.getByRole('button', { name: 'Close', exact: true }).click();
}

test('two cashiers and a manager in turn: approvals, voids, a tip, KNET, a refund, a blind close; the server equals the Z report', async ({ page, emulator }) => {
  test.setTimeout(300_000);
  await connectAsManager(page, emulator.url);
  await countPrints(page);
  await addStaff(page, [ALI, SARA]);
  await setUpTheDay(page);
  await openShift(page, 'Mona', '20');

  // The manager sells a water in cash.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');

  // Ali: a kunafa with a 10% discount the manager approves, a 15% tip, by card.
  await lockAndSignIn(page, ALI.name, ALI.pin);
  await openCategory(page, 'Drinks & Sides', 'Desserts');
  await addToEmptyOrder(page, 'Kunafa');
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Discount' }).click();
  await page.getByRole('textbox', { name: 'Discount %' }).fill('10');
  await page.getByRole('button', { name: 'Apply discount' }).click();
  await approveAsManager(page);
  await expect(orderLines(page).first()).toContainText('Discount 10%');
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('group', { name: 'Tip' }).getByRole('button', { name: '15%' }).click();
  await payment.getByRole('button', { name: 'Card', exact: true }).click();
  expect(await completeSale(page)).toMatch(/Tip\s+0\.\d{3}/);

  // Ali: two waters and a sparkling water to the kitchen; the sparkling water taken back is a
  // void the manager approves; the rest paid by KNET.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Mineral water').click();
  await product(page, 'Sparkling water').click();
  await sendToKitchen(page);
  await (await openLine(line(page, 'Sparkling water'))).getByRole('button', { name: 'Remove line' }).click();
  expect(await voidAndPrint(page, 'Wrong item')).toContain('VOID');
  await expect(line(page, 'Sparkling water')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay' }).click();
  await payment.getByRole('button', { name: 'KNET' }).click();
  const byKnet = ticketOf(await completeSale(page));

  // Sara: a water sent to the kitchen, then the order cleared: a void document; then a sale in cash.
  await lockAndSignIn(page, SARA.name, SARA.pin);
  await product(page, 'Mineral water').click();
  await sendToKitchen(page);
  await page.getByRole('button', { name: 'Clear order' }).click();
  expect(await voidAndPrint(page, 'Customer changed mind')).toContain('VOID');
  await expect(orderLines(page)).toHaveCount(0);
  await product(page, 'Sparkling water').click();
  await payCash(page, '1');

  // Sara refunds a water of Ali's KNET sale, the manager approving.
  await refundLine(page, byKnet, 'Mineral water', '1', 'Wrong item');
  const refundReceipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(refundReceipt).toContainText('KNET given back0.200');
  await refundReceipt.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('button', { name: 'Close' }).click();

  // The manager closes blind, counting what the drawer holds.
  await lockAndSignIn(page, 'Mona', MANAGER_PIN);
  const expected = await expectedCashOfX(page);
  const z = await closeShift(page, expected, '0.000');
  await expect(z.getByLabel('Expected cash')).toHaveText(expected);
  const table = z.getByRole('table', { name: 'By cashier' });
  await expect(table.getByRole('row')).toHaveCount(4);

  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 30_000 });
  await expect.poll(() => emulator.control.shifts().length, { timeout: 30_000 }).toBe(1);
  const sales = emulator.control.invoices().map((i) => i.body as Body);
  const refunds = emulator.control.refunds().map((r) => r.body as Body);
  const voids = emulator.control.voids().map((v) => v.body as Body);
  const shift = emulator.control.shifts()[0]?.body as Body;

  // Every document names who made it and who approved.
  expect(sales.map((s) => s.cashier_name)).toEqual(['Mona', 'Ali', 'Ali', 'Sara']);
  const [, kunafa, knet] = sales;
  expect((kunafa?.lines as Body[])[0]).toMatchObject({ discount_by: { name: 'Ali' }, approved_by: { name: 'Mona' } });
  expect(minor(kunafa?.tip)).toBeGreaterThan(0);
  expect((kunafa?.payments as Body[])[0]).toMatchObject({ method: 'card' });
  expect((knet?.payments as Body[])[0]).toMatchObject({ method: 'knet', method_name: 'KNET', amount: 0.4 });
  expect(knet?.voids).toEqual([expect.objectContaining({ quantity: 1, line_total: 0.45, cashier_name: 'Ali', approved_by: expect.objectContaining({ name: 'Mona' }) })]);
  expect(voids).toEqual([expect.objectContaining({ kind: 'void', void_total: 0.2, cashier_name: 'Sara', approved_by: expect.objectContaining({ name: 'Mona' }), shift_id: shift.shift_id })]);
  expect(refunds).toEqual([expect.objectContaining({ cashier_name: 'Sara', approved_by: expect.objectContaining({ name: 'Mona' }), total: 0.2 })]);
  expect(shift).toMatchObject({ opened_by: { name: 'Mona' }, closed_by: { name: 'Mona' }, voids_count: 2, over_short: 0 });

  // The shift the server received equals what it stored, in minor units, and the Z report.
  expect(minor(shift.sales_total)).toBe(sumOf(sales, 'total'));
  expect(minor(shift.discount_total)).toBe(sumOf(sales, 'discount_total'));
  expect(minor(shift.tips_total)).toBe(sumOf(sales, 'tip'));
  expect(minor(shift.refunds_total)).toBe(sumOf(refunds, 'total'));
  expect(minor(shift.voids_total)).toBe(sumOf(voids, 'void_total') + minor((knet?.voids as Body[])[0]?.line_total));
  const show = (field: string) => (minor(shift[field]) / 1000).toFixed(3);
  await expect(z.getByLabel('Sales (4)')).toHaveText(show('sales_total'));
  await expect(z.getByLabel('Discounts')).toHaveText(show('discount_total'));
  await expect(z.getByLabel('Refunds (1)')).toHaveText(show('refunds_total'));
  await expect(z.getByLabel('Voids (2)')).toHaveText(show('voids_total'));
  await expect(z.getByLabel('Tips')).toHaveText(show('tips_total'));
  const byMethod = z.getByRole('region', { name: 'By payment method' });
  await expect(byMethod.getByLabel('KNET', { exact: true })).toHaveText('0.400');

  // The server's per-cashier figures, from what it stored, equal the Z report's rows and the shift's.
  const figures = await staffFigures(page, emulator.url, String(shift.closed_at).slice(0, 10));
  expect(figures.map((f) => f.cashier_name)).toEqual(['Ali', 'Mona', 'Sara']);
  for (const f of figures) {
    await expect(table.getByRole('row', { name: new RegExp(`^${f.cashier_name}`) }).getByRole('cell')).toHaveText(cashierCells(f));
  }
  const rows = shift.by_cashier as Body[];
  const fields = ['sales_count', 'sales_total', 'discount_total', 'refunds_total', 'voids_count', 'voids_total', 'tips_total'] as const;
  const inMinor = (row: Body, field: (typeof fields)[number]) => (field.endsWith('_count') ? Number(row[field]) : minor(row[field]));
  expect(rows.map((r) => [r.name, ...fields.map((f) => inMinor(r, f))])).toEqual(
    figures.map((f) => [f.cashier_name, ...fields.map((field) => inMinor({ ...f }, field))]),
  );
  expect(figures.map((f) => [f.cashier_name, f.voids_count, f.manager_overrides])).toEqual([
    ['Ali', 1, 2],
    ['Mona', 0, 0],
    ['Sara', 1, 2],
  ]);
});
