/**
 * A busy restaurant counter on a touch till (`hasTouch`, every step a tap): the change to hand
 * back in view after any sale, a split payment that says what is still owed, a table's name
 * typed once, what was tapped lit up, and the Arabic receipt's numbers reading as written.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGES, expectAccessible } from './axe';
import { chooseLanguage, openCategory, openTill, product, setSetting } from './helpers';
import { SIZES } from './sizes';
import { ar } from './arabic';
import { smallTargets, TOUCH } from './targets';
import { addStaff, connectAsManager } from './staffHelpers';
import { reopenParked } from './dayHelpers';
import { countPrints, line, sentTicket } from './tableHelpers';

const ENGLISH = LANGUAGES[0]!;

/** Eleven cold drinks and a platter: twelve lines, 14.500 in all. */
const TWELVE: readonly (readonly [string, string])[] = [
  ['Cold drinks', 'Pepsi'],
  ['Cold drinks', 'Diet Pepsi'],
  ['Cold drinks', '7Up'],
  ['Cold drinks', 'Mineral water'],
  ['Cold drinks', 'Sparkling water'],
  ['Cold drinks', 'Fresh orange juice'],
  ['Cold drinks', 'Lemon mint'],
  ['Cold drinks', 'Iced peach tea'],
  ['Cold drinks', 'Chocolate milkshake'],
  ['Cold drinks', 'Vanilla milkshake'],
  ['Cold drinks', 'Strawberry milkshake'],
  ['Specials', 'Mixed grill platter'],
];

const orderTotal = (page: Page) => page.getByLabel('Order total', { exact: true });

/** Taps a product in and waits for the order total to take it. */
async function tapIn(page: Page, name: string) {
  const before = await orderTotal(page).innerText();
  await product(page, name).tap();
  await expect(orderTotal(page)).not.toHaveText(before);
}

async function tapTwelve(page: Page) {
  let category = '';
  for (const [inCategory, name] of TWELVE) {
    if (inCategory !== category) {
      await openCategory(page, inCategory === 'Specials' ? 'Mains' : 'Drinks & Sides', inCategory);
      category = inCategory;
    }
    await tapIn(page, name);
  }
  await expect(orderTotal(page)).toHaveText('14.500');
}

/** The filled background of a control, to tell a pressed one from the others. */
const background = (control: Locator) => control.evaluate((el) => getComputedStyle(el).backgroundColor);

/** A chosen control looks chosen: pressed, and drawn unlike one not chosen. */
async function expectLitUp(chosen: Locator, other: Locator) {
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  expect(await background(chosen)).not.toBe(await background(other));
}

/**
 * The receipt of one sale is looked at on every screen size, the screen turned under it as a
 * tablet turned on its side is: its layout is the style's answer to the size, so one sale
 * proves what a sale at each size would, with two till starts and 24 taps fewer.
 */
test.describe(`at ${SIZES.map((size) => size.name).join(', ')}`, () => {
  test.use({ hasTouch: true, isMobile: true, viewport: SIZES[0]!.viewport });

  test('after a 12-line cash sale "Change due" heads the receipt in the largest type, in view without scrolling', async ({ page }) => {
    await openTill(page);
    await tapTwelve(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('20');
    await payment.getByRole('button', { name: 'Complete sale' }).tap();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    const due = receipt.getByLabel('Change due');
    await expect(due).toHaveText('Change 5.500');
    const items = receipt.getByRole('list', { name: 'Items' });
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      // As a receipt shown at this size: scrolled to its top.
      await receipt.evaluate((root) => {
        const box = root.closest('dialog') ?? root;
        for (const el of [box, ...box.querySelectorAll('*')]) el.scrollTop = 0;
      });
      await expect(due, size.name).toBeInViewport();
      // The receipt is longer than the screen: it scrolls under the change, which stays.
      await items.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await expect(due, size.name).toBeInViewport();
      const largest = await receipt.evaluate((dialog) => {
        const sizes = [...dialog.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.childNodes.length > 0 && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          .map((el) => ({ label: el.closest('[aria-label]')?.getAttribute('aria-label') ?? '', size: parseFloat(getComputedStyle(el).fontSize) }));
        const top = Math.max(...sizes.map((s) => s.size));
        return sizes.filter((s) => s.size === top).map((s) => s.label);
      });
      expect(new Set(largest), size.name).toEqual(new Set(['Change due']));
      expect(await smallTargets(receipt), size.name).toEqual([]);
      await expectAccessible(page, ENGLISH, 'dialog.receipt');
    }
  });
});

test.describe('on a touch till', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('part in cash, then the rest by card: "Amount due" says what is left, no tender is pre-chosen, the cash taken stays in view', async ({ page, emulator }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await tapIn(page, 'Fresh orange juice');
    await tapIn(page, 'Iced peach tea');
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('0.5');
    await payment.getByRole('button', { name: 'Add payment' }).tap();

    await expect(payment.getByLabel('Amount due')).toHaveText('1.450');
    const taken = payment.getByRole('list', { name: 'Payments' });
    await expect(taken.getByRole('listitem')).toHaveText([/Cash\s*0\.500/]);
    await expect(taken).toBeInViewport();
    for (const name of ['Cash', 'Card']) await expect(payment.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(payment.getByRole('textbox', { name: 'Amount tendered' })).toHaveCount(0);
    await expect(payment.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
    expect(await smallTargets(payment)).toEqual([]);
    await expectAccessible(page, ENGLISH, 'dialog');

    await payment.getByRole('button', { name: 'Card', exact: true }).tap();
    await expect(payment.getByRole('textbox', { name: 'Card amount' })).toHaveValue('1.450');
    await payment.getByRole('button', { name: 'Complete sale' }).tap();
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    await expect.poll(() => emulator.control.invoices().length, { timeout: 30_000 }).toBe(1);
    expect(emulator.control.invoices()[0]!.body).toMatchObject({
      total: 1.95,
      payments: [expect.objectContaining({ method: 'cash', amount: 0.5 }), expect.objectContaining({ method: 'card', amount: 1.45 })],
    });
  });

  test('"Park order" offers "Order 1" selected, so "Table 4" typed replaces it; the name is on the first kitchen ticket', async ({ page }) => {
    await openTill(page);
    await countPrints(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await tapIn(page, 'Mineral water');
    await page.getByRole('button', { name: 'Park order' }).tap();
    const form = page.getByRole('dialog', { name: 'Park order' });
    const name = form.getByRole('textbox', { name: 'Order name' });
    await expect(name).toBeFocused();
    await page.keyboard.type('Table 4');
    await expect(name).toHaveValue('Table 4');
    await form.getByRole('button', { name: 'Park' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Order parked as Table 4.' })).toBeVisible();

    await reopenParked(page, 'Table 4', true);
    await expect(line(page, 'Mineral water')).toHaveCount(1);
    await page.getByRole('button', { name: 'Send to kitchen' }).tap();
    const ticket = await sentTicket(page, 1);
    expect(ticket).toContain('Table 4');
    expect(ticket).not.toContain('Order 1');
  });

  test('a tip tapped lights up and shows in the sums; "Tip amount" sits on one line with its label and is a 44 px target', async ({ page }) => {
    await openTill(page);
    await setSetting(page, 'Ask for a tip', true);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await tapIn(page, 'Fresh orange juice');
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    const tip = payment.getByRole('group', { name: 'Tip' });
    await tip.getByRole('button', { name: '10%' }).tap();
    await expectLitUp(tip.getByRole('button', { name: '10%' }), tip.getByRole('button', { name: '15%' }));
    await expect(payment.getByLabel('Tip added')).toHaveText('0.110');
    const field = await tip.getByRole('textbox', { name: 'Tip amount' }).boundingBox();
    const label = await tip.getByText('Tip amount').boundingBox();
    expect(field!.height).toBeGreaterThanOrEqual(TOUCH);
    // One line: the field beside its label, not under it.
    expect(label!.height).toBeLessThan(field!.height * 1.5);
    expect(await smallTargets(payment)).toEqual([]);
    await expectAccessible(page, ENGLISH, 'dialog');
  });

  test('the name chosen at "Sign in" and the manager chosen in "Manager approval" light up', async ({ page, emulator }) => {
    await connectAsManager(page, emulator.url);
    await addStaff(page, [
      { name: 'Ali', role: 'Cashier', pin: '246802' },
      { name: 'Noor', role: 'Manager', pin: '975310' },
    ]);
    await page.getByRole('button', { name: 'Lock' }).tap();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Ali' }).tap();
    await expectLitUp(signIn.getByRole('button', { name: 'Ali' }), signIn.getByRole('button', { name: 'Mona' }));
    await signIn.getByLabel('PIN', { exact: true }).fill('246802');
    await expect(page.getByLabel('Signed in')).toHaveText('Ali');

    // Settings asks a manager of a cashier.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Settings', exact: true }).tap();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    const managers = approval.getByRole('group', { name: 'Manager' });
    await managers.getByRole('button', { name: 'Noor' }).tap();
    await expectLitUp(managers.getByRole('button', { name: 'Noor' }), managers.getByRole('button', { name: 'Mona' }));
    expect(await smallTargets(approval)).toEqual([]);
    await expectAccessible(page, ENGLISH, 'dialog');
    await approval.getByLabel('PIN', { exact: true }).fill('975310');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });

  test('"Void" offers its reasons as chips beside their words, none chosen, each a 44 px target', async ({ page }) => {
    await openTill(page);
    await countPrints(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    await tapIn(page, 'Mineral water');
    await page.getByRole('button', { name: 'Send to kitchen' }).tap();
    await sentTicket(page, 1);
    const water = line(page, 'Mineral water');
    await water.getByRole('button').first().tap();
    await water.getByRole('dialog').getByRole('button', { name: 'Remove line' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Void' });
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio');
    await expect(reasons).toHaveCount(4);
    for (const radio of await reasons.all()) {
      await expect(radio).not.toBeChecked();
      // The circle beside its words, not above them.
      const chip = radio.locator('xpath=ancestor::label[1]');
      const box = (await chip.boundingBox())!;
      const circle = (await radio.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(TOUCH);
      expect(box.height).toBeLessThan(2 * TOUCH);
      expect(circle.y).toBeGreaterThan(box.y);
      expect(circle.y + circle.height).toBeLessThan(box.y + box.height);
    }
    expect(await smallTargets(dialog)).toEqual([]);
    await expectAccessible(page, ENGLISH, 'dialog');
  });

  test('in Arabic the receipt keeps the phone, the ticket number and the amounts left to right inside the Arabic', async ({ page }) => {
    await openTill(page);
    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tablist', { name: ar('Groups') }).getByRole('tab', { name: 'Drinks & Sides' }).tap();
    await page.getByRole('tablist', { name: ar('Categories') }).getByRole('tab', { name: 'Cold drinks' }).tap();
    await page.getByRole('list', { name: ar('Products') }).getByRole('button', { name: /^Mineral water/ }).tap();
    await page.getByRole('button', { name: ar('Pay'), exact: true }).tap();
    const payment = page.getByRole('dialog', { name: ar('Payment') });
    await payment.getByRole('textbox', { name: ar('Amount tendered') }).fill('1');
    await payment.getByRole('button', { name: ar('Complete sale') }).tap();
    const receipt = page.getByRole('dialog', { name: ar('Receipt') });
    await expect(receipt.getByLabel(ar('Change due'))).toHaveText(ar('Change {amount}', { amount: '0.800' }));
    // Each drawn left to right: its first character at its left end.
    for (const run of [receipt.locator('bdi[dir="ltr"]').filter({ hasText: /^\+965 2222 110\d$/ }), receipt.getByText(/^T\d+-/).first(), receipt.locator('.money').filter({ hasText: /^0\.200$/ }).first()]) {
      await expect(run).toBeVisible();
      const edges = await run.evaluate((el) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) ?? el.firstChild!.firstChild!;
        const first = document.createRange();
        first.setStart(text, 0);
        first.setEnd(text, 1);
        return { first: first.getBoundingClientRect().left, box: el.getBoundingClientRect().left };
      });
      expect(Math.abs(edges.first - edges.box)).toBeLessThan(2);
    }
  });

  test('the canvas that draws an Arabic line for the printer applies the left-to-right isolates as the screen does', async ({ page }) => {
    await openTill(page);
    const same = await page.evaluate(() => {
      const draw = (text: string) => {
        const canvas = new OffscreenCanvas(400, 32);
        const ctx = canvas.getContext('2d')!;
        ctx.font = '22px sans-serif';
        ctx.direction = 'rtl';
        ctx.textAlign = 'right';
        ctx.fillText(text, 400, 20);
        return [...ctx.getImageData(0, 0, 400, 32).data].join(',');
      };
      const isolated = draw('هاتف \u2066+965 2222 1100\u2069');
      // What a right-to-left line must hold for the number to read "+965 2222 1100".
      return { asWritten: isolated === draw('هاتف 1100 2222 965+'), unchanged: isolated === draw('هاتف +965 2222 1100') };
    });
    expect(same).toEqual({ asWritten: true, unchanged: false });
  });
});
