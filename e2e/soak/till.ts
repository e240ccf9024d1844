/**
 * One tab of the till, driven only through the roles and names of ui-contract.md: pick
 * products, take cash, read the receipt. Every step waits for what a cashier would see
 * (the order total changing, the receipt appearing), so no step relies on timing.
 */
import { errors, expect, type Locator, type Page } from '@playwright/test';
import type { MenuItem } from './plan';
import { MANAGER_PIN, approveAsManager, countBlind, expectedCashOfX, openCloseShift, openRefund, openShift, park as parkAs, parkedOrder } from '../dayHelpers';
import { orderLines, waitForServiceWorker } from '../helpers';
import { figuresOfReport, type ShiftFigures } from '../shiftFigures';
import { addStaff, lockAndSignIn } from '../staffHelpers';
import { formatMinor, minorUnits, readReceipt, readRefundReceipt, type ReceiptReading } from './receiptText';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
export const waitingBadge = (page: Page) => page.getByLabel('Orders waiting to upload');
const orderTotal = (page: Page) => page.getByLabel('Order total');
const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment' });
const receiptDialog = (page: Page) => page.getByRole('dialog', { name: 'Receipt' });

/** First visit: connected, synced, and the service worker in control (so reloads work offline). */
export async function openTab(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(syncStatus(page)).toContainText('Synced', { timeout: 30_000 });
  await waitForServiceWorker(page, 30_000);
}

/** After a reload: the menu and the stored order are on screen again. */
export async function waitForTill(page: Page): Promise<void> {
  await expect(page.getByRole('tablist', { name: 'Categories' })).toBeVisible({ timeout: 30_000 });
  await expect(orderTotal(page)).toBeVisible({ timeout: 30_000 });
}

async function select(tab: Locator): Promise<void> {
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Opens the product's group and category and returns its button. */
export async function showProduct(page: Page, item: MenuItem): Promise<Locator> {
  await select(page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: item.group, exact: true }));
  await select(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: item.category, exact: true }));
  return page.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(`^${escape(item.name)}`) });
}

/** Adds one product with one tap (the till asks nothing of these); resolves once the total moved. */
export async function addItem(page: Page, item: MenuItem): Promise<void> {
  const button = await showProduct(page, item);
  const before = await orderTotal(page).innerText();
  await button.click();
  try {
    await expect(orderTotal(page)).not.toHaveText(before);
  } catch (cause) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`adding ${item.name} left the total at ${before}${alerts.length ? `; alert: ${alerts.join(' | ')}` : ''}`, { cause });
  }
}

export interface CartView {
  lines: number;
  total: string;
}

export async function cartView(page: Page): Promise<CartView> {
  return { lines: await orderLines(page).count(), total: (await orderTotal(page).innerText()).trim() };
}

/** Opens "Payment" and hands over cash: the exact total or a 20 note. */
export async function openPayment(page: Page, tender: 'exact' | 'note'): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const payment = paymentDialog(page);
  await payment.getByRole('button', { name: 'Cash', exact: true }).click();
  const due = (await payment.getByLabel('Total to pay').innerText()).trim();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill(tender === 'exact' ? due : '20');
  await expect(payment.getByRole('button', { name: 'Complete sale' })).toBeEnabled();
}

/** Completes the open payment and reads the receipt; the receipt stays open. */
export async function completeSale(page: Page): Promise<ReceiptReading> {
  await paymentDialog(page).getByRole('button', { name: 'Complete sale' }).click();
  const receipt = receiptDialog(page);
  try {
    await expect(receipt).toBeVisible();
  } catch (cause) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`no receipt after "Complete sale"${alerts.length ? `; alert: ${alerts.join(' | ')}` : ''}`, { cause });
  }
  const text = await receipt.innerText();
  const reading = readReceipt(text);
  if (!reading) throw new Error(`the receipt shows no ticket or total:\n${text}`);
  return reading;
}

export async function newSale(page: Page): Promise<void> {
  await receiptDialog(page).getByRole('button', { name: 'New sale' }).click();
  await expect(receiptDialog(page)).toBeHidden();
  await expect(orderLines(page)).toHaveCount(0);
}

export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sync now', exact: true }).click();
}

/** Waits until the status bar says the till is offline: it has seen the network go. */
export async function expectOffline(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
}

export async function waitingCount(page: Page): Promise<number> {
  return Number((await waitingBadge(page).innerText()).trim());
}

export async function receiptOpen(page: Page): Promise<boolean> {
  return receiptDialog(page).isVisible();
}

export interface TillOrders {
  total: number;
  byState: Record<string, number>;
}

/** How long "Orders" may take to list the `expected` sales before its list is read as it stands. */
const ORDERS_LISTED_MS = 10_000;

/**
 * Today's sales as the "Orders" dialog lists them, counted by upload state. The dialog reads
 * the stored orders after it opens, so the list is read once it holds the `expected` sales.
 * A list that never holds that many (a sale the till lost) is tolerated: it is read as it
 * stands after ORDERS_LISTED_MS, and the harness reports the count as an anomaly. Any other
 * failure (the page gone) is thrown.
 */
export async function tillOrders(page: Page, expected: number): Promise<TillOrders> {
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Orders' });
  await expect(dialog).toBeVisible();
  const list = dialog.getByRole('list', { name: "Today's sales" });
  const items = list.getByRole('listitem');
  // The state waited for: the expected-th sale listed (more than expected is read at once too).
  const listed = expected > 0 ? items.nth(expected - 1) : list;
  await listed.waitFor({ state: 'attached', timeout: ORDERS_LISTED_MS }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
  const texts = await items.allInnerTexts();
  const byState: Record<string, number> = {};
  for (const text of texts) {
    const state = /\b(Waiting|Uploaded|Rejected)\b/.exec(text)?.[1] ?? 'unknown';
    byState[state] = (byState[state] ?? 0) + 1;
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  return { total: texts.length, byState };
}

/** Rings up `items` and parks the order under `name`; the order is empty after. */
export async function park(page: Page, items: readonly MenuItem[], name: string): Promise<void> {
  for (const item of items) await addItem(page, item);
  await parkAs(page, name);
}

/** Opens the order parked under `name` from "Parked orders": it becomes the open order. */
export async function resume(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Parked orders', exact: true }).click();
  await parkedOrder(page, name).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Parked orders' })).toBeHidden();
  await expect(orderLines(page).first()).toBeVisible();
}

/**
 * Refunds one unit of the first line named `product` of the sale `ticket` from "Orders" (with
 * a reason and "Manager approval", whose first one makes the manager) and reads the refund's receipt.
 */
export async function refund(page: Page, ticket: string, product: string): Promise<ReceiptReading> {
  const dialog = await openRefund(page, ticket);
  await dialog.getByRole('group', { name: product, exact: true }).first().getByRole('textbox', { name: 'Refund quantity' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Soak');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await approveAsManager(page);
  const receipt = receiptDialog(page);
  try {
    await expect(receipt).toBeVisible();
  } catch (cause) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`no refund receipt for ${ticket}${alerts.length ? `; alert: ${alerts.join(' | ')}` : ''}`, { cause });
  }
  const text = await receipt.innerText();
  const reading = readRefundReceipt(text);
  if (!reading) throw new Error(`the refund receipt shows no ticket or total:\n${text}`);
  await receipt.getByRole('button', { name: 'Close', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await orders.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(orders).toBeHidden();
  return reading;
}

/**
 * Closes the open shift with the expected cash less `short` minor units counted, checks
 * "Over/short" says so, and reads the figures of the Z report it shows.
 */
export async function closeShift(page: Page, short: number): Promise<ShiftFigures> {
  // The close counts blind: the manager knows what to count short from the X report.
  const expected = minorUnits(await expectedCashOfX(page));
  if (expected === null) throw new Error('the X report shows no expected cash');
  const closing = await openCloseShift(page);
  await countBlind(closing, formatMinor(expected - short));
  await expect(closing.getByLabel('Over/short')).toHaveText(short === 0 ? formatMinor(0) : `${formatMinor(-short)} short`);
  await closing.getByRole('button', { name: 'Close shift' }).click();
  const z = page.getByRole('dialog', { name: 'Z report' });
  await expect(z).toBeVisible();
  const figures = figuresOfReport(await z.innerText());
  await z.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(z).toBeHidden();
  return figures;
}

/** The soak's two cashiers (assumed-contracts 10): the first sells from the start, the second from the middle of the run. */
export const CASHIERS = [
  { name: 'Ali', role: 'Cashier', pin: '246802' },
  { name: 'Sara', role: 'Cashier', pin: '864200' },
] as const;

/**
 * The terminal's staff: the first manager (made in Settings' approval), the two cashiers, and
 * no idle lock (a tab left alone while the other sells would lock the terminal for both: the
 * soak is about uploads, not the idle lock). Then the first cashier signs in.
 */
export async function setUpStaff(page: Page): Promise<string> {
  await addStaff(page, CASHIERS, 0);
  const [first] = CASHIERS;
  await lockAndSignIn(page, first.name, first.pin);
  return first.name;
}

/**
 * "Lock", and the manager (Mona, the first manager) signs in: with a blind count only a
 * manager reads the X report's expected cash, so the manager closes the day.
 */
export async function signInManager(page: Page): Promise<void> {
  await lockAndSignIn(page, 'Mona', MANAGER_PIN);
}

/** "Lock", and `cashier` signs in: both tabs of the terminal are then theirs. */
export async function signInCashier(page: Page, cashier: (typeof CASHIERS)[number]): Promise<string> {
  await lockAndSignIn(page, cashier.name, cashier.pin);
  return cashier.name;
}

/**
 * Opens the day's shift with a 20 float: `cashier` is the person signed in on a terminal with
 * staff (the dialog shows their name), or the name typed on one without.
 */
export function startShift(page: Page, cashier = 'Soak'): Promise<void> {
  return openShift(page, cashier, '20');
}
