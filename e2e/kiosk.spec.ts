import { expect, test } from './fixtures';
import { ar } from './arabic';
import { approveAsManager, brandTile, counterOrderAtKiosk, diningChoice, staffOrders, startKiosk } from './dayHelpers';
import { smallTargets } from './targets';
import { openCategory, openTill, orderLines, payCash, product, expectSynced, chooseMore, fontSize } from './helpers';

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
  // Six digits, the manager's PIN's length: checked as typed.
  await approval.getByLabel('PIN', { exact: true }).fill('111111');
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

  // One rail of the brand's categories: no group tabs, no search box.
  await expect(page.getByRole('tablist', { name: 'Groups' })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // No open-price items: Custom cake is not offered among the desserts.
  await openCategory(page, null, 'Desserts');
  await expect(product(page, 'Tiramisu')).toBeVisible();
  await expect(product(page, 'Custom cake')).toHaveCount(0);

  // No weighed items: the customer would type the weight. The deli sells only those, so it is not on the rail.
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Deli' })).toHaveCount(0);

  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Mineral water').click();
  const order = page.getByRole('list', { name: 'Order' });
  await expect(order.getByRole('listitem')).toHaveCount(1);

  // No cash tender at a kiosk, no card either, and nothing asks the customer for a PIN.
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeVisible();
  for (const name of ['Cash', 'Card', 'Complete sale']) await expect(payment.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'PIN' })).toHaveCount(0);

  // Abandoned on the payment screen: after the idle time a countdown asks, then it all clears.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toHaveCount(0);
  await expect(payment).toHaveCount(0);
  await expect(order.getByRole('listitem')).toHaveCount(0);
  await expect(brandTile(page, 'Burger Yard')).toBeVisible();

  // Leaving needs a manager's PIN, even with the manager signed in: a customer stands at the screen.
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  // Six digits, the manager's PIN's length: checked as typed.
  await approval.getByLabel('PIN', { exact: true }).fill('111111');
  await expect(approval.getByRole('alert')).toContainText('Wrong PIN');
  await approveAsManager(page, '246813');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
});

test('a manager PIN shorter than 4 digits is refused with the rule shown', async ({ page }) => {
  await openTill(page);
  await chooseMore(page, 'Kiosk mode');
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('API key').fill('demo-key');
  await approval.getByLabel('New manager PIN').fill('246');
  await approval.getByLabel('Repeat PIN').fill('246');
  await approval.getByRole('button', { name: 'Set manager PIN' }).click();
  await expect(approval.getByRole('alert')).toContainText('4 to 12 digits');
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

test('a kiosk offers no "Forgot PIN?": neither its Staff dialog nor its Manager approval, where a customer stands', async ({ page }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await expect(staff.getByRole('button', { name: 'Exit kiosk' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Forgot PIN?' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Exit kiosk' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(approval.getByRole('button', { name: 'Forgot PIN?' })).toHaveCount(0);
});

test.describe('on a 1080 x 1920 touch kiosk', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1080, height: 1920 } });

  test('brand, category, product, "Pay at the counter": the end screen calls a number; no customer screen asks a PIN; staff "Mark paid" it and it uploads', async ({ page, emulator }) => {
    await openTill(page);
    await startKiosk(page, '246813', '90', false);
    const noPin = async () => expect(page.getByRole('textbox', { name: 'PIN' })).toHaveCount(0);

    // The first screen: a large tile per brand.
    await expect(brandTile(page, 'Green Bowl')).toBeVisible();
    await noPin();
    expect(await smallTargets(page.locator('body'))).toEqual([]);
    await diningChoice(page, 'Eat in').tap();
    await brandTile(page, 'Burger Yard').tap();

    // One rail, large tiles; the order in view, never a drawer.
    await expect(page.getByRole('heading', { name: 'Burger Yard' })).toBeVisible();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).tap();
    await product(page, 'Mineral water').tap();
    await expect(orderLines(page)).toHaveCount(1);
    await expect(page.getByLabel('Order total', { exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport();
    await expect(orderLines(page).first()).toBeInViewport();
    await noPin();
    expect(await smallTargets(page.locator('body'))).toEqual([]);

    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeVisible();
    await noPin();
    expect(await smallTargets(payment)).toEqual([]);
    await payment.getByRole('button', { name: 'Pay at the counter' }).tap();

    // The end screen: the call number, large, above the ticket number.
    const done = page.getByRole('dialog', { name: 'Thank you!' });
    const call = done.getByLabel('Call number');
    await expect(call).toHaveText('1');
    await noPin();
    const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await done.innerText())?.[0] ?? '';
    expect(ticket).toMatch(/^T\d+-[0-9A-F]{8}-\d{6}$/);
    const ticketText = done.getByText(ticket, { exact: true });
    const [callBox, ticketBox] = [await call.boundingBox(), await ticketText.boundingBox()];
    expect(callBox!.y + callBox!.height).toBeLessThanOrEqual(ticketBox!.y);
    expect(await fontSize(call)).toBeGreaterThanOrEqual(2 * (await fontSize(ticketText)));
    await done.getByRole('button', { name: 'Done' }).tap();
    await expect(brandTile(page, 'Burger Yard')).toBeVisible();

    // The next customer's order, of the other brand, is called 2.
    await diningChoice(page, 'Eat in').tap();
    await brandTile(page, 'Green Bowl').tap();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).tap();
    await product(page, 'Sparkling water').tap();
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    await payment.getByRole('button', { name: 'Pay at the counter' }).tap();
    await expect(done.getByLabel('Call number')).toHaveText('2');
    await done.getByRole('button', { name: 'Done' }).tap();

    // Not a sale yet: staff open "Orders" with the PIN, find it by its call number, and mark it paid.
    expect(emulator.control.invoices().map((i) => i.body.ticket_no)).not.toContain(ticket);
    await staffOrders(page, '246813');
    const orders = page.getByRole('dialog', { name: 'Orders' });
    const counterOrder = orders.getByRole('listitem', { name: ticket });
    await expect(counterOrder).toContainText('Unpaid');
    await expect(counterOrder).toContainText('Call 1');
    await counterOrder.getByRole('button', { name: 'Mark paid' }).tap();
    const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
    await markPaid.getByRole('button', { name: 'Card' }).tap();
    // "Orders" then "Mark paid" is one act: the manager who opened "Orders" is not asked again.
    await markPaid.getByRole('button', { name: 'Mark paid' }).tap();
    await expect(markPaid).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Manager approval' })).toHaveCount(0);
    await expect(counterOrder).not.toContainText('Unpaid');
    await expect.poll(() => emulator.control.invoices().find((i) => i.body.ticket_no === ticket)?.body.payments).toEqual([
      { method: 'card', amount: 0.2, tendered: 0.2, change: 0 },
    ]);
    // The kiosk's order is the kiosk's, not the manager's who started it.
    const uploaded = emulator.control.invoices().find((i) => i.body.ticket_no === ticket)!.body as { cashier_name?: string; cashier_id?: string };
    expect([uploaded.cashier_name, uploaded.cashier_id]).toEqual(['Kiosk', undefined]);
  });

  test('"Change brand" goes back to the brands; an order with lines is emptied only after "Change brand?"', async ({ page }) => {
    await openTill(page);
    await startKiosk(page, '246813');
    await openCategory(page, null, 'Cold drinks');
    await product(page, 'Mineral water').tap();
    await expect(orderLines(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Change brand' }).tap();
    const ask = page.getByRole('alertdialog', { name: 'Change brand?' });
    await ask.getByRole('button', { name: 'Keep order' }).tap();
    await expect(orderLines(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Change brand' }).tap();
    await ask.getByRole('button', { name: 'Change brand' }).tap();
    await expect(brandTile(page, 'Green Bowl')).toBeVisible();
    await diningChoice(page, 'Eat in').tap();
    await brandTile(page, 'Green Bowl').tap();
    await expect(page.getByRole('heading', { name: 'Green Bowl' })).toBeVisible();
    await expect(orderLines(page)).toHaveCount(0);
  });
});

test('at 1280 x 800 the kiosk\'s menu and order fit side by side, every control 44 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTill(page);
  await startKiosk(page, '246813');
  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport();
  await expect(page.getByLabel('Order total', { exact: true })).toBeInViewport();
  expect(await smallTargets(page.locator('body'))).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(overflow).toBe(false);
});

test('a kiosk customer orders in Arabic from the first screen; the last screen returns to the first, in the terminal language', async ({ page }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  // A first order, to reach the first screen as the next customer finds it.
  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).click();
  await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Done' }).click();

  // The first screen: the brands, the language for this order.
  await expect(brandTile(page, 'Burger Yard')).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await diningChoice(page, 'سفري').click();
  await page.getByRole('list', { name: 'العلامات التجارية' }).getByRole('button', { name: 'Burger Yard' }).click();

  await page.getByRole('tablist', { name: 'الفئات' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await page.getByRole('list', { name: ar('Products') }).getByRole('button', { name: /^ليمون بالنعناع/ }).click();
  await expect(page.getByRole('list', { name: 'الطلب' }).getByRole('listitem')).toContainText('ليمون بالنعناع');
  await page.getByRole('button', { name: 'ادفع' }).click();
  await page.getByRole('dialog', { name: 'الدفع' }).getByRole('button', { name: 'الدفع عند الكاونتر' }).click();

  // The last screen in the customer's language; "Done" brings the first screen back in English.
  const end = page.getByRole('dialog', { name: 'شكرًا لك!' });
  await expect(end).toContainText('رقم طلبك');
  await end.getByRole('button', { name: 'تم' }).click();
  await expect(brandTile(page, 'Burger Yard')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('staff cancel a counter order nobody pays with a reason under the approval that opened "Orders": it is listed cancelled and never uploads', async ({ page, emulator }) => {
  await openTill(page);
  await startKiosk(page, '246813');
  const { ticket } = await counterOrderAtKiosk(page, 'Mineral water');

  await staffOrders(page, '246813');
  const counterOrder = page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: ticket });
  await counterOrder.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel order' });
  await cancel.getByRole('radio', { name: 'Customer did not come to pay' }).check();
  // The manager who opened "Orders" a moment ago approved this one act: not asked again.
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Manager approval' })).toHaveCount(0);
  await expect(counterOrder).toContainText('Cancelled');
  await expect(counterOrder.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  expect(emulator.control.invoices().map((i) => i.body.ticket_no)).not.toContain(ticket);
});
