import { expect, test } from './fixtures';
import { closeLine, openCategory, openLine, openTill, orderLines, payCash, product, waitForServiceWorker, inFront } from './helpers';
import type { Page } from '@playwright/test';
import { park, parkedOrder, reopenParked } from './dayHelpers';

/** Rings up `count` mineral waters (0.200 each) on the open order. */
async function waters(page: Page, count: number) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  const line = orderLines(page).last();
  if (count > 1) await openLine(line);
  for (let n = 1; n < count; n += 1) await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByLabel('Quantity')).toHaveText(String(count));
  if (count > 1) await closeLine(line);
}

async function writeNote(page: Page, note: string) {
  await page.getByRole('button', { name: 'Order note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order note' });
  await dialog.getByRole('textbox', { name: 'Order note' }).fill(note);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();
}

test('park an order with a name and a note, sell another, reopen the parked one and complete it: the invoice carries its name and note', async ({ page, emulator }) => {
  await openTill(page);
  await expect(page.getByRole('button', { name: 'Park order' })).toBeDisabled();
  await waters(page, 2);
  await writeNote(page, 'Allergy: nuts');
  await park(page, 'Table 4');

  // Another customer is served meanwhile.
  await product(page, 'Mineral water').click();
  await payCash(page, '1');

  await page.getByRole('button', { name: 'Parked orders' }).click();
  const table4 = parkedOrder(page, 'Table 4');
  await expect(table4).toContainText('1 line');
  await expect(table4).toContainText('0.400');
  await table4.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Table 4 is open.' })).toBeVisible();
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
  await expect(page.getByText('Note: Allergy: nuts')).toBeVisible();

  const receipt = await payCash(page, '1');
  expect(receipt).toContain('Table 4');
  expect(receipt).toContain('Note: Allergy: nuts');
  await expect.poll(() => emulator.control.invoices().length).toBe(2);
  const sold = emulator.control.invoices().map((i) => i.body);
  expect(sold[0]).not.toHaveProperty('order_name');
  expect(sold[1]).toMatchObject({ order_name: 'Table 4', order_note: 'Allergy: nuts' });
  // The next order starts blank: no name, no note.
  await expect(page.getByText(/^Note:/)).toHaveCount(0);
});

test('a reload keeps the parked orders; opening one over an open order parks that one first under the next number', async ({ page }) => {
  await openTill(page);
  await waters(page, 1);
  await park(page, 'Pickup 12');
  await waters(page, 3);

  await page.reload();
  await expect(orderLines(page)).toHaveCount(1);
  await reopenParked(page, 'Pickup 12');
  await expect(page.getByRole('status').filter({ hasText: 'The order that was open is parked as Order 1.' })).toBeVisible();
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('1');

  await page.getByRole('button', { name: 'Parked orders' }).click();
  await expect(parkedOrder(page, 'Order 1')).toContainText('0.600');
});

test('two tabs see the same parked orders live; once one opens an order it leaves the list of the other, so it is never opened twice', async ({ page, context }) => {
  await openTill(page);
  const other = await context.newPage();
  await openTill(other);
  await other.getByRole('button', { name: 'Parked orders' }).click();
  await expect(other.getByRole('dialog', { name: 'Parked orders' })).toContainText('No parked orders.');

  await waters(await inFront(page), 1);
  await park(page, 'Table 7');
  // The other tab's open list shows it without a reload.
  const seenThere = parkedOrder(other, 'Table 7');
  await expect(seenThere).toBeVisible();

  await reopenParked(page, 'Table 7');
  await expect(page.getByRole('status').filter({ hasText: 'Table 7 is open.' })).toBeVisible();

  // The row leaves the other tab's list live, so it cannot be opened there too (a tap that beats
  // the list is refused in the same transaction: test/db/parked.test.ts, OrderActions.test.tsx).
  await expect(seenThere).toHaveCount(0);
  await expect(orderLines(other)).toHaveCount(1);
  await expect(orderLines(page)).toHaveCount(1);
});

test('parking and reopening work offline', async ({ page, context }) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  await waters(page, 2);
  await park(page, 'Table 2');
  await reopenParked(page, 'Table 2');
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
});

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('"Parked orders" shows how many wait, keeping its name; the order opened again shows its name at its head', async ({ page }) => {
    await openTill(page);
    const parkedButton = page.getByRole('button', { name: 'Parked orders', exact: true });
    await waters(page, 1);
    await park(page, 'Table 4');
    await waters(page, 2);
    await park(page, 'Table 5');
    await expect(parkedButton).toHaveText(/^Parked orders\s*2$/);
    await expect(parkedButton).toHaveAccessibleDescription('2 orders wait');

    await parkedButton.tap();
    await parkedOrder(page, 'Table 4').getByRole('button', { name: 'Open' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Table 4 is open.' })).toBeVisible();
    await expect(parkedButton).toHaveText(/^Parked orders\s*1$/);
    await expect(page.getByRole('region', { name: 'Current order' }).getByRole('heading', { name: 'Table 4' })).toBeVisible();
  });
});
