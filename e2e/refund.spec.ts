import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveAsManager, openRefund, refundLine, startRefund, ticketOf } from './dayHelpers';
import { openCategory, openTill, payCash, product, scan, tenderCash, waitForServiceWorker, countPrints, setSetting } from './helpers';
import { smallTargets } from './targets';

/** Sells `count` Mineral water (0.200 each) for cash and returns the sale's ticket number. */
async function sellWater(page: Page, count: number): Promise<string> {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (let i = 0; i < count; i++) await product(page, 'Mineral water').click();
  return ticketOf(await payCash(page, '1'));
}

function refundWater(page: Page, ticket: string, quantity: string) {
  return refundLine(page, ticket, 'Mineral water', quantity, 'Spilled');
}

test('a partial refund with a reason and the manager PIN prints its own receipt, shows in Orders and reaches the server once', async ({ page, emulator }) => {
  await openTill(page);
  const ticket = await sellWater(page, 2);
  const refund = await openRefund(page, ticket);
  await expect(refund.getByRole('group', { name: 'Mineral water' })).toContainText('2 left to refund');
  await refund.getByRole('group', { name: 'Mineral water' }).getByRole('textbox', { name: 'Refund quantity' }).fill('1');
  await expect(refund.getByLabel('Refund total')).toHaveText('0.200');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Spilled');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await approveAsManager(page);

  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: 'Refund' })).toBeVisible();
  await expect(receipt).toContainText(`Refund of${ticket}`);
  await expect(receipt).toContainText('Reason: Spilled');
  await expect(receipt.getByRole('list', { name: 'Items refunded' })).toContainText('Mineral water0.200');
  await expect(receipt).toContainText('Total refunded0.200');
  await expect(receipt).toContainText('Cash given back0.200');
  const refundTicket = (await receipt.getByText(/^R\d+-/).innerText()).trim();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();

  const orders = page.getByRole('dialog', { name: 'Orders' });
  await expect(orders.getByRole('listitem', { name: ticket })).toContainText('Partly refunded');
  await expect(orders.getByRole('list', { name: 'Refunds' }).getByRole('listitem', { name: refundTicket })).toContainText('Uploaded');
  await expect.poll(() => emulator.control.refunds().length).toBe(1);
  const [stored] = emulator.control.refunds();
  const [sale] = emulator.control.invoices();
  expect(stored?.refund_of).toBe(sale?.client_order_id);
  expect(stored?.body).toMatchObject({
    kind: 'refund',
    ticket_no: refundTicket,
    reason: 'Spilled',
    lines: [{ of_line: 0, quantity: 1, line_total: 0.2 }],
    total: 0.2,
    payments: [{ method: 'cash', amount: 0.2 }],
  });
});

test('a refund made offline of a sale still waiting uploads after its sale once the network returns', async ({ page, context, emulator }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const ticket = await sellWater(page, 1);
  await refundWater(page, ticket, '1');
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Close' }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await expect(orders.getByRole('listitem', { name: ticket })).toContainText('Refunded');
  await expect(orders.getByRole('list', { name: 'Refunds' })).toContainText('Waiting');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');
  expect(emulator.control.invoices()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  // The server refuses a refund of a sale it does not know: one stored refund means the sale went first.
  expect(emulator.control.invoices()).toHaveLength(1);
  expect(emulator.control.refunds()).toHaveLength(1);
  expect(emulator.control.refunds()[0]?.refund_of).toBe(emulator.control.invoices()[0]?.client_order_id);
  await expect(orders.getByRole('list', { name: 'Refunds' })).toContainText('Uploaded');
  await expect(page.getByLabel('Orders rejected')).toHaveCount(0);
});

test('more than is left to refund is refused on the till, before the server sees it', async ({ page, emulator }) => {
  await openTill(page);
  const ticket = await sellWater(page, 2);
  await refundWater(page, ticket, '1');
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('button', { name: 'Close' }).click();

  const refund = await refundWater(page, ticket, '2');
  await expect(refund.getByRole('alert').first()).toHaveText('Mineral water: only 1 left to refund.');
  await expect(refund).toBeVisible();
  await expect.poll(() => emulator.control.refunds().length).toBe(1);
  const refundPosts = emulator.control.requests().filter((r) => r.path === '/api/v2/invoices');
  expect(refundPosts).toHaveLength(2);
});

test('with "Print kitchen ticket" on, completing a sale prints the kitchen ticket on its own, whether or not the receipt is printed; Orders reprints it', async ({ page }) => {
  await openTill(page);
  await setSetting(page, 'Print kitchen ticket', true);
  await countPrints(page);

  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await (await tenderCash(page, '1')).getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  const ticket = (await receipt.getByText(/^T\d+-/).first().innerText()).trim();
  const kitchen = receipt.getByRole('region', { name: 'Kitchen ticket' });
  // The kitchen got its ticket as the sale completed, before anyone printed the receipt.
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  // On screen the cashier sees the receipt; the kitchen ticket is paper only, in a job of its own.
  await expect(kitchen).toBeHidden();
  await page.evaluate(() => document.documentElement.classList.add('print-kitchen-only'));
  await page.emulateMedia({ media: 'print' });
  await expect(kitchen).toBeVisible();
  await expect(kitchen).toContainText('1 × Mineral water');
  await expect(kitchen).not.toContainText('0.200');
  await expect(receipt.getByText(ticket).first()).toBeHidden();
  await page.evaluate(() => document.documentElement.classList.remove('print-kitchen-only'));
  await expect(kitchen).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await receipt.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(2);
  await receipt.getByRole('button', { name: 'New sale' }).click();

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: ticket }).getByRole('button', { name: 'Kitchen ticket' }).click();
  const again = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await expect(again).toContainText(ticket);
  await expect(again).toContainText('COPY');
  await expect(again).toContainText('1 × Mineral water');
  await again.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(3);
});

test('a sale of yesterday, gone from today\'s list, is found by scanning its receipt\'s ticket and refunded', async ({ page, emulator }) => {
  const now = Date.now();
  await page.clock.setFixedTime(now - 24 * 60 * 60 * 1000);
  await openTill(page);
  const ticket = await sellWater(page, 1);
  await expect.poll(() => emulator.control.invoices().length).toBe(1);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');

  await page.clock.setFixedTime(now);
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await expect(orders).toContainText('No sales today.');
  // The receipt prints its ticket as a Code 128 barcode; the scanner reads it back as text.
  await scan(page, ticket);
  const refund = await startRefund(page, orders.getByRole('list', { name: 'Found sale' }).getByRole('listitem', { name: ticket }));
  await refund.getByRole('group', { name: 'Mineral water' }).getByRole('textbox', { name: 'Refund quantity' }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Wrong item');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await approveAsManager(page);
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText(`Refund of${ticket}`);
  await expect.poll(() => emulator.control.refunds().length).toBe(1);
  expect(emulator.control.refunds()[0]?.refund_of).toBe(emulator.control.invoices()[0]?.client_order_id);
});

test.describe('on a 7-inch touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 600, height: 960 } });

  test('Orders shows each sale at a glance and finds it by amount; "Refund" steps, refunds all, takes a reason chip, its footer always in view', async ({ page, emulator }) => {
    await openTill(page);
    const ticket = await sellWater(page, 3);
    await page.getByRole('button', { name: 'Orders', exact: true }).tap();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    const sale = orders.getByRole('listitem', { name: ticket });
    await expect(sale).toContainText('3 × Mineral water');
    await expect(sale).toContainText('Cash');

    // The amount as the cashier reads it off the receipt.
    await orders.getByRole('searchbox', { name: 'Search orders' }).fill('0.6');
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await orders.getByRole('searchbox', { name: 'Search orders' }).fill('mineral');
    await expect(sale).toBeVisible();

    await sale.getByRole('button', { name: 'Refund' }).tap();
    const refund = page.getByRole('dialog', { name: 'Refund' });
    const water = refund.getByRole('group', { name: 'Mineral water' });
    const quantity = water.getByRole('textbox', { name: 'Refund quantity' });
    const more = water.getByRole('button', { name: 'Increase refund quantity' });
    const less = water.getByRole('button', { name: 'Decrease refund quantity' });
    await more.tap();
    await expect(quantity).toHaveValue('1');
    await refund.getByRole('button', { name: 'Refund all' }).tap();
    await expect(quantity).toHaveValue('3');
    // Never above what is left to refund.
    await expect(more).toBeDisabled();
    await less.tap();
    await expect(quantity).toHaveValue('2');
    await refund.getByRole('radio', { name: 'Damaged' }).tap();

    // The footer stays in view with the total, the reason and the approval it asks.
    const total = refund.getByLabel('Refund total');
    await expect(total).toHaveText('0.400');
    await expect(total).toBeInViewport();
    await expect(refund.getByText('Reason: Damaged')).toBeInViewport();
    await expect(refund.getByText('"Refund" asks for "Manager approval".')).toBeInViewport();
    expect(await smallTargets(refund)).toEqual([]);
    // Nothing of the dialog lies past the screen's edge.
    expect(await refund.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth && dialog.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    await refund.getByRole('button', { name: 'Refund', exact: true }).tap();
    await approveAsManager(page);
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Reason: Damaged');
    await expect.poll(() => emulator.control.refunds().length).toBe(1);
    expect(emulator.control.refunds()[0]?.body).toMatchObject({ reason: 'Damaged', lines: [{ of_line: 0, quantity: 2 }], total: 0.4 });
  });
});
