import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product, scan } from './helpers';

test('walks brand, group, category and product; switching brand with an open order asks first', async ({ page }) => {
  await openTill(page);
  const brands = page.getByRole('tablist', { name: 'Brands' });
  await expect(brands.getByRole('tab')).toHaveText(['Burger Yard', 'Green Bowl']);
  await expect(brands.getByRole('tab', { name: 'Burger Yard' })).toHaveAttribute('aria-selected', 'true');

  // Green Bowl has no groups: no scoping, every category with products shows.
  await brands.getByRole('tab', { name: 'Green Bowl' }).click();
  await expect(page.getByRole('tablist', { name: 'Groups' })).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Salads' })).toBeVisible();

  // Back to Burger Yard: its first group scopes the rail (2.10.2).
  await brands.getByRole('tab', { name: 'Burger Yard' }).click();
  await openCategory(page, 'Drinks & Sides', 'Hot drinks');
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Hot drinks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Salads' })).toHaveCount(0);
  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);

  await brands.getByRole('tab', { name: 'Green Bowl' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Switch brand?' });
  await ask.getByRole('button', { name: 'Keep order' }).click();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(brands.getByRole('tab', { name: 'Burger Yard' })).toHaveAttribute('aria-selected', 'true');

  await brands.getByRole('tab', { name: 'Green Bowl' }).click();
  await ask.getByRole('button', { name: 'Switch brand' }).click();
  await expect(orderLines(page)).toHaveCount(0);
  await expect(brands.getByRole('tab', { name: 'Green Bowl' })).toHaveAttribute('aria-selected', 'true');
});

test('a barcode scanner adds the product it reads; an unknown code is named in an alert', async ({ page }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  // Scanners type fast and end with Enter, wherever the focus is.
  await scan(page, '6271000000473');
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page).first()).toContainText('Mineral water');

  await scan(page, '1234567890128');
  await expect(page.getByRole('alert').filter({ hasText: '1234567890128' })).toBeVisible();

  // Typing into the search box is a search, not a scan.
  await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('latte', { delay: 80 });
  await expect(product(page, 'Caffè latte')).toBeVisible();
  await expect(orderLines(page)).toHaveCount(1);
});
