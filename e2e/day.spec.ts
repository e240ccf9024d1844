/**
 * A cashier's whole day at the till, against the emulator, with the network gone for part of
 * it: the Z report on screen, the shift the server stored and the sales and refunds it stored
 * for that shift must all tell the same story, to the minor unit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeShift, moveCash, openShift, park, payCard, reopenParked, refundLine, shiftDialog, ticketOf } from './dayHelpers';
import { openCategory, openTill, payCash, product, waitForServiceWorker } from './helpers';
import { figuresOfDocuments, figuresOfReport, figuresOfShift } from './shiftFigures';

/** Rings up the products (each name once per tap) and waits for the order total. */
async function ring(page: Page, names: readonly string[], total: string) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (const name of names) await product(page, name).click();
  await expect(page.getByLabel('Order total')).toHaveText(total);
}

async function closeOrders(page: Page) {
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Close' }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await orders.getByRole('button', { name: 'Close' }).click();
  await expect(orders).toBeHidden();
}

test('a day at the till: open, sell, park, refund, cash out, sell and refund offline, X report, close 0.250 short; the Z report equals what the server received for the shift', async ({ page, context, emulator }) => {
  test.setTimeout(180_000);
  await openTill(page);
  await waitForServiceWorker(page);
  await openShift(page, 'Amal', '20');

  // Cash with change: 2.400 paid with 5.000.
  await ring(page, ['Fresh orange juice', 'Fresh orange juice', 'Mineral water'], '2.400');
  const juiceSale = ticketOf(await payCash(page, '5'));
  // Card.
  await ring(page, ['Lemon mint', 'Sparkling water'], '1.450');
  const cardSale = ticketOf(await payCard(page));

  // Table 4 waits while the next customer is served, then pays.
  await ring(page, ['Iced peach tea', 'Iced peach tea'], '1.700');
  await park(page, 'Table 4');
  await ring(page, ['Mineral water'], '0.200');
  const quickSale = ticketOf(await payCash(page, '0.200'));
  await reopenParked(page, 'Table 4');
  await expect(page.getByLabel('Order total')).toHaveText('1.700');
  const tableSale = ticketOf(await payCash(page, '2'));

  // One of the two juices comes back, in cash.
  await refundLine(page, juiceSale, 'Fresh orange juice', '1', 'Spilled');
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Total refunded1.100');
  await closeOrders(page);

  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await moveCash(page, 'Cash out', '5', 'Ice delivery');
  await shiftDialog(page).getByRole('button', { name: 'Done' }).click();

  // The network goes: a sale by card and a refund of it, both waiting.
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  await ring(page, ['Sparkling water', 'Sparkling water'], '0.900');
  const offlineSale = ticketOf(await payCard(page));
  await refundLine(page, offlineSale, 'Sparkling water', '1', 'Wrong drink');
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Total refunded0.450');
  await closeOrders(page);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');

  await context.setOffline(false);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await shiftDialog(page).getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('dialog', { name: 'X report' });
  // 20 + 4.300 cash (7.200 taken - 2.900 change) - 1.100 cash refund - 5 out.
  await expect(x.getByLabel('Expected cash')).toHaveText('18.200');
  await expect(x.getByText('Sales (5)')).toBeVisible();
  await expect(x.getByText('Refunds (2)')).toBeVisible();
  await x.getByRole('button', { name: 'Close' }).click();
  await shiftDialog(page).getByRole('button', { name: 'Done' }).click();

  const z = await closeShift(page, '17.950', '-0.250 short');
  await expect(z.getByLabel('Over/short')).toHaveText('-0.250 short');
  const onScreen = figuresOfReport(await z.innerText());
  await z.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Open shift', exact: true })).toBeVisible();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 30_000 });

  expect(onScreen).toEqual({
    sales_count: 5,
    sales_total: 6650,
    refunds_count: 2,
    refunds_total: 1550,
    cash: 4300,
    card: 2350,
    expected_cash: 18200,
    counted_cash: 17950,
    over_short: -250,
  });

  // What the server received: one shift, each sale and refund once, all carrying the shift.
  const shifts = emulator.control.shifts();
  expect(shifts).toHaveLength(1);
  const shift = shifts[0]?.body ?? {};
  const sales = emulator.control.invoices().map((i) => i.body);
  const refunds = emulator.control.refunds().map((r) => r.body);
  expect(sales.map((s) => s.ticket_no).sort()).toEqual([juiceSale, cardSale, quickSale, tableSale, offlineSale].sort());
  expect(new Set(sales.map((s) => s.client_order_id)).size).toBe(5);
  expect(refunds).toHaveLength(2);
  for (const doc of [...sales, ...refunds]) expect(doc).toMatchObject({ shift_id: shift.shift_id });
  // Before the first refund nobody is signed in: the shift's cashier. Its approval made the first
  // manager, Mona, signed in from then on: she made the refunds and the offline sale.
  const madeBy = (doc: Record<string, unknown>) => doc.cashier_name;
  expect(sales.map(madeBy)).toEqual(['Amal', 'Amal', 'Amal', 'Amal', 'Mona']);
  expect(refunds.map(madeBy)).toEqual(['Mona', 'Mona']);
  const idOf = (ticket: string) => sales.find((s) => s.ticket_no === ticket)?.client_order_id;
  expect(refunds.map((r) => r.refund_of)).toEqual([idOf(juiceSale), idOf(offlineSale)]);
  expect(sales.find((s) => s.ticket_no === tableSale)).toMatchObject({ order_name: 'Table 4' });

  expect(figuresOfShift(shift)).toEqual(onScreen);
  expect(figuresOfDocuments(shift, sales, refunds)).toEqual(onScreen);
});
