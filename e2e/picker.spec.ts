import { expect, test } from './fixtures';
import { openCategory, openLine, openStep, openTill, orderLines, product } from './helpers';

test('a burger with a required sauce, a default bun, two extra cheeses and an add-on; then a three-slot combo', async ({ page }) => {
  await openTill(page);
  await product(page, 'Chicken burger').click();
  const picker = page.getByRole('dialog', { name: 'Chicken burger' });

  // 2.10.6: the default bun is ticked on open; the required sauce blocks the line.
  await expect(picker.getByRole('group', { name: 'Bun' }).getByRole('checkbox', { name: /^Brioche bun/ })).toBeChecked();
  const add = picker.getByRole('button', { name: 'Add to order' });
  await expect(add).toBeDisabled();
  await expect(picker).toContainText('Choose 1 in Sauces');

  await picker.getByRole('group', { name: 'Sauces' }).getByRole('checkbox', { name: /^Garlic mayo/ }).check();
  const addons = picker.getByRole('group', { name: 'Add-ons' });
  await addons.getByRole('checkbox', { name: /^Extra cheese/ }).check();
  await addons.getByRole('button', { name: 'Increase Extra cheese' }).click();
  await addons.getByRole('checkbox', { name: /^Extra patty/ }).check();
  await expect(add).toBeEnabled();
  await add.click();

  await expect(orderLines(page)).toHaveCount(1);
  const burger = orderLines(page).first();
  await expect(burger).toContainText('Garlic mayo');
  await expect(burger).toContainText('Extra cheese');
  // 1.750 + 0.100 sauce + 2 x 0.300 cheese + 0.900 patty
  await expect(burger.getByLabel('Line total')).toHaveText('3.350');

  await page.getByRole('button', { name: 'Deals' }).click();
  await page.getByRole('dialog', { name: 'Deals' }).getByRole('button', { name: /^Wrap meal/ }).click();
  const combo = page.getByRole('dialog', { name: 'Wrap meal' });
  // A tick that completes a step moves on to the next: a click, not a check that waits on the box.
  await (await openStep(combo, 'Wraps')).getByRole('checkbox', { name: /^Halloumi wrap/ }).click();
  await (await openStep(combo, 'Sides')).getByRole('checkbox', { name: /^Coleslaw/ }).click();
  await (await openStep(combo, 'Cold drinks')).getByRole('checkbox', { name: /^Fresh orange juice/ }).check();
  await combo.getByRole('button', { name: 'Add to order' }).click();

  await expect(orderLines(page)).toHaveCount(2);
  const deal = orderLines(page).nth(1);
  await expect(deal).toContainText('Halloumi wrap');
  await expect(deal).toContainText('Fresh orange juice');
  // 2.250 + 0.300 for the juice as a combo child
  await expect(deal.getByLabel('Line total')).toHaveText('2.550');
  await expect(page.getByLabel('Order total')).toHaveText('5.900');
});

test('a product filed in two categories ("Hot Drinks,Desserts") is offered the add-ons of both', async ({ page }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Hot drinks');
  // Nothing required to ask: it goes straight to the order, and "Modify" opens its picker.
  await product(page, 'Affogato').click();
  await expect(orderLines(page).first().getByLabel('Line total')).toHaveText('1.250');
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Modify' }).click();
  const addons = page.getByRole('dialog', { name: 'Affogato' }).getByRole('group', { name: 'Add-ons' });
  await expect(addons.getByRole('checkbox', { name: /^Extra espresso shot/ })).toBeVisible();
  await addons.getByRole('checkbox', { name: /^Whipped cream/ }).check();
  await page.getByRole('dialog', { name: 'Affogato' }).getByRole('button', { name: 'Save changes' }).click();
  // 1.250 + 0.200 whipped cream, on the same line
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page).first().getByLabel('Line total')).toHaveText('1.450');
});
