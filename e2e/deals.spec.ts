import { expect, test } from './fixtures';
import { openStep, openTill, orderLines } from './helpers';

const COLD_DRINKS = [44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55];

test('a deal whose slot has nothing left shows why in "Deals" and is never added short (2.2, 2.10.11)', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setSoldOut(COLD_DRINKS);
  await page.getByRole('button', { name: 'Sync now' }).click();

  await page.getByRole('button', { name: 'Deals' }).click();
  const deals = page.getByRole('dialog', { name: 'Deals' });
  const burgerMeal = deals.getByRole('button', { name: 'Burger meal' });
  await expect(burgerMeal).toContainText('Unavailable: nothing left in Cold drinks');
  await expect(burgerMeal).toHaveAttribute('aria-disabled', 'true');
  // A deal without a cold drink slot is still for sale.
  await expect(deals.getByRole('button', { name: 'Coffee & cake deal' })).not.toHaveAttribute('aria-disabled', 'true');

  await burgerMeal.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Burger meal' })).toHaveCount(0);
  await expect(orderLines(page)).toHaveCount(0);

  // The drinks come back: the deal can be sold again.
  emulator.control.setSoldOut([]);
  await deals.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.getByRole('button', { name: 'Deals' }).click();
  await expect(deals.getByRole('button', { name: 'Burger meal' })).not.toContainText('Unavailable');
});

test('a slot that holds 4 takes the same burger and drink more than once with their steppers (2.2 max_allowed)', async ({ page }) => {
  await openTill(page);
  await page.getByRole('button', { name: 'Deals' }).click();
  await page.getByRole('dialog', { name: 'Deals' }).getByRole('button', { name: 'Family box' }).click();
  const box = page.getByRole('dialog', { name: 'Family box' });
  const burgers = box.getByRole('group', { name: 'Burgers' });
  await burgers.getByRole('button', { name: 'Increase Veggie burger' }).click();
  await burgers.getByRole('button', { name: 'Increase Veggie burger' }).click();
  await expect(burgers.getByLabel('Quantity of Veggie burger')).toHaveText('2');
  await (await openStep(box, 'Sides')).getByRole('checkbox', { name: /^French fries/ }).click();
  const drinks = await openStep(box, 'Cold drinks');
  await drinks.getByRole('checkbox', { name: /^Pepsi/ }).check();
  await drinks.getByRole('button', { name: 'Increase Pepsi' }).click();
  await drinks.getByRole('button', { name: 'Increase Pepsi' }).click();
  await expect(drinks.getByLabel('Quantity of Pepsi')).toHaveText('3');
  await box.getByRole('button', { name: 'Add to order' }).click();

  const line = orderLines(page).first();
  await expect(line).toContainText('2 × Veggie burger');
  await expect(line).toContainText('3 × Pepsi');
  await expect(line.getByLabel('Line total')).toHaveText('8.950');
});
