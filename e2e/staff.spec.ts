/**
 * Staff who sign in (ui-contract "Staff and approvals", assumed-contracts 10): the first
 * manager made at connect, a cashier added and signed in, a discount above the cashier's limit
 * and a refund approved by the manager, "Lock" and signing in again; the Z report's table per
 * cashier equals the per-cashier figures the server computes from the documents it stored.
 */
import { expect, test } from './fixtures';
import { approveAsManager, closeShift, MANAGER_PIN, refundLine, ticketOf } from './dayHelpers';
import { openCategory, openLine, orderLines, payCash, product } from './helpers';
import { cashierCells, kunafaForCashier, lockAndSignIn, staffFigures } from './staffHelpers';

const CASHIER_PIN = '246802';

test('a manager and a cashier: sign in, a discount and a refund approved, lock; the Z report per cashier equals the server’s figures', async ({ page, emulator }) => {
  test.setTimeout(180_000);
  // Connected by hand: the one who holds the key is made the first manager, and is signed in;
  // in Settings, "Staff", she adds a cashier, opens the shift and starts an order. "Lock": the
  // open order stays; the cashier signs in with their own PIN and sells it.
  await kunafaForCashier(page, emulator.url, CASHIER_PIN);
  // Any manual discount by a cashier (limit 0 %) asks "Manager approval".
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Discount' }).click();
  await page.getByRole('textbox', { name: 'Discount %' }).fill('10');
  await page.getByRole('button', { name: 'Apply discount' }).click();
  await approveAsManager(page);
  await expect(orderLines(page).first()).toContainText('Discount 10%');
  const kunafa = ticketOf(await payCash(page, '5'));

  // A refund by the cashier: the manager approves it without the cashier signing out.
  await refundLine(page, kunafa, 'Kunafa', '1', 'Cold');
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Total refunded1.305');
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Signed in')).toHaveText('Ali');

  // The manager signs in again and sells one more.
  await lockAndSignIn(page, 'Mona', MANAGER_PIN);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');

  await expect.poll(() => [emulator.control.invoices().length, emulator.control.refunds().length]).toEqual([2, 1]);
  const z = await closeShift(page, '20.200', '0.000');
  const table = z.getByRole('table', { name: 'By cashier' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Every document names who made it; the refund and the discount name the manager who approved.
  const sales = emulator.control.invoices().map((i) => i.body);
  const ali = sales.find((s) => s.cashier_name === 'Ali');
  expect(ali).toMatchObject({ cashier_id: expect.any(String) });
  expect((ali?.lines as { approved_by?: { name: string } }[])[0]?.approved_by?.name).toBe('Mona');
  expect(emulator.control.refunds()[0]?.body).toMatchObject({ cashier_name: 'Ali', approved_by: { name: 'Mona' } });

  // The server's per-cashier figures, from what it stored, equal the Z report's table.
  const day = String(sales[0]?.created_at).slice(0, 10);
  const figures = await staffFigures(page, emulator.url, day);
  expect(figures.map((f) => f.cashier_name)).toEqual(['Ali', 'Mona']);
  for (const f of figures) {
    const row = table.getByRole('row', { name: new RegExp(`^${f.cashier_name}`) });
    await expect(row.getByRole('cell')).toHaveText(cashierCells(f));
  }
  expect(figures.find((f) => f.cashier_name === 'Ali')?.manager_overrides).toBe(2);
  await expect.poll(() => emulator.control.shifts().length).toBe(1);
  expect(emulator.control.shifts()[0]?.body).toMatchObject({ opened_by: { name: 'Mona' }, closed_by: { name: 'Mona' } });
});
