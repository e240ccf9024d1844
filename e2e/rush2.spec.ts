/**
 * Rush hour by touch, part two: the kiosk's customer (where they eat, no free text, the end
 * screen's number and what to do), splitting a table by item in a few taps, meals chosen step
 * by step, and the discounts a shop uses. Every step is a tap on a touch screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tapCounter } from './taps';
import { approveAsManager, brandTile, diningChoice, markPaidByCard, startKiosk } from './dayHelpers';
import { fontSize, largestText, openCategory, openDealByTouch, openTill, orderLines, product } from './helpers';
import { smallTargets } from './targets';

async function staffOrders(page: Page, pin: string) {
  await page.getByRole('button', { name: 'Staff' }).tap();
  await page.getByRole('dialog', { name: 'Staff' }).getByRole('button', { name: 'Orders', exact: true }).tap();
  await approveAsManager(page, pin);
  return page.getByRole('dialog', { name: 'Orders' });
}

test.describe('the kiosk customer on a 1080 x 1920 touch kiosk', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1080, height: 1920 } });

  test('"Eat in" or "Take away" is asked first and reaches the kitchen ticket; no free text; the end screen leads with the number and what to do', async ({ page }) => {
    await openTill(page);
    await startKiosk(page, '246813', '90', false);

    // Nothing is chosen for the customer, and no order starts before they answer.
    const eatIn = diningChoice(page, 'Eat in');
    const takeAway = diningChoice(page, 'Take away');
    await expect(eatIn).toHaveAttribute('aria-pressed', 'false');
    await expect(takeAway).toHaveAttribute('aria-pressed', 'false');
    await brandTile(page, 'Burger Yard').tap();
    await expect(page.getByRole('group', { name: 'Where will you eat?' }).getByRole('alert')).toContainText('Choose "Eat in" or "Take away" first.');
    await takeAway.tap();
    await expect(takeAway).toHaveAttribute('aria-pressed', 'true');
    await brandTile(page, 'Burger Yard').tap();

    // A burger with choices opens its picker: choices only, nothing to type.
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Burgers' }).tap();
    await product(page, 'Classic beef burger').tap();
    const picker = page.getByRole('dialog', { name: 'Classic beef burger' });
    await expect(picker.getByRole('button', { name: 'Add to order' })).toBeVisible();
    await expect(picker.getByRole('textbox')).toHaveCount(0);
    await picker.getByRole('button', { name: 'Add to order' }).tap();
    await expect(orderLines(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay at the counter' }).tap();

    // The number, then what to do with it, are the two largest texts, both on screen.
    const end = page.getByRole('dialog', { name: 'Thank you!' });
    const call = end.getByLabel('Call number');
    await expect(call).toHaveText('1');
    const todo = end.getByText('Pay 1.950 at the counter with number 1', { exact: true });
    await expect(todo).toBeInViewport();
    await expect(call).toBeInViewport();
    expect(await fontSize(call)).toBe(await largestText(end));
    const ticket = /T\d+-[0-9A-F]{8}-\d{6}/.exec(await end.innerText())?.[0] ?? '';
    const rest = end.getByText(ticket, { exact: true });
    expect(await fontSize(todo)).toBeGreaterThan(await fontSize(rest));
    await end.getByRole('button', { name: 'Done' }).tap();

    // Staff take the payment; the order's kitchen ticket says it is to take away.
    const orders = await staffOrders(page, '246813');
    const order = orders.getByRole('listitem', { name: ticket });
    await markPaidByCard(page, order, null);
    await order.getByRole('button', { name: 'Kitchen ticket' }).tap();
    await expect(page.getByRole('dialog', { name: 'Kitchen ticket' }).getByRole('region', { name: 'Kitchen ticket' })).toContainText('TAKE AWAY');
  });
});

test.describe('a table by touch at 1280 x 800', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('"Split bill" by two items takes three taps; each bill shows its total; "Equal parts" sits beside', async ({ page }) => {
    await openTill(page);
    await openCategory(page, 'Drinks & Sides', 'Cold drinks');
    for (const name of ['Mineral water', 'Sparkling water', 'Iced peach tea']) await product(page, name).tap();
    await expect(orderLines(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Split bill' }).tap();
    const split = page.getByRole('dialog', { name: 'Split bill' });
    const bill = (n: number) => split.getByRole('group', { name: `Bill ${n}`, exact: true });
    await expect(bill(1).getByLabel('Bill total')).toHaveText('1.500');
    await expect(bill(2).getByLabel('Bill total')).toHaveText('0.000');
    await expect(split.getByRole('button', { name: 'Bill 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(split.getByRole('button', { name: 'Equal parts' })).toBeVisible();
    expect(await smallTargets(split)).toEqual([]);

    const counter = tapCounter();
    await counter.tap(bill(1).getByRole('button', { name: 'Move one Sparkling water to Bill 2' }));
    await counter.tap(bill(1).getByRole('button', { name: 'Move one Iced peach tea to Bill 2' }));
    // Each bill's total follows every tap, in view.
    await expect(bill(1).getByLabel('Bill total')).toHaveText('0.200');
    await expect(bill(2).getByLabel('Bill total')).toHaveText('1.300');
    await expect(bill(2).getByLabel('Bill total')).toBeInViewport();
    await counter.tap(split.getByRole('button', { name: 'Split', exact: true }));
    await expect(split).toBeHidden();
    expect(counter.taps).toBeLessThanOrEqual(5);

    // Bill 1 stays open; bill 2 waits with the two drinks.
    await expect(page.getByLabel('Order total')).toHaveText('0.200');
    await page.getByRole('button', { name: 'Parked orders' }).tap();
    await expect(page.getByRole('dialog', { name: 'Parked orders' }).getByRole('listitem').filter({ hasText: '(2/2)' })).toContainText('1.300');
  });
});

test.describe('a meal by touch at 1280 x 800', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('a meal is chosen one step at a time, passing pre-ticked steps by itself; its order line reads cleanly', async ({ page }) => {
    await openTill(page);
    const { picker: meal, steps } = await openDealByTouch(page, 'Burger meal');
    await expect(steps).toHaveText(['1. Burgers', '2. Sides', '3. Cold drinks']);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    expect(await smallTargets(meal)).toEqual([]);

    // One step at a time: the burger's slot only, with "Back" held on the first step.
    await expect(meal.getByRole('group', { name: 'Sides' })).toHaveCount(0);
    await expect(meal.getByRole('button', { name: 'Back' })).toBeDisabled();
    // A tick that completes a step moves on: a tap, not a check that waits on the box left behind.
    await meal.getByRole('group', { name: 'Burgers' }).getByRole('checkbox', { name: /^Classic beef burger/ }).tap();
    // Its bun and doneness are pre-ticked and its extras optional: those steps are passed without a tap.
    await expect(steps).toHaveText([/^1\. Burgers/, /^2\. Classic beef burger/, /^3\. Classic beef burger extras/, /^4\. Sides/, /^5\. Cold drinks/]);
    await expect(steps.nth(0)).toHaveAccessibleName('1. Burgers done');
    await expect(steps.nth(1)).toHaveAccessibleName('2. Classic beef burger done');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(meal.getByRole('group', { name: 'Sides' })).toBeInViewport();
    await meal.getByRole('group', { name: 'Sides' }).getByRole('checkbox', { name: /^French fries/ }).tap();
    await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
    await meal.getByRole('group', { name: 'Cold drinks' }).getByRole('checkbox', { name: /^Pepsi/ }).check();
    // A tile opens any step: the burger's pre-ticked choices are there to change.
    await steps.nth(1).tap();
    await expect(meal.getByRole('group', { name: 'Bun' }).getByRole('checkbox', { name: /^Brioche bun/ })).toBeChecked();
    await meal.getByRole('button', { name: 'Add to order' }).tap();

    // "Classic beef burger: Brioche bun, Medium; French fries; Pepsi: Regular": no leading, trailing or doubled separator.
    const choices = orderLines(page).first().locator('.order-line__detail');
    await expect(choices).toContainText('; French fries; Pepsi');
    expect(await choices.innerText()).toMatch(/^Classic beef burger: [^;,]+(, [^;,]+)*; French fries; Pepsi(: [^;,]+)?$/);
  });
});
