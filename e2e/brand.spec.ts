/**
 * 2.10.9 one order, one brand: the brand stored with the open order decides the menu after a
 * reload and in a second tab, and the receipt header agrees with the lines.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, payCash, product, expectSynced, inFront } from './helpers';

const brandTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Brands' }).getByRole('tab', { name });

/** Switches an empty order to Green Bowl and sells a mineral water there. */
async function greenBowlWater(page: Page) {
  await brandTab(page, 'Green Bowl').click();
  await expect(brandTab(page, 'Green Bowl')).toHaveAttribute('aria-selected', 'true');
  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
}

test('2.10.9 after a reload the menu opens on the open order\'s brand, and the receipt header is that brand\'s', async ({ page }) => {
  await openTill(page);
  await greenBowlWater(page);

  await page.reload();
  await expectSynced(page);
  await expect(orderLines(page)).toHaveCount(1);
  await expect(brandTab(page, 'Green Bowl')).toHaveAttribute('aria-selected', 'true');
  await expect(brandTab(page, 'Burger Yard')).toHaveAttribute('aria-selected', 'false');

  await openCategory(page, null, 'Cold drinks');
  await product(page, 'Sparkling water').click();
  await expect(orderLines(page)).toHaveCount(2);
  const receipt = await payCash(page, '1');
  expect(receipt).toContain('Green Bowl');
  expect(receipt).not.toContain('Burger Yard');
});

test('2.10.9 a second tab follows the order\'s brand; another brand is only reached through "Switch brand?"', async ({ page, context }) => {
  const second = await context.newPage();
  await openTill(page);
  await openTill(second);
  await expect(brandTab(second, 'Burger Yard')).toHaveAttribute('aria-selected', 'true');

  await greenBowlWater(await inFront(page));

  await inFront(second);
  await expect(orderLines(second)).toHaveCount(1);
  await expect(brandTab(second, 'Green Bowl')).toHaveAttribute('aria-selected', 'true');
  await brandTab(second, 'Burger Yard').click();
  const ask = second.getByRole('alertdialog', { name: 'Switch brand?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep order' }).click();
  await expect(brandTab(second, 'Green Bowl')).toHaveAttribute('aria-selected', 'true');

  await openCategory(second, null, 'Cold drinks');
  await product(second, 'Sparkling water').click();
  await expect(orderLines(second)).toHaveCount(2);
  await expect(orderLines(page)).toHaveCount(2);
  const receipt = await payCash(second, '1');
  expect(receipt).toContain('Green Bowl');
  expect(receipt).not.toContain('Burger Yard');
});
