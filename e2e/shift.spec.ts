import { expect, test } from './fixtures';
import { closeShift, moveCash, openShift, payCard, shiftDialog } from './dayHelpers';
import { openCategory, openTill, payCash, product, tenderCash, waitForServiceWorker, chooseMore } from './helpers';

const SHIFTS_PATH = '/api/v2/shifts';

test('a day: open a shift, sell in cash and by card, take cash out, read the X report, close short by 0.250; the server holds one shift equal to the Z report, and every sale carries its shift', async ({ page, emulator }) => {
  await openTill(page);
  await openShift(page, 'Amal', '20');
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (let i = 0; i < 3; i++) await product(page, 'Mineral water').click();
  // 0.600 paid with 1.000: 0.400 change.
  await payCash(page, '1');
  await product(page, 'Mineral water').click();
  await payCard(page);

  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await moveCash(page, 'Cash out', '5', 'Ice delivery');

  await shiftDialog(page).getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('dialog', { name: 'X report' });
  // 20 + 1.000 taken - 0.400 change - 5 out.
  await expect(x.getByLabel('Expected cash')).toHaveText('15.600');
  await expect(x.getByText('Sales (2)')).toBeVisible();
  await expect(x.getByRole('region', { name: 'By payment method' })).toContainText('Card0.200');
  await expect(x.getByRole('region', { name: 'By channel' })).toContainText('No channel (2)');
  await expect(x.getByText('Cash out: Ice delivery')).toBeVisible();
  await x.getByRole('button', { name: 'Close' }).click();
  await shiftDialog(page).getByRole('button', { name: 'Done' }).click();

  const z = await closeShift(page, '15.350', '-0.250 short');
  await expect(z.getByLabel('Expected cash')).toHaveText('15.600');
  await expect(z.getByLabel('Over/short')).toHaveText('-0.250 short');
  await expect(z.getByRole('button', { name: 'Print' })).toBeVisible();
  await z.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Open shift', exact: true })).toBeVisible();

  // Closed unprinted, the Z report is still there later: "Shifts", "Print Z report", marked COPY.
  await page.getByRole('button', { name: 'Shifts', exact: true }).click();
  await page.getByRole('list', { name: 'Closed shifts' }).getByRole('listitem').filter({ hasText: 'Amal' }).getByRole('button', { name: 'Print Z report' }).click();
  const again = page.getByRole('dialog', { name: 'Z report' });
  await expect(again).toContainText('COPY');
  await expect(again.getByLabel('Expected cash')).toHaveText('15.600');
  await expect(again.getByLabel('Over/short')).toHaveText('-0.250 short');
  await again.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Shifts' }).getByRole('button', { name: 'Done' }).click();

  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  const shifts = emulator.control.shifts();
  expect(shifts).toHaveLength(1);
  const body = shifts[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    cashier_name: 'Amal',
    opening_float: 20,
    expected_cash: 15.6,
    counted_cash: 15.35,
    over_short: -0.25,
    sales_count: 2,
    sales_total: 0.8,
    refunds_count: 0,
    totals_by_method: { cash: 0.6, card: 0.2 },
    cash_movements: [expect.objectContaining({ kind: 'out', amount: 5, reason: 'Ice delivery' })],
  });
  const sales = emulator.control.invoices().map((i) => i.body as Record<string, unknown>);
  expect(sales).toHaveLength(2);
  for (const sale of sales) expect(sale).toMatchObject({ shift_id: body.shift_id, cashier_name: 'Amal', terminal_id: body.terminal_id });
});

test('a shift left open over a reload is still open', async ({ page }) => {
  await openTill(page);
  await openShift(page, 'Badr', '10');
  await page.reload();
  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await expect(shiftDialog(page)).toContainText('Badr');
  await expect(page.getByRole('button', { name: 'Open shift', exact: true })).toHaveCount(0);
});

test('a shift closed offline uploads once when the network returns', async ({ page, context, emulator }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await openShift(page, 'Amal', '20');
  await context.setOffline(true);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '0.200');
  const z = await closeShift(page, '20.200', '0.000');
  await expect(z.getByLabel('Expected cash')).toHaveText('20.200');
  await z.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');
  await page.reload();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('2');
  expect(emulator.control.shifts()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
  expect(emulator.control.shifts()).toHaveLength(1);
  expect(emulator.control.requests().filter((r) => r.path === SHIFTS_PATH)).toHaveLength(1);
  expect(emulator.control.shifts()[0]?.body).toMatchObject({ sales_count: 1, counted_cash: 20.2, over_short: 0 });
});

test('a shift upload the server refuses shows its words to the manager and goes again on Retry upload', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setFault('shifts', { kind: 'status', status: 422, times: 1 });
  await openShift(page, 'Amal', '20');
  const z = await closeShift(page, '20', '0.000');
  await z.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Shift rejected' }).click();
  const rejected = page.getByRole('dialog', { name: 'Rejected shifts' });
  // The fault answers 422 with no message of its own: its status text is what the server said.
  await expect(rejected).toContainText('the server refused it: Unprocessable Entity');
  await rejected.getByRole('button', { name: 'Retry upload' }).click();
  await expect(rejected).toContainText('No shift upload is rejected.');
  await expect.poll(() => emulator.control.shifts().length, { timeout: 20_000 }).toBe(1);
});

test.describe('a new terminal, provisioned with no choice of its own', () => {
  test.use({ provisioned: {} });

  test('sells only with an open shift: completing a sale asks for a shift first, then completes the same sale', async ({ page, emulator }) => {
    await openTill(page);
    await chooseMore(page, 'Settings');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('checkbox', { name: 'Sell only with an open shift' })).toBeChecked();
    await settings.getByRole('button', { name: 'Close' }).click();

    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await product(page, 'Mineral water').click();
    const payment = await tenderCash(page, '1');
    await payment.getByRole('button', { name: 'Complete sale' }).click();

    const ask = page.getByRole('dialog', { name: 'Open shift' });
    await expect(ask).toContainText('sells only with an open shift');
    await expect(page.getByRole('list', { name: 'Order' }).getByRole('listitem')).toHaveCount(1);
    await ask.getByRole('textbox', { name: 'Cashier name' }).fill('Amal');
    await ask.getByRole('textbox', { name: 'Opening float' }).fill('20');
    await ask.getByRole('button', { name: 'Open shift' }).click();

    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt).toContainText('0.800');
    await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 20_000 });
    expect(emulator.control.invoices()[0]?.body).toMatchObject({ cashier_name: 'Amal', total: 0.2 });
  });
});
