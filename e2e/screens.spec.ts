/**
 * Screenshots of the selling screen at each layout, a receipt and a kitchen ticket, and of the
 * order, a line's editor, the payment, "Orders", "Refund", Settings in sections, "Order
 * discount" and a meal's picker step by step at each size, the kiosk at
 * 1080 x 1920, and the kitchen screen and the ready board at 1280 x 800 and 1920 x 1080, each in
 * English and Arabic, for the user guide (docs/screens/). Not a
 * check: it runs only with SCREENS=1 (`npm run screens`, after `npx vite build`), so an
 * ordinary test run never rewrites the committed pictures.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ar } from './arabic';
import { chooseLanguage, chooseMore, openCategory, openTill, orderLines, product } from './helpers';
import { SIZES } from './sizes';
import { park, reopenParked, startKiosk } from './dayHelpers';
import { cards, kioskTicket, openKitchenScreen, tableSentToScreen } from './kitchenHelpers';

test.skip(!process.env.SCREENS, 'writes docs/screens/ only when SCREENS=1');

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`the selling screen, ${size.name}`, async ({ page }) => {
      await openTill(page);
      await openCategory(page, 'Drinks & Sides', 'Cold drinks');
      await product(page, 'Mineral water').click();
      await product(page, 'Fresh orange juice').click();
      await expect(page.getByLabel('Order total')).not.toHaveText('0.000');
      await page.screenshot({ path: `docs/screens/${size.file}.png`, animations: 'disabled' });
      if (size.portrait) {
        await page.getByRole('button', { name: /^\d+ lines?$/ }).click();
        await expect(orderLines(page)).toHaveCount(2);
        await page.screenshot({ path: `docs/screens/${size.file}-order.png`, animations: 'disabled' });
      }
    });
  });
}

test('a receipt at 58 mm with the VAT line and the tax invoice QR', async ({ page, emulator }) => {
  emulator.control.setLocationSettings({ vat: '5', page_width: '58', business_name: 'Downtown Food Hall', business_address: 'Salem Al Mubarak St, Salmiya', business_phone: '+965 2222 1100' });
  await openTill(page);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Tax invoice QR' }).check();
  await settings.getByRole('button', { name: 'Close' }).click();
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Fresh orange juice').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('5');
  await payment.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByRole('img', { name: 'Tax invoice QR' })).toBeVisible();
  await receipt.screenshot({ path: 'docs/screens/receipt-58mm.png', animations: 'disabled' });
});

test('a kitchen ticket of a table, sent from the order', async ({ page }) => {
  await openTill(page);
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await product(page, 'Mineral water').click();
  await product(page, 'Fresh orange juice').click();
  await expect(page.getByLabel('Order total')).not.toHaveText('0.000');
  await park(page, 'Table 4');
  await reopenParked(page, 'Table 4');
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kitchen ticket' });
  await expect(dialog.getByRole('region', { name: 'Kitchen ticket' })).toContainText('Table 4');
  await dialog.screenshot({ path: 'docs/screens/kitchen-ticket.png', animations: 'disabled' });
});

/** The two languages of the screens: English, and Arabic (right to left), each name said in it. */
const LANGS = [
  { code: 'en', say: (message: string) => message },
  { code: 'ar', say: (message: string) => ar(message) },
] as const;

/** What the docs show of a new screen: a JPEG of the page, small enough to keep many. */
const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screens/${name}.jpg`, type: 'jpeg', quality: 70, animations: 'disabled' });

/** The till at `size` in `lang` with an order of two products of `category` (in "Drinks & Sides"). */
async function orderOfTwo(page: Page, size: (typeof SIZES)[number], lang: (typeof LANGS)[number], category: string, products: readonly [string, string]) {
  await page.setViewportSize(size.viewport);
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', category);
  for (const name of products) await product(page, name).click();
  await expect(orderLines(page)).toHaveCount(2);
  if (lang.code === 'ar') await chooseLanguage(page, 'العربية');
}

for (const size of SIZES) {
  for (const lang of LANGS) {
    test(`the order, its line editor, the payment, Orders and a refund, ${size.name}, ${lang.code}`, async ({ page }) => {
      test.slow();
      const say = lang.say;
      await orderOfTwo(page, size, lang, 'Cold drinks', ['Mineral water', 'Fresh orange juice']);
      const lines = page.getByRole('list', { name: say('Order') }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await shot(page, `${size.file}-order-${lang.code}`);

      await lines.first().getByRole('button').first().click();
      const editor = lines.first().getByRole('dialog');
      await expect(editor).toBeVisible();
      await shot(page, `${size.file}-line-editor-${lang.code}`);
      await editor.getByRole('button', { name: say('Done') }).click();
      await expect(editor).toHaveCount(0);

      await page.getByRole('button', { name: say('Pay'), exact: true }).click();
      const payment = page.getByRole('dialog', { name: say('Payment') });
      await expect(payment.getByRole('button', { name: say('Complete sale') })).toBeVisible();
      await shot(page, `${size.file}-payment-${lang.code}`);
      await payment.getByRole('button', { name: say('Complete sale') }).click();
      const receipt = page.getByRole('dialog', { name: say('Receipt') });
      await expect(receipt).toBeVisible();
      await receipt.getByRole('button', { name: say('New sale') }).click();

      await page.getByRole('button', { name: say('Orders'), exact: true }).click();
      const orders = page.getByRole('dialog', { name: say('Orders') });
      await expect(orders.getByRole('button', { name: say('Refund'), exact: true })).toBeVisible();
      await shot(page, `${size.file}-orders-${lang.code}`);
      await orders.getByRole('button', { name: say('Refund'), exact: true }).first().click();
      const refund = page.getByRole('dialog', { name: say('Refund') });
      await expect(refund.getByRole('button', { name: say('Refund all') })).toBeVisible();
      await refund.getByRole('button', { name: say('Refund all') }).click();
      await shot(page, `${size.file}-refund-${lang.code}`);
    });
  }
}

/** The demo meal's items as the screen names them in each language (their second-language names in Arabic). */
const MEAL_ITEMS = {
  en: { main: 'Classic beef burger', side: 'French fries', drink: 'Pepsi' },
  ar: { main: 'برجر لحم كلاسيك', side: 'بطاطس مقلية', drink: 'بيبسي' },
} as const;

for (const size of SIZES) {
  for (const lang of LANGS) {
    test(`Settings in sections, an order discount typed and a meal step by step, ${size.name}, ${lang.code}`, async ({ page }) => {
      test.slow();
      const say = lang.say;
      await orderOfTwo(page, size, lang, 'Desserts', ['Kunafa', 'New York cheesecake']);

      // Settings opens on the list of its sections; a tap brings one into view, where a preset is kept.
      await chooseMore(page, say('Settings'), say('More'));
      const settings = page.getByRole('dialog', { name: say('Settings') });
      const index = settings.getByRole('navigation', { name: say('Settings sections') });
      await expect(index.getByRole('button')).toHaveCount(6);
      await shot(page, `${size.file}-settings-${lang.code}`);
      await index.getByRole('button', { name: say('Selling') }).click();
      const selling = settings.getByRole('region', { name: say('Selling') });
      const add = selling.getByRole('form', { name: say('Add preset') });
      await add.getByRole('textbox', { name: say('Preset name') }).fill(lang.code === 'ar' ? 'وجبة الموظفين' : 'Staff meal');
      await add.getByRole('textbox', { name: say('Preset percent') }).fill('50');
      await add.getByRole('button', { name: say('Add preset') }).click();
      const presets = selling.getByRole('group', { name: say('Discount presets') });
      await expect(presets.getByRole('listitem')).toHaveCount(1);
      await presets.evaluate((fieldset) => fieldset.scrollIntoView({ block: 'center' }));
      await shot(page, `${size.file}-settings-presets-${lang.code}`);
      await settings.getByRole('button', { name: say('Close') }).click();
      await expect(settings).toHaveCount(0);

      // "Order discount" with the preset kept and a percent typed on the keypad.
      if (size.portrait) await page.locator('button[aria-controls="order-sheet"]').click();
      await page.getByRole('button', { name: say('Order discount') }).click();
      const discount = page.getByRole('dialog', { name: say('Order discount') });
      await discount.getByRole('textbox', { name: say('Discount %') }).fill('10');
      await expect(discount.getByRole('textbox', { name: say('Discount %') })).toHaveValue('10');
      await shot(page, `${size.file}-order-discount-${lang.code}`);
      await discount.getByRole('button', { name: say('Cancel') }).click();
      await expect(discount).toHaveCount(0);
      if (size.portrait) await page.locator('button[aria-controls="order-sheet"]').click();

      // The meal: its main, then (its bun and doneness pre-ticked, its extras passed) the side, then the drink.
      const items = MEAL_ITEMS[lang.code];
      await page.getByRole('button', { name: say('Deals') }).click();
      await page.getByRole('dialog', { name: say('Deals') }).getByRole('button', { name: /^Burger meal/ }).click();
      const meal = page.getByRole('dialog', { name: 'Burger meal' });
      const steps = meal.getByRole('list', { name: say('Steps') }).getByRole('button');
      await expect(steps).toHaveCount(3);
      await shot(page, `${size.file}-meal-main-${lang.code}`);
      await meal.getByRole('checkbox', { name: new RegExp(`^${items.main}`) }).click();
      await expect(steps).toHaveCount(5);
      await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
      await shot(page, `${size.file}-meal-side-${lang.code}`);
      await meal.getByRole('checkbox', { name: new RegExp(`^${items.side}`) }).click();
      await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
      await meal.getByRole('checkbox', { name: new RegExp(`^${items.drink}`) }).check();
      await expect(meal.getByRole('button', { name: say('Add to order') })).toBeEnabled();
      await shot(page, `${size.file}-meal-drink-${lang.code}`);
    });
  }
}

for (const lang of LANGS) {
  test(`the kiosk at 1080 x 1920: brands, its menu and order, the call number, ${lang.code}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1080, height: 1920 });
    const say = lang.say;
    await openTill(page);
    await startKiosk(page, '246813', '90', false);
    if (lang.code === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    const brands = page.getByRole('list', { name: say('Brands') });
    await expect(brands.getByRole('button', { name: 'Burger Yard' })).toBeVisible();
    await shot(page, `kiosk-1080x1920-brands-${lang.code}`);
    await page.getByRole('group', { name: say('Where will you eat?') }).getByRole('button', { name: say('Eat in') }).click();
    await brands.getByRole('button', { name: 'Burger Yard' }).click();
    await page.getByRole('tablist', { name: say('Categories') }).getByRole('tab', { name: 'Cold drinks' }).click();
    await page.getByRole('list', { name: say('Products') }).getByRole('button').first().click();
    // At a kiosk a product with choices opens its picker: its pre-ticks are added as they are.
    const add = page.getByRole('dialog').getByRole('button', { name: say('Add to order') });
    const lines = page.getByRole('list', { name: say('Order') }).getByRole('listitem');
    await expect(add.or(lines)).toBeVisible();
    if (await add.isVisible()) await add.click();
    await expect(lines).toHaveCount(1);
    await shot(page, `kiosk-1080x1920-menu-${lang.code}`);
    await page.getByRole('button', { name: say('Pay'), exact: true }).click();
    await page.getByRole('dialog', { name: say('Payment') }).getByRole('button', { name: say('Pay at the counter') }).click();
    const end = page.getByRole('dialog', { name: say('Thank you!') });
    await expect(end.getByLabel(say('Call number'))).toBeVisible();
    await shot(page, `kiosk-1080x1920-end-${lang.code}`);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  for (const lang of LANGS) {
    test(`the kitchen screen and the ready board at ${viewport.width} x ${viewport.height}, ${lang.code}`, async ({ page, emulator }) => {
      test.slow();
      const say = lang.say;
      const size = `${viewport.width}x${viewport.height}`;
      await openTill(page);
      // A table sent from the till, and three kiosk orders with their call numbers.
      await tableSentToScreen(page, 'Table 4', ['Mineral water', 'Fresh orange juice']);
      for (const call of [12, 13, 14]) await kioskTicket(emulator.url, emulator.control.apiKey, call);
      if (lang.code === 'ar') await chooseLanguage(page, 'العربية');

      const kitchen = await openKitchenScreen(page, { viewport, say });
      const tickets = cards(kitchen, say);
      await expect(tickets).toHaveCount(4);
      await shot(kitchen, `kitchen-${size}-${lang.code}`);
      // Call 12 is ready: the board shows it under "Ready", the others under "Preparing".
      const call = lang.code === 'ar' ? ar('Call {call}', { call: 12 }) : 'Call 12';
      await tickets.filter({ hasText: call }).getByRole('button', { name: say('Bump') }).click();
      await expect(tickets).toHaveCount(3);

      const board = await page.context().newPage();
      await board.setViewportSize(viewport);
      await board.goto('/board.html');
      await expect(board.getByRole('region', { name: say('Ready') }).getByRole('listitem')).toHaveText(['12']);
      await expect(board.getByRole('region', { name: say('Preparing') }).getByRole('listitem')).toHaveCount(2);
      await shot(board, `board-${size}-${lang.code}`);
    });
  }
}
