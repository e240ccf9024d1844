/**
 * The counter on a 7-inch 600 x 960 touch screen: "Lock" stays in the bar and "Shifts" is
 * reached from "More"; Settings in sections with a short list of them; a discount preset a
 * manager keeps, given to the whole order in two taps, spread within each product's cap with
 * the rest refused and said; the receipt giving way to a new sale by itself, the change due its
 * largest text until then; "Orders" with one search box.
 */
import { expect, test } from './fixtures';
import { tapCounter } from './taps';
import { approveIfAsked, closeShift, openShift } from './dayHelpers';
import { fontSize, largestText, openCategory, openOrderSheet, orderLines, product } from './helpers';
import { connectAsManager } from './staffHelpers';

test.describe('the counter at 600 x 960 by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 600, height: 960 } });

  test('a preset order discount in two taps, a new sale by itself, "Lock" in the bar, "Shifts" from "More"', async ({ page, emulator }) => {
    await connectAsManager(page, emulator.url);
    await expect(page.getByRole('button', { name: 'Lock' })).toBeInViewport({ ratio: 1 });

    // Settings: a short list of its sections first; a tap brings one into view.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Settings', exact: true }).tap();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await approveIfAsked(page, () => settings.isVisible());
    const index = settings.getByRole('navigation', { name: 'Settings sections' });
    await expect(index.getByRole('button')).toHaveText(['People and training', 'Selling', 'Payments and receipts', 'Kitchen', 'Printers and scale', "This terminal's data"]);
    await index.getByRole('button', { name: 'Selling' }).tap();
    const selling = settings.getByRole('region', { name: 'Selling' });
    await expect(selling.getByRole('heading', { name: 'Selling' })).toBeInViewport();
    await selling.getByRole('checkbox', { name: 'Start a new sale by itself' }).tap();
    await expect(selling.getByRole('checkbox', { name: 'Start a new sale by itself' })).toBeChecked();
    const add = selling.getByRole('form', { name: 'Add preset' });
    await add.getByRole('textbox', { name: 'Preset name' }).fill('Staff meal');
    await add.getByRole('textbox', { name: 'Preset percent' }).fill('50');
    await add.getByRole('button', { name: 'Add preset' }).tap();
    await expect(selling.getByRole('list', { name: 'Discount presets' }).getByRole('listitem')).toHaveText([/^Staff meal 50 %/]);
    await settings.getByRole('button', { name: 'Close' }).tap();

    await openShift(page, 'Mona', '20');
    await openCategory(page, 'Drinks & Sides', 'Desserts');
    await product(page, 'Kunafa').tap();
    await product(page, 'New York cheesecake').tap();
    await expect(orderLines(page)).toHaveCount(2);

    // Two taps: "Order discount", the preset. Each line takes at most its 20 % cap.
    await openOrderSheet(page);
    const taps = tapCounter();
    await taps.tap(page.getByRole('button', { name: 'Order discount' }));
    await taps.tap(page.getByRole('dialog', { name: 'Order discount' }).getByRole('button', { name: /^Staff meal/ }));
    expect(taps.taps).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: 'Discount 0.620 on the order' })).toHaveText(
      'Discount 0.620 on the order; 0.930 not given: Kunafa: up to 20 %; New York cheesecake: up to 20 %.',
    );
    await expect(page.getByLabel('Order total', { exact: true })).toContainText('2.480');

    await page.getByRole('button', { name: 'Pay', exact: true }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Cash' }).tap();
    await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('5');
    await payment.getByRole('button', { name: 'Complete sale' }).tap();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    const change = receipt.getByRole('group', { name: 'Change due' });
    await expect(change).toHaveText('Change 2.520');
    await expect(change).toBeInViewport({ ratio: 1 });
    await expect(receipt.getByText(/^New sale in \d+ s$/)).toBeVisible();
    expect(await fontSize(change)).toBe(await largestText(receipt));
    // Nothing tapped: the receipt gives way to an empty order by itself.
    await expect(receipt).toBeHidden({ timeout: 20_000 });
    await expect(page.getByLabel('Order total', { exact: true })).toContainText('0.000');

    // "Orders": one search box finds the sale by its amount.
    await page.getByRole('button', { name: 'Orders', exact: true }).tap();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await expect(orders.getByRole('searchbox')).toHaveCount(1);
    await orders.getByRole('searchbox', { name: 'Search orders' }).fill('2.48');
    await expect(orders.getByRole('listitem').filter({ hasText: '2.480' }).first()).toBeVisible();
    await orders.getByRole('button', { name: 'Close' }).tap();

    await (await closeShift(page, '22.48', '0.000')).getByRole('button', { name: 'Close' }).tap();
    // Closed shifts: "Shifts" is in "More" here, and "Lock" still in the bar.
    await expect(page.getByRole('button', { name: 'Lock' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Shifts', exact: true }).tap();
    await expect(page.getByRole('dialog', { name: 'Shifts' })).toBeVisible();
  });
});
