/**
 * Tips, tenders a manager added, guests and the blind close (assumed-contracts 10): a day with a
 * 15 % tip on a card, a sale paid by "KNET" and refunded to it, a cash tip, and a blind close;
 * the server's stored documents and the Z report agree in minor units.
 */
import { expect, test } from './fixtures';
import { approveIfAsked, closeShift, openShift, refundLine, ticketOf } from './dayHelpers';
import { chooseMore, completeSale, openCategory, openTill, product } from './helpers';

const minor = (amount: unknown) => Math.round(Number(amount) * 1000);

test('a 15% tip on a card, a sale by KNET refunded to KNET, a cash tip and a blind close: the server and the Z report agree', async ({ page, emulator }) => {
  await openTill(page);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  // Settings of a terminal with a manager are behind "Manager approval"; without one they open.
  await approveIfAsked(page, () => settings.getByRole('checkbox', { name: 'Ask for a tip' }).isVisible());
  await settings.getByRole('checkbox', { name: 'Ask for a tip' }).check();
  await settings.getByRole('checkbox', { name: 'Ask for guests' }).check();
  await expect(settings.getByRole('checkbox', { name: 'Blind cash count' })).toBeChecked();
  const tenders = settings.getByRole('region', { name: 'Tenders' });
  await tenders.getByRole('button', { name: 'Tenders' }).click();
  const add = tenders.getByRole('form', { name: 'Add tender' });
  // Tenders are a manager's: a terminal without a manager makes the first one here.
  await approveIfAsked(page, () => add.isVisible());
  await add.getByRole('textbox', { name: 'Tender name' }).fill('KNET');
  await expect(add.getByRole('textbox', { name: 'Tender code' })).toHaveValue('knet');
  await add.getByRole('radiogroup', { name: 'Tender kind' }).getByRole('radio', { name: 'Card' }).check();
  await add.getByRole('button', { name: 'Add tender' }).click();
  await expect(tenders.getByRole('list', { name: 'Tenders' })).toContainText('KNET (knet, Card)');
  await settings.getByRole('button', { name: 'Close', exact: true }).click();

  await openShift(page, 'Mona', '20');
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');

  // 1.000 with a 15% tip (0.150), by card, for 2 guests.
  for (let i = 0; i < 5; i++) await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('group', { name: 'Tip' }).getByRole('button', { name: '15%' }).click();
  await expect(payment.getByRole('textbox', { name: 'Amount tendered' })).toHaveValue('1.150');
  await payment.getByRole('textbox', { name: 'Guests' }).fill('2');
  await payment.getByRole('button', { name: 'Card', exact: true }).click();
  const tipped = await completeSale(page);
  expect(tipped).toMatch(/Tip\s+0\.150/);
  expect(tipped).toMatch(/Guests\s+2/);

  // 0.600 by KNET, no tip.
  for (let i = 0; i < 3; i++) await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await payment.getByRole('button', { name: 'KNET' }).click();
  await expect(payment.getByRole('textbox', { name: 'Card amount' })).toHaveValue('0.600');
  const byKnet = await completeSale(page);
  expect(byKnet).toMatch(/KNET\s+0\.600/);

  // 0.200 in cash with a 0.100 tip typed: 1.000 handed over, 0.700 change.
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await payment.getByRole('textbox', { name: 'Tip amount' }).fill('0.100');
  await payment.getByRole('button', { name: 'Cash', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('1');
  await expect(payment.getByLabel('Change due')).toHaveText('0.700');
  await completeSale(page);

  // One water of the KNET sale goes back to KNET.
  await refundLine(page, ticketOf(byKnet), 'Mineral water', '1', 'Wrong item');
  const refundReceipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(refundReceipt).toContainText('Total refunded0.200');
  await expect(refundReceipt).toContainText('KNET given back0.200');
  await refundReceipt.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('button', { name: 'Close' }).click();

  // Blind: 20 float + 0.200 cash sale + 0.100 cash tip.
  const z = await closeShift(page, '20.300', '0.000');
  await expect(z.getByLabel('Expected cash')).toHaveText('20.300');
  await expect(z.getByLabel('Tips')).toHaveText('0.250');
  const byMethod = z.getByRole('region', { name: 'By payment method' });
  await expect(byMethod.getByLabel('Cash', { exact: true })).toHaveText('0.200');
  await expect(byMethod.getByLabel('Card', { exact: true })).toHaveText('1.000');
  await expect(byMethod.getByLabel('KNET', { exact: true })).toHaveText('0.600');
  await z.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  await expect.poll(() => emulator.control.shifts().length, { timeout: 20_000 }).toBe(1);
  const sales = emulator.control.invoices().map((i) => i.body as Record<string, unknown>);
  const refunds = emulator.control.refunds().map((r) => r.body as Record<string, unknown>);
  const shift = emulator.control.shifts()[0]?.body as Record<string, unknown>;
  expect(sales.map((s) => [minor(s.total), minor(s.tip), s.guests ?? null])).toEqual([[1000, 150, 2], [600, 0, null], [200, 100, null]]);
  expect(sales[1]?.payments).toEqual([{ method: 'knet', method_name: 'KNET', amount: 0.6, tendered: 0.6, change: 0 }]);
  expect(refunds.map((r) => r.payments)).toEqual([[{ method: 'knet', method_name: 'KNET', amount: 0.2 }]]);

  // What the server stored adds up to the shift it received, in minor units.
  const paidBy: Record<string, number> = {};
  for (const sale of sales) {
    const [p] = sale.payments as { method: string; amount: number }[];
    if (p) paidBy[p.method] = (paidBy[p.method] ?? 0) + minor(p.amount) - minor(sale.tip);
  }
  expect(paidBy).toEqual({ card: 1000, knet: 600, cash: 200 });
  const byCode = Object.fromEntries(Object.entries(shift.totals_by_method as Record<string, number>).map(([k, v]) => [k, minor(v)]));
  expect(byCode).toEqual(paidBy);
  expect(minor(shift.tips_total)).toBe(sales.reduce((sum, s) => sum + minor(s.tip), 0));
  expect(minor(shift.sales_total)).toBe(sales.reduce((sum, s) => sum + minor(s.total), 0));
  expect(minor(shift.refunds_total)).toBe(refunds.reduce((sum, r) => sum + minor(r.total), 0));
  expect(shift).toMatchObject({ expected_cash: 20.3, counted_cash: 20.3, over_short: 0, tips_total: 0.25 });
});
