/**
 * Training mode (ui-contract "Staff and approvals"): a manager starts training in Settings; the
 * till sells from the training database under the banner "Training: nothing is recorded", its
 * receipts say TRAINING, and the server receives nothing of it. Leaving training gives back the
 * real open order and parked order exactly as they were, and the real sales upload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveAsManager, MANAGER_PIN, park, parkedOrder, ticketOf } from './dayHelpers';
import { addToEmptyOrder, chooseMore, completeSale, expectSynced, openCategory, openTill, orderLines, payCash, product, setSetting, tenderCash } from './helpers';
import { connectAsManager, signIn } from './staffHelpers';
import { SIZES } from './sizes';

const BANNER = 'Training: nothing is recorded';

/**
 * Settings (a manager is signed in, so no approval is asked), then `button`, which switches the
 * till and closes Settings; the switch ends the session, and the manager signs in again.
 */
async function switchTraining(page: Page, button: 'Start training' | 'Leave training') {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: button }).click();
  // The screens remount over the other database: Settings goes with them.
  await expect(settings).toBeHidden();
  await signIn(page, 'Mona', MANAGER_PIN);
}

async function water(page: Page) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
}

test('a manager trains on the till: TRAINING receipts, nothing uploaded, the real open and parked orders as they were after it', async ({ page, emulator }) => {
  test.setTimeout(180_000);
  await connectAsManager(page, emulator.url);
  // Connected by hand, the till sells only with an open shift; this day is about training, not
  // shifts: the manager turns it off (training's copy of the settings follows).
  await setSetting(page, 'Sell only with an open shift', false);

  // The real day: a sale uploaded, an order parked, another order open.
  await water(page);
  const realSale = ticketOf(await payCash(page, '1'));
  await expect.poll(() => emulator.control.invoices().length).toBe(1);
  await water(page);
  await park(page, 'Table 4');
  await openCategory(page, 'Drinks & Sides', 'Desserts');
  await addToEmptyOrder(page, 'Kunafa');

  // Training: the banner, an empty order, no parked orders.
  await switchTraining(page, 'Start training');
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expectSynced(page);
  await expect(orderLines(page)).toHaveCount(0);
  // Neither a kiosk nor another server is offered in training.
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const more = page.getByRole('menu', { name: 'More' });
  await expect(more.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(more.getByRole('menuitem', { name: 'Kiosk mode' })).toHaveCount(0);
  await expect(more.getByRole('menuitem', { name: 'Change server or key' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
  emulator.control.clearRequests();

  // A training sale, its receipt marked at the top and the bottom; the banner stays after a reload.
  await water(page);
  await tenderCash(page, '1');
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByText('TRAINING', { exact: true })).toHaveCount(2);
  await receipt.getByRole('button', { name: 'New sale' }).click();
  await page.reload();
  await expect(banner).toBeVisible();
  await expectSynced(page);
  await water(page);
  await park(page, 'Training table');

  // Leaving training: the real open order and parked order are there, untouched.
  await switchTraining(page, 'Leave training');
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page).first()).toContainText('Kunafa');
  await page.getByRole('button', { name: 'Parked orders' }).click();
  await expect(parkedOrder(page, 'Table 4')).toHaveCount(1);
  await expect(parkedOrder(page, 'Training table')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Parked orders' }).getByRole('button', { name: 'Close' }).click();

  // The real open order is sold and uploads: the server holds the two real sales and nothing else.
  await tenderCash(page, '5');
  const realSecond = ticketOf(await completeSale(page));
  await expect.poll(() => emulator.control.invoices().map((i) => i.body.ticket_no)).toEqual([realSale, realSecond]);
  expect([emulator.control.refunds(), emulator.control.shifts(), emulator.control.voids(), emulator.control.availability()]).toEqual([[], [], [], []]);
  // Since training started the till sent the routes that store documents that one real sale alone.
  const writes = emulator.control.requests().filter((r) => /\/(invoices|shifts|availability)\b/.test(r.path) && r.method !== 'GET');
  expect(writes.map((r) => `${r.method} ${r.path} ${(JSON.parse(r.body) as { ticket_no?: string }).ticket_no}`)).toEqual([`POST /api/v2/invoices ${realSecond}`]);
});

for (const size of SIZES) {
  test(`${size.name}: the training banner is in view above the till, covering no control, and the page does not scroll`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await openTill(page);
    // No manager yet: "Start training" asks "Manager approval", which makes the first one.
    await chooseMore(page, 'Settings');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Start training' }).click();
    await approveAsManager(page);
    await expect(settings).toBeHidden();
    // Training starts with nobody signed in.
    await signIn(page, 'Mona', MANAGER_PIN);
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await expect(banner).toBeInViewport();
    await expectSynced(page);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport();
    await expect(page.getByLabel('Order total', { exact: true })).toBeInViewport();
    // Every visible control lies wholly below the banner, and nothing scrolls out of the screen.
    const laid = await page.evaluate(() => {
      const bottom = document.querySelector('.training-banner')!.getBoundingClientRect().bottom;
      const under = Array.from(document.querySelectorAll<HTMLElement>('button, [role="tab"], input, select'))
        .filter((c) => c.getClientRects().length > 0 && c.getBoundingClientRect().top < bottom - 0.5)
        .map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName);
      return { under, scrolls: document.documentElement.scrollHeight > window.innerHeight + 0.5 };
    });
    expect(laid).toEqual({ under: [], scrolls: false });
  });
}
