/**
 * The touch-first till, tried as a new cashier would on a touch tablet with no keyboard
 * (`hasTouch`, `isMobile`, every step a tap): one on-screen keypad for every number, a status
 * bar whose rarer controls sit in "More" and that never hides a control past the screen's
 * edge, and the taps a sale takes, counted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product } from './helpers';

/** The four screens a till or kiosk runs on. */
const FOUR_SIZES = [
  { width: 600, height: 960 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
  { width: 1080, height: 1920 },
] as const;

/** Counts the taps a flow takes: each tap goes through here. */
function tapCounter() {
  let taps = 0;
  return {
    async tap(locator: ReturnType<Page['locator']>) {
      taps += 1;
      await locator.tap();
    },
    get taps() {
      return taps;
    },
  };
}

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('exact cash: "Amount tendered" starts at the amount due, so a one-item sale is three taps', async ({ page, emulator }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    const counter = tapCounter();
    await counter.tap(product(page, 'Mineral water'));
    await expect(orderLines(page)).toHaveCount(1);
    await counter.tap(page.getByRole('button', { name: 'Pay', exact: true }));
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('textbox', { name: 'Amount tendered' })).toHaveValue('0.200');
    await expect(payment.getByLabel('Change due')).toHaveText('0.000');
    await counter.tap(payment.getByRole('button', { name: 'Complete sale' }));
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    expect(counter.taps).toBeLessThanOrEqual(3);
    await expect.poll(() => emulator.control.invoices().length, { timeout: 30_000 }).toBe(1);
    expect(emulator.control.invoices()[0]!.body).toMatchObject({ total: 0.2 });
  });

  test('one keypad types the amount tendered; the system keyboard stays closed; quick amounts stay in view', async ({ page }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await product(page, 'Mineral water').tap();
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    const tendered = payment.getByRole('textbox', { name: 'Amount tendered' });
    await expect(tendered).toHaveAttribute('inputmode', 'none');
    await expect(payment.getByRole('group', { name: 'Number keypad' })).toHaveCount(1);
    await expect(payment.getByRole('group', { name: 'Quick amounts' })).toBeInViewport();
    const keypad = payment.getByRole('group', { name: 'Number keypad' });
    await keypad.getByRole('button', { name: '1', exact: true }).tap();
    await keypad.getByRole('button', { name: 'Decimal point' }).tap();
    await keypad.getByRole('button', { name: '5', exact: true }).tap();
    await expect(tendered).toHaveValue('1.5');
    await expect(payment.getByLabel('Change due')).toHaveText('1.300');
    await keypad.getByRole('button', { name: 'Backspace' }).tap();
    await keypad.getByRole('button', { name: '2', exact: true }).tap();
    await expect(tendered).toHaveValue('1.2');
    await expect(payment.getByLabel('Change due')).toHaveText('1.000');
    await expect(keypad).toBeInViewport();
  });

  test('a manager PIN is typed on the same keypad, shown as dots', async ({ page }) => {
    await openTill(page);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Kiosk mode' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Kiosk mode' });
    const pin = dialog.getByLabel('New manager PIN');
    await pin.tap();
    await expect(dialog.getByRole('group', { name: 'Number keypad' })).toHaveCount(1);
    for (const key of ['2', '4', '6', '8']) await dialog.getByRole('button', { name: key, exact: true }).tap();
    await expect(pin).toHaveValue('2468');
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'none');
  });
});

test.describe('the status bar', () => {
  test.use({ hasTouch: true, isMobile: true });

  for (const viewport of FOUR_SIZES) {
    test(`at ${viewport.width} x ${viewport.height}: every control in view, none scrolled sideways; the rest in "More"`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openTill(page);
      const bar = page.locator('header.statusbar');
      for (const name of ['Sync now', 'Orders', 'Open shift', 'More']) {
        await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      await expect(bar.getByRole('status', { name: 'Sync status' })).toBeInViewport();
      const scrolled = await bar.evaluate((header) =>
        [header, ...header.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').length,
      );
      expect(scrolled).toBe(0);
      for (const name of ['Settings', 'Kiosk mode', 'Change server or key']) {
        await expect(bar.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await bar.getByRole('button', { name: 'More', exact: true }).tap();
      const menu = page.getByRole('menu', { name: 'More' });
      for (const name of ['Settings', 'Kiosk mode', 'Change server or key']) {
        await expect(menu.getByRole('menuitem', { name })).toBeInViewport({ ratio: 1 });
      }
      await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toBeInViewport({ ratio: 1 });
    });
  }

  test('"More" works from the keyboard and a screen reader: arrows move, Enter chooses, Escape closes', async ({ page }) => {
    await openTill(page);
    const more = page.getByRole('button', { name: 'More', exact: true });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Kiosk mode' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Kiosk mode' })).toBeVisible();
  });

  test('the language is chosen in "More"', async ({ page }) => {
    await openTill(page);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'المزيد', exact: true }).click();
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
  });
});
