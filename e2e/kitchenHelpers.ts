/**
 * The kitchen as a cashier drives it: prints counted instead of printed, the kitchen ticket
 * read as it printed, and "Void" answered with a reason and a manager's approval. Shared by
 * e2e/kitchen.spec.ts and e2e/staffDay.spec.ts.
 */
import { expect, type Page } from '@playwright/test';
import { approveAsManager } from './dayHelpers';

/** Counts the print jobs instead of printing. */
export async function countPrints(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}
export const prints = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

/** The kitchen ticket "Send to kitchen" printed, read as it printed; then closed. */
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
