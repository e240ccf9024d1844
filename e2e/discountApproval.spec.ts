/**
 * A manager's approval of a discount is bound to what it approved (assumed-contracts 10): the
 * "Manager approval" dialog says the line, the percent and the amount, and a cashier who then
 * raises the line's quantity is asked for a manager's approval again, for the new amount.
 */
import { expect, test } from './fixtures';
import { approveAsManager } from './dayHelpers';
import { openLine, orderLines } from './helpers';
import { kunafaForCashier } from './staffHelpers';

const CASHIER_PIN = '246802';

test('more units of a line a manager discounted ask "Manager approval" again, for the new amount', async ({ page, emulator }) => {
  test.setTimeout(120_000);
  await kunafaForCashier(page, emulator.url, CASHIER_PIN);

  // 20 % off (the product's cap) by the cashier (limit 0 %): the manager sees what is approved.
  const line = await openLine(orderLines(page).first());
  await line.getByRole('button', { name: 'Discount' }).click();
  await page.getByRole('textbox', { name: 'Discount %' }).fill('20');
  await page.getByRole('button', { name: 'Apply discount' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Discount 20 % on Kunafa, 0.290');
  await approveAsManager(page);
  await expect(orderLines(page).first()).toContainText('Discount 20%');

  // One more Kunafa would be 0.580 off: refused, said, and the manager is asked again.
  await (await openLine(orderLines(page).first())).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(approval).toContainText('Discount 20 % on Kunafa, 0.580');
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(approval).toHaveCount(0);
  await expect(line.getByRole('alert')).toContainText('would pass what the manager approved');
  await expect(line.getByLabel('Quantity')).toHaveText('1');

  // Approved, the change goes through.
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await approveAsManager(page);
  await expect(line.getByLabel('Quantity')).toHaveText('2');
  await expect(line.getByRole('alert')).toHaveCount(0);
  await expect(orderLines(page).first()).toContainText('Discount 20% (−0.580)');
});
