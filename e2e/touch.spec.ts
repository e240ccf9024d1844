/**
 * The touch-first till, tried as a new cashier would on a touch tablet with no keyboard
 * (`hasTouch`, `isMobile`, every step a tap): one on-screen keypad for every number, a status
 * bar whose rarer controls sit in "More" and that never hides a control past the screen's
 * edge, and the taps a sale takes, counted.
 */
import { expect, test } from './fixtures';
import { tapCounter } from './taps';
import { openCategory, openDealByTouch, openTill, orderLines, product } from './helpers';
import { brandTile, diningChoice, startKiosk } from './dayHelpers';

/** The four screens a till or kiosk runs on. */
const FOUR_SIZES = [
  { width: 600, height: 960 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
  { width: 1080, height: 1920 },
] as const;

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

  test('three items paid with exact cash take five taps; a drink whose size has a default goes straight in', async ({ page, emulator }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    const counter = tapCounter();
    for (const [name, lines] of [['Mineral water', 1], ['Sparkling water', 2], ['Pepsi', 3]] as const) {
      await counter.tap(product(page, name));
      await expect(orderLines(page)).toHaveCount(lines);
    }
    await counter.tap(page.getByRole('button', { name: 'Pay', exact: true }));
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('textbox', { name: 'Amount tendered' })).toHaveValue('1.000');
    await counter.tap(payment.getByRole('button', { name: 'Complete sale' }));
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    expect(counter.taps).toBeLessThanOrEqual(5);
    await expect.poll(() => emulator.control.invoices().length, { timeout: 30_000 }).toBe(1);
    expect(emulator.control.invoices()[0]!.body).toMatchObject({ total: 1 });
  });

  test('the kiosk order of one product, from the first screen to the end screen, takes at most six taps', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await openTill(page);
    await startKiosk(page, '246813', '90', false);
    const counter = tapCounter();
    // Every tap counts here: "Eat in" (the first screen asks it), the brand's tile (the demo has two brands), the category's (the
    // kiosk opens on the brand's first category). A product with nothing to choose: at a kiosk
    // one with options or add-ons opens its picker, one tap more ("Add to order") plus the
    // customer's choices.
    await counter.tap(diningChoice(page, 'Eat in'));
    await counter.tap(brandTile(page, 'Burger Yard'));
    await counter.tap(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Specials' }));
    await counter.tap(product(page, 'Mixed grill platter'));
    await expect(orderLines(page)).toHaveCount(1);
    await counter.tap(page.getByRole('button', { name: 'Pay', exact: true }));
    await counter.tap(page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }));
    await expect(page.getByRole('dialog', { name: 'Thank you!' }).getByLabel('Call number')).toBeVisible();
    expect(counter.taps).toBeLessThanOrEqual(6);
  });

  test('the picker asks only what it must: defaults go straight in, required groups come first, the held "Add to order" leads to what is missing', async ({ page }) => {
    await openTill(page);
    // Classic beef burger: its required bun and doneness have defaults. It goes straight to the order, editable.
    await product(page, 'Classic beef burger').tap();
    await expect(orderLines(page)).toHaveCount(1);
    await expect(orderLines(page).first()).toContainText('Brioche bun');
    await orderLines(page).first().tap();
    await orderLines(page).first().getByRole('dialog', { name: 'Classic beef burger' }).getByRole('button', { name: 'Modify' }).tap();
    const classic = page.getByRole('dialog', { name: 'Classic beef burger' });
    await expect(classic.getByRole('group', { name: 'Bun' }).getByRole('checkbox', { name: /^Brioche bun/ })).toBeChecked();
    await classic.getByRole('button', { name: 'Cancel' }).tap();

    // Chicken burger: its sauce is required and has no default. The picker opens, required groups first.
    await product(page, 'Chicken burger').tap();
    const picker = page.getByRole('dialog', { name: 'Chicken burger' });
    // In display order the optional "Burger extras" come before "Sauces"; shown, the required ones lead.
    // Read once the picker has drawn its groups (the dialog opens before them).
    await expect.poll(async () => (await picker.locator('fieldset > legend .picker-group__name').allTextContents()).slice(0, 3)).toEqual(['Bun', 'Sauces', 'Burger extras']);
    const add = picker.getByRole('button', { name: 'Add to order' });
    await expect(add).toBeDisabled();
    const sauces = picker.getByRole('group', { name: 'Sauces' });
    await expect(sauces).not.toHaveAttribute('aria-invalid', 'true');
    // A finger taps the held button all the same (force: Playwright would wait for it to be enabled).
    await add.tap({ force: true });
    await expect(sauces).toHaveAttribute('aria-invalid', 'true');
    await expect(sauces).toContainText('Choose 1 in Sauces');
    await expect(sauces).toBeInViewport();
    await sauces.getByRole('checkbox', { name: /^Garlic mayo/ }).tap();
    await expect(sauces).not.toHaveAttribute('aria-invalid', 'true');
    await add.tap();
    await expect(orderLines(page)).toHaveCount(2);
  });

  test('in a meal the held "Add to order" opens the step of the item missing a choice, marks that choice and focuses it', async ({ page }) => {
    await openTill(page);
    const { picker: meal, steps } = await openDealByTouch(page, 'Burger meal');
    // The chicken burger's sauce has no default: its step opens; the side and the drink are chosen first.
    await meal.getByRole('group', { name: 'Burgers' }).getByRole('checkbox', { name: /^Chicken burger/ }).tap();
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await steps.nth(3).tap();
    await meal.getByRole('group', { name: 'Sides' }).getByRole('checkbox', { name: /^French fries/ }).tap();
    await meal.getByRole('group', { name: 'Cold drinks' }).getByRole('checkbox', { name: /^Pepsi/ }).tap();
    await expect(meal.getByRole('group', { name: 'Sauces' })).toHaveCount(0);

    await meal.getByRole('button', { name: 'Add to order' }).tap({ force: true });
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    const sauces = meal.getByRole('group', { name: 'Sauces' });
    await expect(sauces).toHaveAttribute('aria-invalid', 'true');
    await expect(sauces).toContainText('Choose 1 in Sauces for Chicken burger');
    await expect(sauces.getByRole('checkbox').first()).toBeFocused();
    await sauces.getByRole('checkbox').first().tap();
    await expect(sauces).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('at the kiosk the picker always opens: customers choose their extras', async ({ page }) => {
    await openTill(page);
    await startKiosk(page, '246813');
    await openCategory(page, null, 'Cold drinks');
    await product(page, 'Pepsi').tap();
    const picker = page.getByRole('dialog', { name: 'Pepsi' });
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: 'Add to order' }).tap();
    await expect(orderLines(page)).toHaveCount(1);
    // The kiosk's order offers one more, one less and "Remove line": never "Modify".
    await expect(orderLines(page).first().getByRole('button', { name: 'Remove line' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modify' })).toHaveCount(0);
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
    // A terminal with no manager yet makes its first one in "Manager approval".
    await page.getByRole('dialog', { name: 'Kiosk mode' }).getByRole('button', { name: 'Start kiosk' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    const pin = dialog.getByLabel('New manager PIN');
    await pin.tap();
    await expect(dialog.getByRole('group', { name: 'Number keypad' })).toHaveCount(1);
    for (const key of ['2', '4', '6', '8']) await dialog.getByRole('button', { name: key, exact: true }).tap();
    await expect(pin).toHaveValue('2468');
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'none');
  });
});

test.describe('nothing vanishes by a slip', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('"Clear order" is away from "Pay"; the cleared order comes back with "Undo", lines and channel as they were', async ({ page }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await product(page, 'Mineral water').tap();
    await expect(orderLines(page)).toHaveCount(1);
    await product(page, 'Sparkling water').tap();
    await expect(orderLines(page)).toHaveCount(2);
    await orderLines(page).first().tap();
    await orderLines(page).first().getByRole('button', { name: 'Increase quantity' }).tap();
    await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
    await orderLines(page).first().getByRole('button', { name: 'Done' }).tap();
    const channel = page.getByRole('combobox', { name: 'Sales channel' });
    const channelName = (await channel.locator('option').nth(1).textContent()) ?? '';
    await channel.selectOption({ label: channelName });
    const total = page.getByLabel('Order total');
    await expect(total).not.toHaveText('0.000');
    const before = { lines: await orderLines(page).allTextContents(), total: await total.textContent() };

    const clear = page.getByRole('button', { name: 'Clear order' });
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    const [clearBox, payBox] = [await clear.boundingBox(), await pay.boundingBox()];
    // Not beside "Pay": at the other end of the order panel.
    expect(Math.abs((clearBox?.y ?? 0) - (payBox?.y ?? 0))).toBeGreaterThan(200);

    await clear.tap();
    await expect(orderLines(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Order cleared' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(orderLines(page)).toHaveCount(2);
    expect(await orderLines(page).allTextContents()).toEqual(before.lines);
    await expect(total).toHaveText(before.total ?? '');
    await expect(channel.locator('option:checked')).toHaveText(channelName);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

    // The same for a line; and the order as restored survives a reload (it is the stored order).
    await orderLines(page).nth(1).tap();
    await orderLines(page).nth(1).getByRole('button', { name: 'Remove line' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Sparkling water removed' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(orderLines(page)).toHaveCount(2);
    await page.reload();
    await expect(orderLines(page)).toHaveCount(2);
    expect(await orderLines(page).allTextContents()).toEqual(before.lines);
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
