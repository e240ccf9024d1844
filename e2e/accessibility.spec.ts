/**
 * No serious or critical accessibility findings (axe-core, WCAG 2.1 AA, colour contrast
 * included) on the selling screen, the option picker, the payment, the receipt, "Orders",
 * "Refund" and the kiosk's screens, in every language of e2e/axe.ts, on a landscape till; the selling
 * screen also in portrait with the order's sheet open.
 */
import type { Page } from '@playwright/test';
import { expectAccessible, LANGUAGES, type Language } from './axe';
import { expect, test } from './fixtures';
import { chooseMore, openTill } from './helpers';
import { SIZES } from './sizes';

/** The tabs and the order as `language` names them (the group and category names are catalog data). */
async function openCategory(page: Page, { say }: Language, group: string, category: string) {
  await page.getByRole('tablist', { name: say('Groups') }).getByRole('tab', { name: group }).click();
  await page.getByRole('tablist', { name: say('Categories') }).getByRole('tab', { name: category }).click();
}

function orderLines(page: Page, { say }: Language) {
  return page.getByRole('list', { name: say('Order') }).getByRole('listitem');
}

/** A product's button in the grid `language` names ("Products", "المنتجات"). */
function product(page: Page, { say }: Language, name: string) {
  return page.getByRole('list', { name: say('Products') }).getByRole('button', { name: new RegExp(`^${name}`) });
}

async function sellOneWater(page: Page, language: Language) {
  await openCategory(page, language, 'Drinks & Sides', 'Cold drinks');
  await product(page, language, 'Mineral water').click();
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.name}`, () => {
    test.use({ viewport: SIZES[0]!.viewport });

    test.beforeEach(async ({ page }) => {
      await openTill(page);
      await language.choose(page);
    });

    test('the selling screen, the option picker, the payment and the receipt', async ({ page }) => {
      // Four screens scanned by axe, each a few seconds on a busy 2-core machine.
      test.slow();
      const { say } = language;
      await sellOneWater(page, language);
      await expect(orderLines(page, language)).toHaveCount(1);
      await expectAccessible(page, language);

      await openCategory(page, language, 'Mains', language.local({ name: 'Burgers', localize_name: 'برجر' }));
      const burger = language.local({ name: 'Chicken burger', localize_name: 'برجر دجاج' });
      await product(page, language, burger).click();
      const picker = page.getByRole('dialog', { name: burger });
      await expect(picker.getByRole('group', { name: 'Sauces' })).toBeVisible();
      await expectAccessible(page, language, 'dialog');
      await picker.getByRole('button', { name: say('Cancel') }).click();

      await page.getByRole('button', { name: say('Pay'), exact: true }).click();
      const payment = page.getByRole('dialog', { name: say('Payment') });
      await payment.getByRole('button', { name: say('Cash') }).click();
      await payment.getByRole('textbox', { name: say('Amount tendered') }).fill('1');
      await expect(payment.getByLabel(say('Change due'))).toBeVisible();
      await expectAccessible(page, language, 'dialog');
      await payment.getByRole('button', { name: say('Complete sale') }).click();

      const receipt = page.getByRole('dialog', { name: say('Receipt') });
      await expect(receipt.getByRole('button', { name: say('New sale') })).toBeVisible();
      await expectAccessible(page, language, 'dialog');
      await receipt.getByRole('button', { name: say('New sale') }).click();

      await page.getByRole('button', { name: say('Orders'), exact: true }).click();
      const orders = page.getByRole('dialog', { name: say('Orders') });
      await expect(orders).toContainText(new RegExp(`${say('Waiting')}|${say('Uploaded')}`));
      await expectAccessible(page, language, 'dialog');
    });

    test('"Orders" with its search, and "Refund" with its stepper, reason chips and footer', async ({ page }) => {
      const { say } = language;
      await sellOneWater(page, language);
      await page.getByRole('button', { name: say('Pay'), exact: true }).click();
      await page.getByRole('dialog', { name: say('Payment') }).getByRole('button', { name: say('Complete sale') }).click();
      await page.getByRole('dialog', { name: say('Receipt') }).getByRole('button', { name: say('New sale') }).click();

      await page.getByRole('button', { name: say('Orders'), exact: true }).click();
      const orders = page.getByRole('dialog', { name: say('Orders') });
      await orders.getByRole('searchbox', { name: say('Search orders') }).fill('0.2');
      await expect(orders.getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page, language, 'dialog');

      await orders.getByRole('listitem').first().getByRole('button', { name: say('Refund'), exact: true }).click();
      const refund = page.getByRole('dialog', { name: say('Refund') });
      await refund.getByRole('button', { name: say('Refund all') }).click();
      await refund.getByRole('radio', { name: say('Wrong item') }).check();
      await expect(refund.getByLabel(say('Refund total'))).toHaveText(/[1-9]/);
      await expectAccessible(page, language, 'dialog');
    });

    test('the kiosk: its selling screen, its payment and the Staff dialog', async ({ page }) => {
      // Five screens scanned by axe, the first manager made, an order placed: more than one test's time.
      test.slow();
      const { say } = language;
      await chooseMore(page, say('Kiosk mode'), say('More'));
      await page.getByRole('button', { name: say('Start kiosk') }).click();
      // "Manager approval", where the first manager is made behind the terminal's API key.
      const approval = page.getByRole('dialog', { name: say('Manager approval') });
      await approval.getByLabel(say('API key')).fill('demo-key');
      await approval.getByLabel(say('New manager PIN')).fill('246813');
      await approval.getByLabel(say('Repeat PIN')).fill('246813');
      await expectAccessible(page, language, 'dialog');
      await approval.getByRole('button', { name: say('Set manager PIN') }).click();
      await expect(page.getByRole('button', { name: say('Staff') })).toBeVisible();
      // The kiosk's first screen (a tile per brand, the language choice), then a customer's order.
      const brands = page.getByRole('list', { name: say('Brands') });
      await expect(brands.getByRole('button', { name: 'Burger Yard' })).toBeVisible();
      await expectAccessible(page, language);
      await page.getByRole('group', { name: say('Where will you eat?') }).getByRole('button', { name: say('Eat in') }).click();
      await brands.getByRole('button', { name: 'Burger Yard' }).click();

      // One rail, no groups at a kiosk.
      await page.getByRole('tablist', { name: say('Categories') }).getByRole('tab', { name: 'Cold drinks' }).click();
      await product(page, language, 'Mineral water').click();
      await expect(orderLines(page, language)).toHaveCount(1);
      await expectAccessible(page, language);

      await page.getByRole('button', { name: say('Pay'), exact: true }).click();
      const payment = page.getByRole('dialog', { name: say('Payment') });
      await expect(payment.getByRole('button', { name: say('Pay at the counter') })).toBeVisible();
      await expectAccessible(page, language, 'dialog');
      await payment.getByRole('button', { name: say('Pay at the counter') }).click();
      // The end screen, with its call number.
      const end = page.getByRole('dialog', { name: say('Thank you!') });
      await expect(end.getByLabel(say('Call number'))).toBeVisible();
      await expectAccessible(page, language, 'dialog');
      // The end screen goes back by itself after 20 seconds (axe may take a while on a busy
      // machine); "Done" goes at once while it is still there.
      await end.getByRole('button', { name: say('Done') }).click({ timeout: 5_000 }).catch(() => undefined);
      await expect(end).toHaveCount(0, { timeout: 30_000 });

      await page.getByRole('button', { name: say('Staff') }).click();
      await page.getByRole('button', { name: say('Exit kiosk') }).click();
      await expect(page.getByRole('dialog', { name: say('Manager approval') }).getByLabel(say('PIN'), { exact: true })).toBeVisible();
      await expectAccessible(page, language, 'dialog');
    });
  });
}

for (const size of SIZES.filter((s) => s.portrait)) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('the selling screen with the order slid up', async ({ page }) => {
      await openTill(page);
      await sellOneWater(page, LANGUAGES[0]!);
      await page.getByRole('region', { name: 'Current order' }).getByRole('button', { name: '1 line' }).click();
      await expect(orderLines(page, LANGUAGES[0]!)).toHaveCount(1);
      await expectAccessible(page, LANGUAGES[0]!);
    });
  });
}
