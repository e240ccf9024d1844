/**
 * Helpers of a table's day: the kitchen tickets "Send to kitchen" printed, a void approved by
 * the manager, an order line by its product, the kitchen stations set up, and the tax invoice
 * QR read back. Shared by the kitchen, kitchen screen, devices, paper and dine-in specs.
 */
import { Buffer } from 'node:buffer';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseMore, countPrints, openCategory, orderLines, printsCounted as prints, product } from './helpers';
import { approveAsManager } from './dayHelpers';

/** The print jobs counted since `countPrints` (the names the table specs read). */
export { countPrints, printsCounted as prints } from './helpers';

/** The kitchen ticket "Send to kitchen" printed (the `printed`-th print), read as it printed; then closed. */
export async function sentTicket(page: Page, printed: number): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => prints(page)).toBe(printed);
  const text = await dialog.getByRole('region', { name: 'Kitchen ticket' }).first().innerText();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

/** "Void" with `reason`, then "Manager approval" (the first manager made on a terminal without one). */
export async function voidWith(page: Page, reason: string) {
  const dialog = page.getByRole('dialog', { name: 'Void' });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Void' }).click();
  await approveAsManager(page);
  await expect(dialog).toBeHidden();
}

/**
 * A Mineral water sent to the kitchen and the order cleared ("Customer changed mind"): its
 * void is queued. Prints are counted from here; returns the VOID ticket the kitchen got.
 */
export async function clearedAfterKitchen(page: Page): Promise<string> {
  await countPrints(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await sentTicket(page, 1);
  await page.getByRole('button', { name: 'Clear order' }).click();
  await voidWith(page, 'Customer changed mind');
  return sentTicket(page, 2);
}

/** The order's line of the product `name`. */
export const line = (page: Page, name: string): Locator => orderLines(page).filter({ hasText: name });

/** The TLV fields of a tax invoice QR text, by tag. */
export function taxQrFields(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) fields[bytes[at]!] = bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString('utf8');
  return fields;
}

/** Settings "Kitchen stations": each station a name and one category. */
export async function setUpStations(page: Page, stations: [name: string, category: string][]) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const group = settings.getByRole('group', { name: 'Kitchen stations' });
  for (const [name, category] of stations) {
    await group.getByRole('textbox', { name: 'Station name' }).fill(name);
    await group.getByRole('checkbox', { name: category, exact: true }).check();
    await group.getByRole('button', { name: 'Add station' }).click();
    await expect(group.getByRole('list', { name: 'Kitchen stations' })).toContainText(name);
  }
  await settings.getByRole('button', { name: 'Close' }).click();
}
