import { expect, test } from './fixtures';
import { expectSynced } from './helpers';

test('the demo starts connected: categories show, a tapped product lands in the order', async ({ page }) => {
  await page.goto('/');
  await expectSynced(page);
  const categories = page.getByRole('tablist', { name: 'Categories' });
  await expect(categories.getByRole('tab', { name: 'Burgers' })).toHaveAttribute('aria-selected', 'true');
  await expect(categories.getByRole('tab')).toHaveText(['Burgers', 'Wraps', 'Chicken', 'Specials']);

  await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: /^Mineral water/ }).click();

  const order = page.getByRole('list', { name: 'Order' });
  await expect(order.getByRole('listitem')).toHaveCount(1);
  await expect(order.getByRole('listitem').first()).toContainText('Mineral water');
  await expect(page.getByLabel('Order total')).toHaveText('0.200');
});

test('a terminal with no server shows the connect form and says when the key is wrong', async ({ page, emulator }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Server URL' }).fill(emulator.url);
  await page.getByRole('textbox', { name: 'API key' }).fill('wrong-key');
  // The one who connects the terminal, holding its key, is made its first manager.
  await page.getByLabel('Manager name').fill('Mona');
  await page.getByLabel('New manager PIN').fill('135790');
  await page.getByLabel('Repeat PIN').fill('135790');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText(/key/i);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toHaveValue(emulator.url);

  await page.getByRole('textbox', { name: 'API key' }).fill('demo-key');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('tablist', { name: 'Categories' })).toBeVisible();
  await expectSynced(page);
  // The manager made with the connection is signed in; "Lock" leaves the till to "Sign in".
  await expect(page.getByLabel('Signed in')).toHaveText('Mona');
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Mona' })).toBeVisible();
});
