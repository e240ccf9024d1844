import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ar } from './arabic';
import { approveAsManager, startKiosk } from './dayHelpers';
import { openCategory, openTill, orderLines, payCash, product, scan, waitForServiceWorker, expectSynced, chooseMore } from './helpers';

/** "Staff", "Orders" and a manager's approval: the staff's list of the day, over the kiosk. */
async function staffOrders(page: Page, pin: string) {
  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Orders', exact: true }).click();
  await approveAsManager(page, pin);
  await expect(page.getByRole('dialog', { name: 'Orders' })).toBeVisible();
}

test('a kiosk customer reaches no staff action: no "Orders", no reprint; staff open "Orders" with the PIN, and every reprint there says COPY', async ({ page }) => {
  await openTill(page);
  // A paid sale at the till, with its kitchen ticket: the paper a customer must never get again.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  const receipt = await payCash(page, '1');
  const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(receipt)?.[0] ?? '';
  await startKiosk(page, '246813');

  // The customer's screen: their own order only.
  for (const name of ['Orders', 'Reprint', 'Kitchen ticket', 'Retry upload', 'Refund', 'Settings', 'Open shift', 'Shift']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  // "Staff" with a wrong PIN opens nothing.
  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Orders', exact: true }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('PIN', { exact: true }).fill('111111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByRole('alert')).toContainText('Wrong PIN');
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Orders' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Cancel' }).click();

  await staffOrders(page, '246813');
  const sale = page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: ticket });
  await sale.getByRole('button', { name: 'Reprint' }).click();
  const reprint = page.getByRole('dialog', { name: 'Receipt' });
  await expect(reprint).toContainText('COPY');
  await reprint.getByRole('button', { name: 'Close', exact: true }).click();
  await sale.getByRole('button', { name: 'Kitchen ticket' }).click();
  const kitchen = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await expect(kitchen.getByRole('region', { name: 'Kitchen ticket' })).toContainText('COPY');
  await kitchen.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Orders' }).getByRole('button', { name: 'Close', exact: true }).click();
  // Back to the customer's screen, still a kiosk.
  await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Orders', exact: true })).toHaveCount(0);
});

test('kiosk mode: PIN-locked self-order with no open-price or weighed items, no cash, and an idle reset that covers the payment screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expectSynced(page);

  await startKiosk(page, '246813', '30');
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);

  // No open-price items: Custom cake is not offered among the desserts.
  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Desserts' }).click();
  await expect(page.getByRole('button', { name: /^Tiramisu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Custom cake/ })).toHaveCount(0);

  // No weighed items: the customer would type the weight. Their scale labels are unknown here.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('olives');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('button')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await scan(page, '2100079000005');
  await expect(page.getByRole('alert').filter({ hasText: '2100079000005' })).toBeVisible();

  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await page.getByRole('button', { name: /^Mineral water/ }).click();
  const order = page.getByRole('list', { name: 'Order' });
  await expect(order.getByRole('listitem')).toHaveCount(1);

  // No cash tender at a kiosk, and nothing is paid on the customer's word.
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Cash' })).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeVisible();
  // "Complete sale" asks a manager's PIN, even with the manager signed in: a customer cannot confirm it.
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval.getByLabel('PIN', { exact: true })).toBeVisible();
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(approval).toHaveCount(0);

  // Abandoned on the payment screen: after the idle time a countdown asks, then it all clears.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toHaveCount(0);
  await expect(payment).toHaveCount(0);
  await expect(order.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tap to order' })).toBeVisible();

  // Leaving needs a manager's PIN, even with the manager signed in: a customer stands at the screen.
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await approval.getByLabel('PIN', { exact: true }).fill('111111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByRole('alert')).toContainText('Wrong PIN');
  await approveAsManager(page, '246813');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
});

test('a manager PIN shorter than 6 digits is refused with the rule shown', async ({ page }) => {
  await openTill(page);
  await chooseMore(page, 'Kiosk mode');
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('API key').fill('demo-key');
  await approval.getByLabel('New manager PIN').fill('2468');
  await approval.getByLabel('Repeat PIN').fill('2468');
  await approval.getByRole('button', { name: 'Set manager PIN' }).click();
  await expect(approval.getByRole('alert')).toContainText('6 to 12 digits');
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);
});

test('five wrong PINs lock the PIN field with a countdown, and a reload does not lift it', async ({ page }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  const pin = approval.getByLabel('PIN', { exact: true });
  for (let i = 0; i < 5; i++) {
    await expect(pin).toBeEnabled();
    await pin.fill(`00000${i}`);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(pin).toHaveValue('');
  }
  await expect(approval.getByRole('alert')).toContainText(/Too many wrong PINs\. Try again in 0:[0-3]\d/);
  await expect(pin).toBeDisabled();
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeDisabled();

  await page.reload();
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await expect(approval.getByRole('alert')).toContainText('Too many wrong PINs');
  await expect(pin).toBeDisabled();
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeDisabled();
});

test('Forgot PIN? with this terminal\'s API key leaves kiosk mode and keeps the waiting sales; a new PIN is set', async ({ page, context }) => {
  await openTill(page);
  // Offline only once the service worker serves the app (the payment dialog loads on first use).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  await startKiosk(page, '246813');

  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Forgot PIN?' }).click();
  await staff.getByLabel('API key').fill('not-the-key');
  await staff.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(staff.getByRole('alert')).toContainText('not this terminal');
  await staff.getByLabel('API key').fill('demo-key');
  await staff.getByRole('button', { name: 'Leave kiosk mode' }).click();

  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  // The managers are forgotten: the next approval makes a first manager again, behind the key.
  await chooseMore(page, 'Kiosk mode');
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  await expect(page.getByRole('dialog', { name: 'Manager approval' }).getByLabel('New manager PIN')).toBeVisible();
  await expect(orderLines(page)).toHaveCount(0);
});

test('at the kiosk a sale is paid only when staff confirm it with the PIN, or waits unpaid for the counter until marked paid', async ({ page, emulator }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');

  // Staff confirm the card payment with the PIN; a wrong PIN records nothing.
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('PIN', { exact: true }).fill('000000');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByRole('alert')).toContainText('Wrong PIN');
  await approveAsManager(page, '246813');
  // The last screen says the order number, then the first screen is back for the next customer.
  const done = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(done).toContainText('Your order is paid');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => emulator.control.invoices().length).toBe(1);
  await page.getByRole('button', { name: 'Tap to order' }).click();

  // Pay at the counter: a numbered ticket, not a sale yet.
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await payment.getByRole('button', { name: 'Pay at the counter' }).click();
  await expect(done).toContainText('Not paid yet');
  const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await done.innerText())?.[0] ?? '';
  expect(ticket).toMatch(/^T\d+-[0-9A-F]{8}-\d{6}$/);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Tap to order' })).toBeVisible();

  // The customer has no "Orders"; staff open it with the PIN.
  await staffOrders(page, '246813');
  const orders = page.getByRole('dialog', { name: 'Orders' });
  const counterOrder = orders.getByRole('listitem', { name: ticket });
  await expect(counterOrder).toContainText('Unpaid');
  expect(emulator.control.invoices().map((i) => i.body.ticket_no)).not.toContain(ticket);

  // Staff take the money at the counter and mark it paid with the PIN: then it uploads.
  await counterOrder.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
  await markPaid.getByRole('button', { name: 'Cash' }).click();
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await approveAsManager(page, '246813');
  await expect(markPaid).toHaveCount(0);
  await expect(counterOrder).not.toContainText('Unpaid');
  await expect.poll(() => emulator.control.invoices().find((i) => i.body.ticket_no === ticket)?.body.payments).toEqual([
    { method: 'cash', amount: 0.2, tendered: 0.2, change: 0 },
  ]);
});

test('a kiosk customer orders in Arabic from the first screen; the last screen returns to the first, in the terminal language', async ({ page }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  // A first order, to reach the first screen as the next customer finds it.
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).click();
  await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Done' }).click();

  // The first screen: the brand, the language for this order and "Tap to order".
  await expect(page.getByRole('heading', { name: 'Burger Yard' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'المس للطلب' }).click();

  await page.getByRole('tablist', { name: 'المجموعات' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'الفئات' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await page.getByRole('list', { name: ar('Products') }).getByRole('button', { name: /^ليمون بالنعناع/ }).click();
  await expect(page.getByRole('list', { name: 'الطلب' }).getByRole('listitem')).toContainText('ليمون بالنعناع');
  await page.getByRole('button', { name: 'ادفع' }).click();
  await page.getByRole('dialog', { name: 'الدفع' }).getByRole('button', { name: 'الدفع عند الكاونتر' }).click();

  // The last screen in the customer's language; "Done" brings the first screen back in English.
  const end = page.getByRole('dialog', { name: 'شكرًا لك!' });
  await expect(end).toContainText('رقم طلبك');
  await end.getByRole('button', { name: 'تم' }).click();
  await expect(page.getByRole('button', { name: 'Tap to order' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
