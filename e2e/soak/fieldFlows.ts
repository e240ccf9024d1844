/**
 * The field soak's multi-part flows (fieldPlan.ts `FieldExtra`), driven through the roles and
 * names of ui-contract.md as a cashier and a manager would: a bill split in equal parts or by
 * item and each bill paid, a discounted line raised and modified, and kiosk counter orders
 * marked paid or cancelled from the till. Each returns the receipts it read and what it
 * rang up, so the verdict can hold the server to it.
 */
import { expect, type Page } from '@playwright/test';
import { MANAGER_PIN, approveAsManager, brandTile, diningChoice, parkedOrder, startKiosk } from '../dayHelpers';
import { openLine, orderLines } from '../helpers';
import { lockAndSignIn, signIn } from '../staffHelpers';
import { voidWith } from '../tableHelpers';
import type { FieldExtra } from './fieldPlan';
import type { MenuItem } from './plan';
import { MENU } from './plan';
import type { ReceiptReading } from './receiptText';
import * as till from './till';

const item = (name: string) => MENU.find((m) => m.name === name) as MenuItem;
const WATER = item('Mineral water');
const SPARKLING = item('Sparkling water');
const PEPSI = item('Pepsi');
/** A burger whose bun and doneness have defaults (one tap puts it on the order), discounted up to 10 %. */
const BURGER: MenuItem = { name: 'Classic beef burger', group: 'Mains', category: 'Burgers' };

/** What a flow rang up and the receipts it read. */
export interface FlowResult {
  /** Units per product name rung up on the order (before a split; after any void). */
  rung: Record<string, number>;
  receipts: ReceiptReading[];
  /** Counter orders: the tickets marked paid and the one cancelled. */
  counter?: { paid: string[]; cancelled: string[] };
}

const line = (page: Page, name: string) => orderLines(page).filter({ hasText: name });

/** Pays the open order (the open bill) in cash with a 20 note, reads the receipt, starts a new sale. */
async function payNote(page: Page, tip = false): Promise<ReceiptReading> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  if (tip) await payment.getByRole('group', { name: 'Tip' }).getByRole('button', { name: '10%' }).click();
  await payment.getByRole('button', { name: 'Cash', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('20');
  await expect(payment.getByRole('button', { name: 'Complete sale' })).toBeEnabled();
  const reading = await till.completeSale(page);
  await till.newSale(page);
  return reading;
}

/** Pays the open bill, then each parked bill of the split ("Bill (2/N)"...) in turn. */
async function payBills(page: Page, parts: number): Promise<ReceiptReading[]> {
  const receipts = [await payNote(page)];
  for (let part = 2; part <= parts; part++) {
    await page.getByRole('button', { name: 'Parked orders', exact: true }).click();
    await parkedOrder(page, `Bill (${part}/${parts})`).first().getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Parked orders' })).toBeHidden();
    await expect(orderLines(page).first()).toBeVisible();
    receipts.push(await payNote(page));
  }
  return receipts;
}

async function openSplit(page: Page, parts: number) {
  await page.getByRole('button', { name: 'Split bill' }).click();
  const split = page.getByRole('dialog', { name: 'Split bill' });
  await split.getByRole('textbox', { name: 'Parts' }).fill(String(parts));
  return split;
}

/** The "Kitchen ticket" shown for what went to the kitchen, closed once it shows. */
async function closeKitchenTicket(page: Page): Promise<void> {
  const ticket = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await ticket.getByRole('button', { name: 'Close' }).click();
  await expect(ticket).toBeHidden();
}

async function splitEqual(page: Page, parts: number, withVoid: boolean): Promise<FlowResult> {
  await till.addItem(page, WATER);
  await till.addItem(page, PEPSI);
  await till.addItem(page, PEPSI);
  if (withVoid) {
    // A Sparkling water the kitchen had is taken back: a void the manager approves.
    await till.addItem(page, SPARKLING);
    await page.getByRole('button', { name: 'Send to kitchen' }).click();
    await closeKitchenTicket(page);
    await (await openLine(line(page, SPARKLING.name))).getByRole('button', { name: 'Remove line' }).click();
    await voidWith(page, 'Wrong item');
    // The kitchen gets a VOID ticket.
    await closeKitchenTicket(page);
    await expect(line(page, SPARKLING.name)).toHaveCount(0);
  }
  const split = await openSplit(page, parts);
  await split.getByRole('button', { name: 'Equal parts' }).click();
  await expect(split).toBeHidden();
  return { rung: { [WATER.name]: 1, [PEPSI.name]: 2 }, receipts: await payBills(page, parts) };
}

async function splitItems(page: Page): Promise<FlowResult> {
  for (const product of [WATER, WATER, WATER, SPARKLING]) await till.addItem(page, product);
  const split = await openSplit(page, 2);
  // Every unit starts on bill 1; a tap moves one to bill 2 (the bill chosen as the dialog opens).
  const first = split.getByRole('group', { name: 'Bill 1', exact: true });
  await first.getByRole('button', { name: `Move one ${WATER.name} to Bill 2`, exact: true }).click();
  await first.getByRole('button', { name: `Move one ${SPARKLING.name} to Bill 2`, exact: true }).click();
  await split.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(split).toBeHidden();
  return { rung: { [WATER.name]: 3, [SPARKLING.name]: 1 }, receipts: await payBills(page, 2) };
}

/** Answers "Manager approval" if it opens before `done` holds. */
async function approveIfOpens(page: Page, done: () => Promise<boolean>): Promise<void> {
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect.poll(async () => (await approval.isVisible()) || (await done())).toBe(true);
  if (await approval.isVisible()) await approveAsManager(page);
}

async function discount(page: Page): Promise<FlowResult> {
  await till.addItem(page, BURGER);
  const burger = await openLine(orderLines(page).first());
  await burger.getByRole('button', { name: 'Discount' }).click();
  await page.getByRole('textbox', { name: 'Discount %' }).fill('10');
  await page.getByRole('button', { name: 'Apply discount' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Discount 10 % on Classic beef burger');
  await approveAsManager(page);
  await expect(orderLines(page).first()).toContainText('Discount 10%');
  // One more burger is more off than approved: the manager is asked again.
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(approval).toContainText('Discount 10 % on Classic beef burger');
  await approveAsManager(page);
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
  // "Modify" one of the two: it becomes a well done line of its own, still discounted.
  const first = await openLine(orderLines(page).first());
  await first.getByRole('button', { name: 'Modify' }).click();
  await first.getByRole('group', { name: 'Which to modify' }).getByRole('button', { name: 'Just this one' }).click();
  const picker = page.getByRole('dialog', { name: BURGER.name });
  const doneness = picker.getByRole('group', { name: 'Doneness' });
  const wellDone = { name: /^Well done/ };
  await doneness.getByRole('radio', wellDone).or(doneness.getByRole('checkbox', wellDone)).check();
  await picker.getByRole('button', { name: 'Save changes' }).click();
  await approveIfOpens(page, async () => (await orderLines(page).count()) === 2);
  await expect(orderLines(page)).toHaveCount(2);
  for (const l of await orderLines(page).all()) await expect(l).toContainText('Discount 10%');
  const editor = orderLines(page).getByRole('dialog');
  if (await editor.count()) await editor.getByRole('button', { name: 'Done' }).click();
  return { rung: { [BURGER.name]: 2 }, receipts: [await payNote(page, true)] };
}

/** "Staff", a manager's approval, then `action` of the kiosk's staff dialog. */
async function kioskStaff(page: Page, action: 'Exit kiosk' | 'Orders'): Promise<void> {
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('dialog', { name: 'Staff' }).getByRole('button', { name: action, exact: true }).click();
  await approveAsManager(page);
}

/**
 * Kiosk mode, three customers' "Pay at the counter" orders, "Exit kiosk", then from the till's
 * "Orders": the first marked paid in cash, the second by card, the third cancelled. The cashier
 * `cashier` signs in again when the kiosk left nobody signed in.
 */
async function counter(page: Page, cashier: { name: string; pin: string }): Promise<FlowResult> {
  await startKiosk(page, MANAGER_PIN, '600', false);
  const tickets: string[] = [];
  // Drinks with no options: a kiosk opens the picker for any product that has some.
  const drinks = [WATER, SPARKLING, WATER];
  for (const drink of drinks) {
    await diningChoice(page, 'Eat in').click();
    await brandTile(page, 'Burger Yard').click();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: drink.category }).click();
    await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(`^${drink.name}`) }).click();
    await expect(orderLines(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).click();
    const done = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(done.getByLabel('Call number')).toBeVisible();
    const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await done.innerText())?.[0];
    if (!ticket) throw new Error(`the counter order's end screen shows no ticket:\n${await done.innerText()}`);
    tickets.push(ticket);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(brandTile(page, 'Burger Yard')).toBeVisible();
  }
  await kioskStaff(page, 'Exit kiosk');
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  const signedIn = page.getByLabel('Signed in');
  await expect(signInDialog.or(signedIn).first()).toBeVisible();
  if (await signInDialog.isVisible()) await signIn(page, cashier.name, cashier.pin);
  else if ((await signedIn.innerText()).trim() !== cashier.name) await lockAndSignIn(page, cashier.name, cashier.pin);

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  const [cash, card, cancelled] = tickets as [string, string, string];
  for (const [ticket, method] of [[cash, 'Cash'], [card, 'Card']] as const) {
    const listed = orders.getByRole('listitem', { name: ticket });
    await expect(listed).toContainText('Unpaid');
    await listed.getByRole('button', { name: 'Mark paid' }).click();
    const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
    await markPaid.getByRole('button', { name: method, exact: true }).click();
    await markPaid.getByRole('button', { name: 'Mark paid' }).click();
    await approveAsManager(page);
    await expect(markPaid).toHaveCount(0);
    await expect(listed).not.toContainText('Unpaid');
  }
  const left = orders.getByRole('listitem', { name: cancelled });
  await left.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel order' });
  await cancel.getByRole('radio', { name: 'Customer did not come to pay' }).check();
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await approveAsManager(page);
  await expect(cancel).toHaveCount(0);
  await expect(left).toContainText('Cancelled');
  await orders.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(orders).toBeHidden();
  return { rung: { [WATER.name]: 1, [SPARKLING.name]: 1 }, receipts: [], counter: { paid: [cash, card], cancelled: [cancelled] } };
}

/** Runs the flow on a till with an empty order; `cashier` is the person selling there. */
export function runExtra(page: Page, extra: FieldExtra, cashier: { name: string; pin: string }): Promise<FlowResult> {
  switch (extra.kind) {
    case 'splitEqual':
      return splitEqual(page, extra.parts, extra.void);
    case 'splitItems':
      return splitItems(page);
    case 'discount':
      return discount(page);
    case 'counter':
      return counter(page, cashier);
    default: {
      const never: never = extra;
      return never;
    }
  }
}
