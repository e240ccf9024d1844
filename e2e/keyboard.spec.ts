/**
 * A whole sale with the keyboard alone: Tab, the arrow keys, Enter and Space, from the menu
 * to the receipt's "New sale", with a visible focus ring on every stop. The product grid is
 * one Tab stop whose cards the arrow keys move across, so "Pay" is a few Tabs from any product.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payCard } from './dayHelpers';
import { openCategory, openTill, orderLines, product } from './helpers';
import { SIZES } from './sizes';

/** Presses Tab until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused element draws a ring of at least 2 px whose colour has a contrast of 3:1 or
 * more with the background around it (WCAG 1.4.11; the ring sits outside the element).
 */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const focused = document.activeElement!;
    const style = getComputedStyle(focused);
    let around = focused.parentElement;
    while (around && rgb(getComputedStyle(around).backgroundColor)[3] === 0) around = around.parentElement;
    const behind = rgb(around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)');
    const [hi, lo] = [luminance(rgb(style.outlineColor)), luminance(behind)].sort((x, y) => y - x);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, contrast: (hi! + 0.05) / (lo! + 0.05) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
}

test.use({ viewport: SIZES[0]!.viewport });

test('a sale from the menu to "New sale" with Tab, arrows, Enter and Space only', async ({ page }) => {
  await openTill(page);
  await page.locator('body').focus();

  // The status bar's buttons ring in white on its dark blue.
  await tabTo(page, page.getByRole('button', { name: 'Sync now' }));
  await expectFocusRing(page);

  // Groups follow the arrow keys; so does the category rail.
  const groups = page.getByRole('tablist', { name: 'Groups' });
  await tabTo(page, groups.getByRole('tab', { selected: true }));
  await expectFocusRing(page);
  await page.keyboard.press('ArrowRight');
  await expect(groups.getByRole('tab', { name: 'Drinks & Sides' })).toHaveAttribute('aria-selected', 'true');
  const rail = page.getByRole('tablist', { name: 'Categories' });
  await tabTo(page, rail.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowDown');
  await expect(rail.getByRole('tab', { name: 'Cold drinks' })).toHaveAttribute('aria-selected', 'true');

  // One Tab into the grid lands on its first card; arrows move across and down the rows.
  const products = page.getByRole('list', { name: 'Products' });
  await tabTo(page, products.getByRole('button').first());
  await expectFocusRing(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(products.getByRole('button', { name: /^Mineral water/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(orderLines(page)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(products.getByRole('button', { name: /^Lemon mint/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(orderLines(page)).toHaveCount(2);

  // From the grid, the order is the next stop: the grid is one Tab stop, not one per card.
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await tabTo(page, pay, 15);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');

  const payment = page.getByRole('dialog', { name: 'Payment' });
  await tabTo(page, payment.getByRole('button', { name: 'Card' }));
  await page.keyboard.press('Space');
  await tabTo(page, payment.getByRole('button', { name: 'Complete sale' }));
  await expect(payment.getByRole('button', { name: 'Complete sale' })).toBeEnabled();
  await page.keyboard.press('Enter');

  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('Card');
  await tabTo(page, receipt.getByRole('button', { name: 'New sale' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(receipt).toHaveCount(0);
  await expect(orderLines(page)).toHaveCount(0);
  await expect(page.getByLabel('Order total', { exact: true })).toHaveText('0.000');
});

test('the grid is one Tab stop: Tab leaves it for the order, Shift+Tab comes back to the card last focused', async ({ page }) => {
  await openTill(page);
  const products = page.getByRole('list', { name: 'Products' });
  // Each card is its listitem's first button (a manager's "More" button sits beside it).
  await products.getByRole('listitem').first().getByRole('button').first().focus();
  await page.keyboard.press('ArrowRight');
  const second = products.getByRole('listitem').nth(1).getByRole('button').first();
  await expect(second).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Current order' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(second).toBeFocused();
});

test('a dialog holds the keyboard: Tab stays inside, the page behind is inert, Escape closes it and the focus goes back to its opener', async ({ page }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await payCard(page);

  const ordersButton = page.getByRole('button', { name: 'Orders', exact: true });
  await ordersButton.click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  const refundButton = orders.getByRole('listitem').first().getByRole('button', { name: 'Refund' });
  await expect(refundButton).toBeVisible();

  // Tab goes round the dialog's controls and never reaches the page behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog'))).toBe(true);
  }
  // The page behind takes no tap and no focus.
  const behind = page.getByRole('button', { name: 'Sync now', includeHidden: true });
  expect(
    await behind.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      el.focus();
      return { tapped: hit !== null && el.contains(hit), focused: document.activeElement === el };
    }),
  ).toEqual({ tapped: false, focused: false });

  // "Refund" takes the place of "Orders"; Escape closes it and brings "Orders" back, with the focus in it.
  await refundButton.click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  await expect(refund).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(refund).toHaveCount(0);
  await expect(orders).toBeVisible();
  await expect(orders.locator(':focus')).toHaveCount(1);

  // Escape again closes "Orders", and the focus goes back to its button.
  await page.keyboard.press('Escape');
  await expect(orders).toHaveCount(0);
  await expect(ordersButton).toBeFocused();
});
