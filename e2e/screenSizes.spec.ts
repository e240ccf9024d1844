/**
 * Every screen size (docs/guide/start.md "Screen sizes"): a landscape till (1280 x 800), a portrait tablet
 * (800 x 1280) and a 7-inch device (600 x 960). The grid keeps two columns or more, the total
 * and "Pay" are always in view and said once, in portrait the order slides up from the total
 * bar, a row of tabs keeps its selected tab in view, and every control of the selling screen,
 * the option picker and the payment is at least 44 x 44 CSS px (ui-contract).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, chooseMore, closeLine, openCategory, openLine, openTill, orderLines, orderToggle, product } from './helpers';
import { openShift, shiftDialog } from './dayHelpers';
import { SIZES } from './sizes';
import { smallTargets } from './targets';

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
      await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Discount' }).click();
      await expect(page.getByRole('textbox', { name: 'Discount %' })).toBeVisible();
      expect(await smallTargets(page.locator('body'))).toEqual([]);
      await closeLine(orderLines(page).first());

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
      test('under the grid the last lines and the total stay in view; the newest is marked and a tap on it opens its editor', async ({ page }) => {
        await openTill(page);
        await openCategory(page, 'Drinks & Sides', 'Cold drinks');
        const names = ['Mineral water', 'Sparkling water', 'Pepsi', 'Diet Pepsi', 'Iced peach tea'];
        const tabs = page.getByRole('tablist', { name: 'Categories' });
        const tabsBox = await tabs.boundingBox();
        for (const [n, name] of names.entries()) {
          await product(page, name).click();
          await expect(orderLines(page)).toHaveCount(n + 1);
        }
        // The sheet is not opened: the newest line, marked, and the total are in view under the grid.
        await expect(orderToggle(page)).toHaveAttribute('aria-expanded', 'false');
        const newest = orderLines(page).last();
        await expect(newest).toHaveAttribute('aria-current', 'true');
        await expect(newest).toBeInViewport();
        await expectInViewOnce(page);
        // Nothing under the finger moved: the menu kept its place as lines were added.
        expect(await tabs.boundingBox()).toEqual(tabsBox);
        expect(await smallTargets(page.locator('body'))).toEqual([]);

        await newest.getByRole('button').first().click();
        const editor = newest.getByRole('dialog', { name: 'Iced peach tea' });
        await expect(editor.getByRole('button', { name: 'Increase quantity' })).toBeInViewport();
        await editor.getByRole('button', { name: 'Increase quantity' }).click();
        await expect(newest.getByLabel('Quantity')).toHaveText('2');
        expect(await smallTargets(editor)).toEqual([]);
      });

      test('the order slides up from the total bar over the menu, and Escape slides it down', async ({ page }) => {
        await openTill(page);
        await openCategory(page, 'Drinks & Sides', 'Cold drinks');
        const water = product(page, 'Mineral water');
        await water.click();
        await water.click();
        const where = await water.boundingBox();

        // Collapsed: the bar says how many lines, and the space under the grid shows the last of them;
        // the channel and "Clear order" wait in the sheet.
        const toggle = orderToggle(page);
        await expect(toggle).toHaveText('1 line');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(orderLines(page).first()).toBeInViewport();
        await expect(page.getByRole('combobox', { name: 'Sales channel' })).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(orderLines(page)).toHaveCount(1);
        await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
        await expectInViewOnce(page);
        // Laid over the menu: the grid stays where it was.
        expect(await water.boundingBox()).toEqual(where);

        await page.getByRole('combobox', { name: 'Sales channel' }).focus();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('combobox', { name: 'Sales channel' })).toBeHidden();
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

/**
 * The shift's and the Settings' forms at every width the till runs at, a 1920 x 1080 counter
 * screen included: nothing scrolls sideways, and an on/off setting's box sits beside its words.
 */
async function sidewaysOverflow(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) wide.push('the page');
    for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      if (scrolls && el.scrollWidth > el.clientWidth + 1) wide.push(el.className || el.tagName);
    }
    const { left, right } = root.getBoundingClientRect();
    for (const field of Array.from(root.querySelectorAll('input'))) {
      const box = field.getBoundingClientRect();
      if (box.left < left - 0.5 || box.right > right + 0.5) wide.push(`field ${field.getAttribute('aria-label') ?? field.closest('label')?.textContent ?? ''}`);
    }
    return wide;
  });
}

/** Each checkbox whose box is not on one row with its words, at the label's start. */
async function boxesAwayFromLabels(scope: Locator): Promise<string[]> {
  return scope.locator('label:has(input[type="checkbox"])').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const box = label.querySelector('input')!.getBoundingClientRect();
      const row = label.getBoundingClientRect();
      const rtl = getComputedStyle(label).direction === 'rtl';
      const middle = box.top + box.height / 2;
      const atStart = rtl ? row.right - box.right < 12 : box.left - row.left < 12;
      const oneRow = row.height < 2 * 44 && middle > row.top && middle < row.bottom && box.width <= 32;
      return atStart && oneRow ? [] : [`${label.textContent?.trim() ?? ''}: box ${box.width}x${box.height} at ${box.left},${box.top}; label ${row.width}x${row.height}`];
    }),
  );
}

/** The widths the shift's and the Settings' forms are checked at, a 1920 x 1080 counter screen included. */
const FORM_VIEWPORTS = [...SIZES.map((size) => size.viewport), { width: 1920, height: 1080 }].sort((a, b) => a.width - b.width);
const sizeName = ({ width, height }: { width: number; height: number }) => `${width} x ${height}`;

/**
 * Each form is opened once and the screen turned to every size under it, as a tablet turned
 * on its side is: the layout is the style's answer to the size, so a form that fits after the
 * turn fits when opened at that size, and one test spares three till starts.
 */
test.describe(`the shift and Settings at ${FORM_VIEWPORTS.map(sizeName).join(', ')}`, () => {
  test.use({ viewport: FORM_VIEWPORTS[0]! });

  test('"X report" is the shift\'s main button, "Close shift" a secondary one, and the coin and note count fits', async ({ page }) => {
    await openTill(page);
    await openShift(page, 'Mona', '20');
    await page.getByRole('button', { name: 'Shift', exact: true }).click();
    const shift = shiftDialog(page);
    const actions = shift.getByRole('button');
    await expect(actions.first()).toHaveText('X report');
    await expect(shift.getByRole('button', { name: 'X report' })).toHaveClass(/btn--primary/);
    await expect(shift.getByRole('button', { name: 'Close shift' })).not.toHaveClass(/btn--primary/);

    await shift.getByRole('button', { name: 'Close shift' }).click();
    const closing = page.getByRole('dialog', { name: 'Close shift' });
    await closing.getByText('Count by coin and note').click();
    const counts = closing.getByRole('textbox', { name: /(coins|notes)$/ });
    for (const viewport of FORM_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(counts.first(), sizeName(viewport)).toBeVisible();
      expect(await counts.count(), sizeName(viewport)).toBeGreaterThan(3);
      expect(await sidewaysOverflow(closing), sizeName(viewport)).toEqual([]);
      expect(await smallTargets(closing), sizeName(viewport)).toEqual([]);
    }
    // Counted piece by piece, the total follows.
    await counts.first().fill('2');
    await expect(closing.getByRole('textbox', { name: 'Counted cash' })).not.toHaveValue('');
  });

  test('Settings\' checkboxes sit beside their labels, one row each, in English and in Arabic', async ({ page }) => {
    await openTill(page);
    await chooseMore(page, 'Settings');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('checkbox', { name: 'Sell only with an open shift' })).toBeVisible();
    expect(await settings.getByRole('checkbox').count()).toBeGreaterThan(2);
    for (const viewport of FORM_VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await boxesAwayFromLabels(settings), sizeName(viewport)).toEqual([]);
      expect(await sidewaysOverflow(settings), sizeName(viewport)).toEqual([]);
    }
    await settings.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize(FORM_VIEWPORTS[0]!);
    await chooseLanguage(page, 'العربية');
    await chooseMore(page, 'الإعدادات', 'المزيد');
    const arabic = page.getByRole('dialog', { name: 'الإعدادات' });
    await expect(arabic.getByRole('checkbox').first()).toBeVisible();
    for (const viewport of FORM_VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await boxesAwayFromLabels(arabic), sizeName(viewport)).toEqual([]);
      expect(await sidewaysOverflow(arabic), sizeName(viewport)).toEqual([]);
    }
  });
});
