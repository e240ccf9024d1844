/**
 * Every screen size (docs/user-guide.md "Screen sizes"): a landscape till (1280 x 800), a portrait tablet
 * (800 x 1280) and a 7-inch device (600 x 960). The grid keeps two columns or more, the total
 * and "Pay" are always in view and said once, in portrait the order slides up from the total
 * bar, a row of tabs keeps its selected tab in view, and every control of the selling screen,
 * the option picker and the payment is at least 44 x 44 CSS px (ui-contract).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product } from './helpers';
import { SIZES, smallTargets } from './sizes';

/** The product cards laid out on the grid's first row. */
async function firstRowColumns(page: Page): Promise<number> {
  const buttons = page.getByRole('list', { name: 'Products' }).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const tops = await buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

async function expectInViewOnce(page: Page) {
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  const total = page.getByLabel('Order total', { exact: true });
  await expect(pay).toHaveCount(1);
  await expect(total).toHaveCount(1);
  await expect(pay).toBeInViewport();
  await expect(total).toBeInViewport();
}

function orderToggle(page: Page) {
  return page.getByRole('region', { name: 'Current order' }).getByRole('button', { name: /^\d+ lines?$/ });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('the grid shows two columns or more; the order total and "Pay" are in view, once each', async ({ page }) => {
      await openTill(page);
      expect(await firstRowColumns(page)).toBeGreaterThanOrEqual(2);
      await expectInViewOnce(page);
      await openCategory(page, 'Drinks & Sides', 'Cold drinks');
      await product(page, 'Mineral water').click();
      await expect(page.getByLabel('Order total', { exact: true })).toHaveText('0.200');
      await expectInViewOnce(page);
      if (size.portrait) await orderToggle(page).click();
      await expect(orderLines(page)).toHaveCount(1);
      await expectInViewOnce(page);
    });

    test('every control of the selling screen, the option picker and the payment is at least 44 x 44 CSS px', async ({ page }) => {
      await openTill(page);
      await openCategory(page, 'Drinks & Sides', 'Cold drinks');
      await product(page, 'Mineral water').click();
      if (size.portrait) await orderToggle(page).click();
      await orderLines(page).first().getByRole('button', { name: 'Discount' }).click();
      await expect(page.getByRole('textbox', { name: 'Discount %' })).toBeVisible();
      expect(await smallTargets(page.locator('body'))).toEqual([]);

      await openCategory(page, 'Mains', 'Burgers');
      await product(page, 'Chicken burger').click();
      const picker = page.getByRole('dialog', { name: 'Chicken burger' });
      await expect(picker.getByRole('group', { name: 'Add-ons' })).toBeVisible();
      await picker.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox', { name: /^Extra cheese/ }).check();
      await expect(picker.getByRole('button', { name: 'Increase Extra cheese' })).toBeVisible();
      expect(await smallTargets(picker)).toEqual([]);
      await picker.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const payment = page.getByRole('dialog', { name: 'Payment' });
      await payment.getByRole('button', { name: 'Cash' }).click();
      await expect(payment.getByRole('textbox', { name: 'Amount tendered' })).toBeVisible();
      expect(await smallTargets(payment)).toEqual([]);
      await payment.getByRole('button', { name: 'Card' }).click();
      expect(await smallTargets(payment)).toEqual([]);
    });

    if (size.portrait) {
      test('the order slides up from the total bar over the menu, and Escape slides it down', async ({ page }) => {
        await openTill(page);
        await openCategory(page, 'Drinks & Sides', 'Cold drinks');
        const water = product(page, 'Mineral water');
        await water.click();
        await water.click();
        const where = await water.boundingBox();

        // Collapsed: the bar says how many lines; the lines are out of sight and out of the tree.
        const toggle = orderToggle(page);
        await expect(toggle).toHaveText('1 line');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('list', { name: 'Order' })).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(orderLines(page)).toHaveCount(1);
        await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
        await expectInViewOnce(page);
        // Laid over the menu: the grid stays where it was.
        expect(await water.boundingBox()).toEqual(where);

        await page.getByRole('combobox', { name: 'Sales channel' }).focus();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('list', { name: 'Order' })).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });
}

test.describe('a row of tabs too long for the screen', () => {
  test.use({ viewport: { width: 600, height: 960 } });

  test('scrolls sideways and keeps the selected tab in view when the selection changes', async ({ page, emulator }) => {
    const tenant = emulator.control.tenant;
    emulator.control.setTenant({
      ...tenant,
      categories: tenant.categories.map((c) => ({ ...c, name: `${c.name} of the house, served all day` })),
    });
    await openTill(page);
    const rail = page.getByRole('tablist', { name: 'Categories' });
    const tabs = rail.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const [width, scrollWidth] = await rail.evaluate((el) => [el.clientWidth, el.scrollWidth]);
    expect(scrollWidth).toBeGreaterThan(width);

    // The last tab scrolls the row to its end; another group starts at its first tab again,
    // which must come back into view rather than stay scrolled off to the side.
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toBeInViewport({ ratio: 1 });
    const inside = await rail.evaluate((el) => {
      const selected = el.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return selected.left >= box.left - 0.5 && selected.right <= box.right + 0.5;
    });
    expect(inside).toBe(true);
  });
});
