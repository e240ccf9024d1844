/**
 * The rush-hour flow by touch (`hasTouch`, `isMobile`, every step a tap, no keyboard): PINs on
 * the till's keypad from the connect form on, approvals that say what they approve and ask
 * once, fewer taps to the product, and screens that fit the till's sizes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tapCounter } from './taps';
import { expectSynced, openCategory, openTill, orderLines, product } from './helpers';
import { brandTile, diningChoice, MANAGER_PIN, park, reopenParked, startKiosk } from './dayHelpers';
import { smallTargets } from './targets';

/** Taps `digits` on the one "Number keypad" inside `scope`. */
async function tapDigits(scope: Locator, digits: string) {
  const keypad = scope.getByRole('group', { name: 'Number keypad' });
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).tap();
}

/** A terminal with no configuration: the connect form, as on a new tablet. */
async function newTerminal(page: Page) {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto('/');
}

test.describe('PINs by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('a touch-only tablet is connected, signed in to and approved on by keypad; a known PIN checks itself at its length', async ({ page, emulator }) => {
    await newTerminal(page);
    // The address and key are text: the system keyboard types them. The PINs are digits: the keypad.
    await page.getByRole('textbox', { name: 'Server URL' }).fill(emulator.url);
    await page.getByRole('textbox', { name: 'API key' }).fill('demo-key');
    await page.getByLabel('Manager name').fill('Mona');
    const form = page.getByRole('form', { name: 'Connect this terminal' });
    const pin = form.getByLabel('New manager PIN');
    // The rule is on screen before a digit is typed.
    await expect(form.getByText('The PIN is 4 to 12 digits.')).toBeVisible();
    await expect(pin).toHaveAccessibleDescription('The PIN is 4 to 12 digits.');
    await pin.tap();
    await expect(pin).toHaveAttribute('inputmode', 'none');
    await expect(form.getByRole('group', { name: 'Number keypad' })).toHaveCount(1);
    await tapDigits(form, '2468');
    await expect(pin).toHaveValue('2468');
    await form.getByLabel('Repeat PIN').tap();
    await tapDigits(form, '2468');
    await expect(form.getByLabel('Repeat PIN')).toHaveValue('2468');
    expect(await smallTargets(form)).toEqual([]);
    await form.getByRole('button', { name: 'Connect' }).tap();
    await expectSynced(page);
    await expect(page.getByLabel('Signed in')).toHaveText('Mona');

    // A cashier added on the keypad, with a PIN of the length the manager chose.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Settings' }).tap();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Staff', exact: true }).tap();
    const staff = page.getByRole('dialog', { name: 'Staff' });
    await staff.getByRole('button', { name: 'Add person' }).tap();
    await staff.getByLabel('Name', { exact: true }).fill('Ali');
    await expect(staff.getByText('The PIN is 4 to 12 digits.')).toBeVisible();
    await staff.getByLabel('New PIN').tap();
    await tapDigits(staff, '97531');
    await staff.getByLabel('Repeat PIN').tap();
    await tapDigits(staff, '97531');
    await staff.getByRole('button', { name: 'Add', exact: true }).tap();
    await expect(staff.getByRole('list', { name: 'Staff' }).getByRole('listitem', { name: 'Ali' })).toBeVisible();
    await staff.getByRole('button', { name: 'Close' }).tap();
    await settings.getByRole('button', { name: 'Close' }).tap();

    // "Sign in": the name, then five digits, and no tap on "Sign in".
    await page.getByRole('button', { name: 'Lock' }).tap();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Ali' }).tap();
    await tapDigits(signIn, '97531');
    await expect(signIn).toBeHidden();
    await expect(page.getByLabel('Signed in')).toHaveText('Ali');

    // "Manager approval": the manager's four digits approve; a wrong four say so and clear the field.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Settings' }).tap();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await tapDigits(approval, '1111');
    await expect(approval.getByRole('alert')).toContainText('Wrong PIN');
    await expect(approval.getByLabel('PIN', { exact: true })).toHaveValue('');
    await tapDigits(approval, '2468');
    await expect(approval).toBeHidden();
    await expect(settings).toBeVisible();
  });
});

/** A kiosk customer's one-drink order to pay at the counter; its ticket number. */
async function counterOrder(page: Page): Promise<string> {
  await diningChoice(page, 'Eat in').tap();
  await brandTile(page, 'Green Bowl').tap();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).tap();
  await product(page, 'Mineral water').tap();
  await expect(orderLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).tap();
  const done = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(done.getByLabel('Call number')).toBeVisible();
  const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await done.innerText())?.[0] ?? '';
  await done.getByRole('button', { name: 'Done' }).tap();
  return ticket;
}

test.describe('approvals that say what and ask once', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1080, height: 1920 } });

  test('the kiosk\'s "Orders" then "Mark paid" asks the manager once; the next order\'s "Mark paid" asks again, naming its ticket and amount', async ({ page, emulator }) => {
    await openTill(page);
    await startKiosk(page, MANAGER_PIN, '90', false);
    const first = await counterOrder(page);
    const second = await counterOrder(page);

    await page.getByRole('button', { name: 'Staff' }).tap();
    await page.getByRole('dialog', { name: 'Staff' }).getByRole('button', { name: 'Orders', exact: true }).tap();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval).toContainText('Orders');
    await tapDigits(approval, MANAGER_PIN);
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await expect(orders).toBeVisible();

    const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
    await orders.getByRole('listitem', { name: first }).getByRole('button', { name: 'Mark paid' }).tap();
    await markPaid.getByRole('button', { name: 'Mark paid' }).tap();
    await expect(markPaid).toHaveCount(0);
    await expect(approval).toHaveCount(0);
    await expect(orders.getByRole('listitem', { name: first })).not.toContainText('Unpaid');
    await expect.poll(() => emulator.control.invoices().some((i) => i.body.ticket_no === first), { timeout: 30_000 }).toBe(true);

    // One approval, one act: the second order asks again, and says which order and how much.
    await orders.getByRole('listitem', { name: second }).getByRole('button', { name: 'Mark paid' }).tap();
    await markPaid.getByRole('button', { name: 'Mark paid' }).tap();
    await expect(approval).toContainText(`Mark ticket ${second} paid, 0.200`);
    await tapDigits(approval, MANAGER_PIN);
    await expect(markPaid).toHaveCount(0);
    await expect(orders.getByRole('listitem', { name: second })).not.toContainText('Unpaid');
  });
});

test.describe('fewer taps to the product', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('a two-item counter order with one changed option takes at most 6 taps: a long press opens the picker with the defaults ticked', async ({ page, emulator }) => {
    await openTill(page);
    const classic = product(page, 'Classic beef burger');
    // The card's long-press handler loads after the first paint, with its "More" button.
    await expect(page.getByRole('button', { name: 'More: Classic beef burger' })).toBeAttached();
    const counter = tapCounter();
    await counter.press(classic);
    const picker = page.getByRole('dialog', { name: 'Classic beef burger' });
    const bun = picker.getByRole('group', { name: 'Bun' });
    await expect(bun.getByRole('checkbox', { name: /^Brioche bun/ })).toBeChecked();
    await counter.tap(bun.getByRole('checkbox', { name: /^Whole wheat bun/ }));
    await counter.tap(picker.getByRole('button', { name: 'Add to order' }));
    await expect(orderLines(page)).toHaveCount(1);
    await counter.tap(product(page, 'Cheeseburger'));
    await expect(orderLines(page)).toHaveCount(2);
    await expect(orderLines(page).first()).toContainText('Whole wheat bun');
    await expect(orderLines(page).nth(1)).toContainText('Brioche bun');
    await counter.tap(page.getByRole('button', { name: 'Pay', exact: true }));
    await counter.tap(page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete sale' }));
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    expect(counter.taps).toBeLessThanOrEqual(6);
    await expect.poll(() => emulator.control.invoices().length, { timeout: 30_000 }).toBe(1);
  });

  test('the "⋯" sits at the card\'s lower corner, off the picture; a plain product\'s long press opens that menu', async ({ page }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    const more = page.getByRole('button', { name: 'More: Mineral water' });
    await expect(more).toBeAttached();
    const [card, dots] = [await product(page, 'Mineral water').boundingBox(), await more.boundingBox()];
    // Entirely in the card's lower half: a tap on the middle of the card never lands on it.
    expect(dots!.y).toBeGreaterThanOrEqual(card!.y + card!.height / 2);
    expect(dots!.width).toBeGreaterThanOrEqual(44);
    await product(page, 'Mineral water').dispatchEvent('contextmenu');
    await expect(page.getByRole('dialog', { name: 'Mineral water' })).toBeVisible();
    await expect(orderLines(page)).toHaveCount(0);
  });

  test('each group opens at the category last chosen in it', async ({ page }) => {
    await openTill(page);
    const groups = page.getByRole('tablist', { name: 'Groups' });
    const categories = page.getByRole('tablist', { name: 'Categories' });
    const first = groups.getByRole('tab').first();
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await first.tap();
    await expect(categories.getByRole('tab', { name: 'Cold drinks' })).toHaveCount(0);
    await groups.getByRole('tab', { name: 'Drinks & Sides' }).tap();
    await expect(categories.getByRole('tab', { name: 'Cold drinks' })).toHaveAttribute('aria-selected', 'true');
    await expect(product(page, 'Mineral water')).toBeVisible();
  });

  test('with "Show options on every tap" a plain tap opens the picker, the defaults ticked', async ({ page }) => {
    await openTill(page);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Settings' }).tap();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: 'Show options on every tap' }).tap();
    await expect(settings.getByRole('checkbox', { name: 'Show options on every tap' })).toBeChecked();
    await settings.getByRole('button', { name: 'Close' }).tap();
    await product(page, 'Classic beef burger').tap();
    const picker = page.getByRole('dialog', { name: 'Classic beef burger' });
    await expect(picker.getByRole('group', { name: 'Bun' }).getByRole('checkbox', { name: /^Brioche bun/ })).toBeChecked();
    await expect(orderLines(page)).toHaveCount(0);
    await picker.getByRole('button', { name: 'Add to order' }).tap();
    await expect(orderLines(page)).toHaveCount(1);
    // A product with nothing to choose still goes straight in.
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await product(page, 'Mineral water').tap();
    await expect(orderLines(page)).toHaveCount(2);
  });
});

test.describe('screens that fit', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('"Open shift" starts on the float, its keypad whole on screen at 1280 x 800; the count lists notes before coins', async ({ page }) => {
    await openTill(page);
    await page.getByRole('button', { name: 'Open shift' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Open shift' });
    const float = dialog.getByRole('textbox', { name: 'Opening float' });
    await expect(float).toBeFocused();
    const keypad = dialog.getByRole('group', { name: 'Number keypad' });
    for (const key of ['Decimal point', '0', 'Backspace']) await expect(keypad.getByRole('button', { name: key, exact: true })).toBeInViewport({ ratio: 1 });
    await tapDigits(dialog, '25');
    await expect(float).toHaveValue('25');
    await dialog.getByText('Count by coin and note').tap();
    const counts = dialog.locator('.cash-count__grid label');
    await expect(counts.first()).toContainText('notes');
    await expect(counts.last()).toContainText('coins');
    const labels = await counts.allTextContents();
    const firstCoin = labels.findIndex((l) => l.includes('coins'));
    expect(labels.slice(firstCoin).every((l) => l.includes('coins'))).toBe(true);
  });

  test('"Table 4 is open." floats over the lines: the order\'s buttons stay where the finger is going', async ({ page }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await product(page, 'Mineral water').tap();
    await expect(orderLines(page)).toHaveCount(1);
    await park(page, 'Table 4');
    await reopenParked(page, 'Table 4', true);
    const parked = page.getByRole('button', { name: 'Parked orders' });
    await expect(orderLines(page)).toHaveCount(1);
    // The order left the parked list: its count is gone from the button (which it resizes)
    // before the buttons are measured, whichever comes first on this browser.
    await expect(parked.locator('.order__count')).toHaveCount(0);
    const before = await parked.boundingBox();
    const said = page.getByRole('status').filter({ hasText: 'Table 4 is open.' });
    await expect(said).toBeVisible();
    // The message is drawn; the buttons have not moved, and the message covers none of them.
    expect(await parked.boundingBox()).toEqual(before);
    const box = (await said.boundingBox())!;
    for (const name of ['Park order', 'Parked orders', 'Order note', 'Pay']) {
      const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, name).toBe(false);
    }
  });
});
