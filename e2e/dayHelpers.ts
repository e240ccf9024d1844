/**
 * The day's screens as a cashier drives them, through the names of ui-contract.md: shifts and
 * cash, parked orders, payment by card and refunds from "Orders". Shared by the specs of each
 * screen and the full day (e2e/day.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseMore, completeSale, openCategory, orderLines, product } from './helpers';

/** The PIN of the first manager, made behind the terminal's API key at the first approval. */
export const MANAGER_PIN = '135790';

/**
 * "Open shift" with `float`. A terminal without staff types `cashier`; with staff the dialog
 * shows the signed-in name instead, which must be `cashier`.
 */
export async function openShift(page: Page, cashier: string, float: string) {
  await page.getByRole('button', { name: 'Open shift', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Open shift' });
  const typed = dialog.getByRole('textbox', { name: 'Cashier name' });
  const shown = dialog.getByLabel('Cashier', { exact: true });
  await expect(typed.or(shown)).toBeVisible();
  if (await typed.count()) await typed.fill(cashier);
  else await expect(shown).toHaveText(cashier);
  await dialog.getByRole('textbox', { name: 'Opening float' }).fill(float);
  await dialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByRole('button', { name: 'Shift', exact: true })).toBeVisible();
}

export function shiftDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Shift' });
}

/** Records a cash movement from the "Shift" dialog, which stays open; a cash out asks a manager once the terminal has staff. */
export async function moveCash(page: Page, kind: 'Cash in' | 'Cash out', amount: string, reason: string) {
  await shiftDialog(page).getByRole('button', { name: kind }).click();
  const form = page.getByRole('dialog', { name: kind });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: 'Record' }).click();
  // Once the terminal has staff, "Cash out" asks "Manager approval" (a manager signed in confirms).
  await approveIfAsked(page, async () => !(await form.isVisible()));
  await expect(form).toBeHidden();
}

/** Opens "Close shift" from the status bar's "Shift". */
export async function openCloseShift(page: Page) {
  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await shiftDialog(page).getByRole('button', { name: 'Close shift' }).click();
  return page.getByRole('dialog', { name: 'Close shift' });
}

/**
 * "Blind cash count" (on unless turned off): types `counted` in "Close shift", then shows the
 * expected cash and the difference, the count kept as typed.
 */
export async function countBlind(closing: Locator, counted: string) {
  await closing.getByRole('textbox', { name: 'Counted cash' }).fill(counted);
  await closing.getByRole('button', { name: 'Show expected cash' }).click();
  await expect(closing.getByLabel('Expected cash')).toBeVisible();
}

/** "Expected cash" of the open shift, read from its X report; the "Shift" dialog stays open. */
export async function expectedCashOfX(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await shiftDialog(page).getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('dialog', { name: 'X report' });
  const expected = (await x.getByLabel('Expected cash').innerText()).trim();
  await x.getByRole('button', { name: 'Close' }).click();
  await shiftDialog(page).getByRole('button', { name: 'Done' }).click();
  return expected;
}

/** Closes the open shift with `counted` in the drawer (counted blind) and returns the Z report dialog. */
export async function closeShift(page: Page, counted: string, overShort: string) {
  const closing = await openCloseShift(page);
  await countBlind(closing, counted);
  await expect(closing.getByLabel('Over/short')).toHaveText(overShort);
  await closing.getByRole('button', { name: 'Close shift' }).click();
  return page.getByRole('dialog', { name: 'Z report' });
}

/** Pays the open order by card and starts a new sale; returns the receipt's text. */
export async function payCard(page: Page) {
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Card' }).click();
  return completeSale(page);
}

/** The ticket number a sale's receipt text shows (`T3-4F2A-000042`). */
export function ticketOf(receiptText: string): string {
  const ticket = /\bT\d+-[0-9A-F]+-\d+\b/i.exec(receiptText)?.[0];
  if (!ticket) throw new Error(`no ticket number on the receipt:\n${receiptText}`);
  return ticket;
}

export async function park(page: Page, name: string) {
  await page.getByRole('button', { name: 'Park order' }).click();
  const form = page.getByRole('dialog', { name: 'Park order' });
  await form.getByRole('textbox', { name: 'Order name' }).fill(name);
  await form.getByRole('button', { name: 'Park' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order parked as ${name}.` })).toBeVisible();
  await expect(orderLines(page)).toHaveCount(0);
}

export function parkedOrder(page: Page, name: string) {
  return page.getByRole('dialog', { name: 'Parked orders' }).getByRole('list').getByRole('listitem').filter({ hasText: name });
}

/** "Parked orders" and "Open" on the order parked as `name`, clicked (or tapped, with `tap`). */
export async function reopenParked(page: Page, name: string, tap = false) {
  const open = parkedOrder(page, name).getByRole('button', { name: 'Open' });
  const parked = page.getByRole('button', { name: 'Parked orders' });
  if (tap) {
    await parked.tap();
    await open.tap();
  } else {
    await parked.click();
    await open.click();
  }
}

/** Opens "Refund" of the sale `ticket` from "Orders". */
export async function openRefund(page: Page, ticket: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  return startRefund(page, page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: ticket }));
}

/** Makes the first manager (name and PIN) in `form` (a dialog asking for it), behind the terminal's API key. */
export async function setFirstManagerPin(form: Locator, pin = MANAGER_PIN, name = 'Mona') {
  await form.getByLabel('API key').fill('demo-key');
  await form.getByLabel('Manager name').fill(name);
  await form.getByLabel('New manager PIN').fill(pin);
  await form.getByLabel('Repeat PIN').fill(pin);
  await form.getByRole('button', { name: 'Set manager PIN' }).click();
}

/**
 * Answers the open "Manager approval": on a terminal without a manager the first one is made
 * (behind the API key); else `manager`'s button (when several) and their PIN, which approves
 * at its length; a manager signed in only confirms with "Approve".
 */
export async function approveAsManager(page: Page, pin = MANAGER_PIN, manager?: string) {
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  const first = approval.getByLabel('New manager PIN');
  const pinBox = approval.getByLabel('PIN', { exact: true });
  const approve = approval.getByRole('button', { name: 'Approve' });
  await expect(first.or(approve)).toBeVisible();
  if (await first.isVisible()) {
    await setFirstManagerPin(approval, pin);
  } else {
    if (manager) await approval.getByRole('group', { name: 'Manager' }).getByRole('button', { name: manager }).click();
    // A PIN whose length is known approves itself once typed; a signed-in manager confirms.
    if (await pinBox.isVisible()) await pinBox.fill(pin);
    else await approve.click();
  }
  await expect(approval).toBeHidden();
}

/** Answers "Manager approval" when it opens; `settled` says the action ended without it. */
export async function approveIfAsked(page: Page, settled: () => Promise<boolean>) {
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect.poll(async () => (await approval.isVisible()) || (await settled())).toBe(true);
  if (await approval.isVisible()) await approveAsManager(page);
}

/** "Refund" on `sale`, a sale listed in the open "Orders". */
export async function startRefund(page: Page, sale: Locator): Promise<Locator> {
  await sale.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  await expect(refund.getByRole('textbox', { name: 'Reason' })).toBeVisible();
  return refund;
}

/** Refunds `quantity` of the line `product` of the sale `ticket`, with a reason and a manager's approval. */
export async function refundLine(page: Page, ticket: string, product: string, quantity: string, reason: string) {
  const refund = await openRefund(page, ticket);
  await refund.getByRole('group', { name: product }).getByRole('textbox', { name: 'Refund quantity' }).fill(quantity);
  await refund.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  // A refund the till refuses (more than is left) is refused before any manager is asked.
  await approveIfAsked(page, async () => (await refund.getByRole('alert').count()) > 0 || !(await refund.isVisible()));
  return refund;
}

/** The kiosk's first screen: the tile of brand `name` (the demo has two brands, so the customer chooses one). */
export function brandTile(page: Page, name: string) {
  return page.getByRole('list', { name: 'Brands' }).getByRole('button', { name });
}

/** "Mark paid" on the counter order `item` of "Orders", by card, with a manager's approval, tapped. */
export async function markPaidByCard(page: Page, item: Locator, pin: string | null) {
  await item.getByRole('button', { name: 'Mark paid' }).tap();
  const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
  await markPaid.getByRole('button', { name: 'Card' }).tap();
  await markPaid.getByRole('button', { name: 'Mark paid' }).tap();
  // Right after the kiosk's "Orders" (`pin` null) the manager who opened it is not asked again.
  if (pin !== null) await approveAsManager(page, pin);
  await expect(markPaid).toHaveCount(0);
}

/** The kiosk's first screen: the answer to "Where will you eat?" (`name` "Eat in" or "Take away"). */
export function diningChoice(page: Page, name: string) {
  return page.getByRole('group', { name: /Where will you eat\?|أين ستتناول طلبك؟/ }).getByRole('button', { name, exact: true });
}

/** At the kiosk, one `name` of "Cold drinks" ordered to pay at the counter: its ticket and call numbers, the end screen closed. */
export async function counterOrderAtKiosk(page: Page, name: string): Promise<{ ticket: string; call: number }> {
  await openCategory(page, null, 'Cold drinks');
  await product(page, name).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).click();
  const done = page.getByRole('dialog', { name: 'Thank you!' });
  const call = Number((await done.getByLabel('Call number').innerText()).trim());
  const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await done.innerText())?.[0] ?? '';
  await done.getByRole('button', { name: 'Done' }).click();
  return { ticket, call };
}

/** "Staff", "Orders" and a manager's approval: the staff's list of the day, over the kiosk. */
export async function staffOrders(page: Page, pin: string) {
  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Orders', exact: true }).click();
  await approveAsManager(page, pin);
  await expect(page.getByRole('dialog', { name: 'Orders' })).toBeVisible();
}

/** "Kiosk mode", "Start kiosk" and a manager's approval (the first manager made behind the API key); then, when `welcome`, "Eat in" and the first brand's tile. */
export async function startKiosk(page: Page, pin: string, idleSeconds = '90', welcome = true) {
  await chooseMore(page, 'Kiosk mode');
  await page.getByLabel('Idle reset (seconds)').fill(idleSeconds);
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  await approveAsManager(page, pin);
  await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();
  if (welcome) {
    await diningChoice(page, 'Eat in').click();
    await brandTile(page, 'Burger Yard').click();
  }
}
