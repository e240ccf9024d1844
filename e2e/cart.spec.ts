import { expect, test } from './fixtures';
import { addToEmptyOrder, openCategory, openLine, openTill, orderLines, product } from './helpers';

test('an order priced on a sales channel is the same order after a reload', async ({ page }) => {
  await openTill(page);
  await product(page, 'Chicken burger').click();
  const picker = page.getByRole('dialog', { name: 'Chicken burger' });
  await picker.getByRole('group', { name: 'Sauces' }).getByRole('checkbox', { name: /^Garlic mayo/ }).check();
  await picker.getByRole('button', { name: 'Add to order' }).click();
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(page.getByLabel('Order total')).toHaveText('2.050');

  // Delivery app: the burger costs 2.000 there; options and water keep their prices.
  await page.getByRole('combobox', { name: 'Sales channel' }).selectOption({ label: 'Delivery app' });
  await expect(page.getByLabel('Order total')).toHaveText('2.300');
  await (await openLine(orderLines(page).nth(1))).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Order total')).toHaveText('2.500');

  await page.reload();
  await expect(orderLines(page)).toHaveCount(2);
  await expect(orderLines(page).first()).toContainText('Chicken burger');
  await expect(orderLines(page).nth(1).getByLabel('Quantity')).toHaveText('2');
  await expect(page.getByRole('combobox', { name: 'Sales channel' })).toHaveValue('4');
  await expect(page.getByLabel('Order total')).toHaveText('2.500');
});

test('quota: a product with 2 left cannot go to 3, and the till says why', async ({ page }) => {
  await openTill(page);
  await openCategory(page, null, 'Specials');
  await addToEmptyOrder(page, 'Wagyu burger');
  const line = await openLine(orderLines(page).first());
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByLabel('Quantity')).toHaveText('2');
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('alert')).toContainText('Only 2 left');
  await expect(line.getByLabel('Quantity')).toHaveText('2');
});

test('"Modify" one of two chicken burgers: it becomes a Ranch line of its own, and the next Garlic mayo tap joins the first line', async ({ page }) => {
  await openTill(page);
  const addBurger = async () => {
    await product(page, 'Chicken burger').click();
    const picker = page.getByRole('dialog', { name: 'Chicken burger' });
    await picker.getByRole('group', { name: 'Sauces' }).getByRole('checkbox', { name: /^Garlic mayo/ }).check();
    await picker.getByRole('button', { name: 'Add to order' }).click();
    await expect(picker).toHaveCount(0);
  };
  await addBurger();
  await addBurger();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');

  // "Modify" on two units asks which: "Just this one" or "All 2".
  const line = await openLine(orderLines(page).first());
  await line.getByRole('button', { name: 'Modify' }).click();
  const which = line.getByRole('group', { name: 'Which to modify' });
  await expect(which.getByRole('button', { name: 'All 2' })).toBeVisible();
  await which.getByRole('button', { name: 'Just this one' }).click();
  const picker = page.getByRole('dialog', { name: 'Chicken burger' });
  const sauces = picker.getByRole('group', { name: 'Sauces' });
  await expect(sauces.getByRole('checkbox', { name: /^Garlic mayo/ })).toBeChecked();
  await sauces.getByRole('checkbox', { name: /^Garlic mayo/ }).uncheck();
  await sauces.getByRole('checkbox', { name: /^Ranch/ }).check();
  await picker.getByRole('button', { name: 'Save changes' }).click();

  // The Ranch burger is a line of its own, right after the Garlic mayo one, which keeps one.
  await expect(orderLines(page)).toHaveCount(2);
  await expect(orderLines(page).first()).toContainText('Garlic mayo');
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('1');
  await expect(orderLines(page).nth(1)).toContainText('Ranch');
  await expect(orderLines(page).nth(1)).not.toContainText('Garlic mayo');
  await expect(orderLines(page).nth(1).getByLabel('Quantity')).toHaveText('1');

  // The next Garlic mayo burger joins the Garlic mayo line, not the Ranch one.
  await addBurger();
  await expect(orderLines(page)).toHaveCount(2);
  await expect(orderLines(page).first().getByLabel('Quantity')).toHaveText('2');
  await expect(orderLines(page).nth(1).getByLabel('Quantity')).toHaveText('1');
});
