/**
 * No serious or critical accessibility findings (axe-core, WCAG 2.1 AA, colour contrast
 * included) on the selling screen, the option picker, the payment, the receipt, "Orders" and
 * the kiosk's screens, in every language of e2e/axe.ts, on a landscape till; the selling
 * screen also in portrait with the order's sheet open.
 */
import type { Page } from '@playwright/test';
import { expectAccessible, LANGUAGES } from './axe';
import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product } from './helpers';
import { SIZES } from './sizes';

async function sellOneWater(page: Page) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.name}`, () => {
    test.use({ viewport: SIZES[0]!.viewport });

    test.beforeEach(async ({ page }) => {
      await openTill(page);
      await language.choose(page);
    });

    test('the selling screen, the option picker, the payment and the receipt', async ({ page }) => {
      await sellOneWater(page);
      await expect(orderLines(page)).toHaveCount(1);
      await expectAccessible(page, language);

      await openCategory(page, 'Mains', 'Burgers');
      await product(page, 'Chicken burger').click();
      const picker = page.getByRole('dialog', { name: 'Chicken burger' });
      await expect(picker.getByRole('group', { name: 'Sauces' })).toBeVisible();
      await expectAccessible(page, language, '[role="dialog"]');
      await picker.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const payment = page.getByRole('dialog', { name: 'Payment' });
      await payment.getByRole('button', { name: 'Cash' }).click();
      await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('1');
      await expect(payment.getByLabel('Change due')).toBeVisible();
      await expectAccessible(page, language, '[role="dialog"]');
      await payment.getByRole('button', { name: 'Complete sale' }).click();

      const receipt = page.getByRole('dialog', { name: 'Receipt' });
      await expect(receipt.getByRole('button', { name: 'New sale' })).toBeVisible();
      await expectAccessible(page, language, '[role="dialog"]');
      await receipt.getByRole('button', { name: 'New sale' }).click();

      await page.getByRole('button', { name: 'Orders', exact: true }).click();
      const orders = page.getByRole('dialog', { name: 'Orders' });
      await expect(orders).toContainText(/Waiting|Uploaded/);
      await expectAccessible(page, language, '[role="dialog"]');
    });

    test('the kiosk: its selling screen, its payment and the Staff dialog', async ({ page }) => {
      await page.getByRole('button', { name: 'Kiosk mode' }).click();
      await page.getByLabel('New manager PIN').fill('246813');
      await page.getByLabel('Repeat PIN').fill('246813');
      await expectAccessible(page, language, '[role="dialog"]');
      await page.getByRole('button', { name: 'Start kiosk' }).click();
      await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();
      // The kiosk's first screen: the brand, the language choice and "Tap to order".
      await expect(page.getByRole('button', { name: 'Tap to order' })).toBeVisible();
      await expectAccessible(page, language);
      await page.getByRole('button', { name: 'Tap to order' }).click();

      await sellOneWater(page);
      await expect(orderLines(page)).toHaveCount(1);
      await expectAccessible(page, language);

      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const payment = page.getByRole('dialog', { name: 'Payment' });
      await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeVisible();
      await expectAccessible(page, language, '[role="dialog"]');
      await payment.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Staff' }).click();
      await expect(page.getByLabel('Manager PIN')).toBeVisible();
      await expectAccessible(page, language, '[role="dialog"]');
    });
  });
}

for (const size of SIZES.filter((s) => s.portrait)) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('the selling screen with the order slid up', async ({ page }) => {
      await openTill(page);
      await sellOneWater(page);
      await page.getByRole('region', { name: 'Current order' }).getByRole('button', { name: '1 line' }).click();
      await expect(orderLines(page)).toHaveCount(1);
      await expectAccessible(page, LANGUAGES[0]!);
    });
  });
}
