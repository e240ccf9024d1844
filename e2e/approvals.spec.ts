/**
 * Who may do what (ui-contract "Staff and approvals"): a manager's approval opens the one action
 * it was asked for, "Lock" ends it, and training and the kiosk start and end with nobody signed
 * in, so nobody works as, or comes back as, a person who did not sign in.
 */
import { expect, test } from './fixtures';
import { approveAsManager, MANAGER_PIN, startKiosk } from './dayHelpers';
import { chooseMore, inFront } from './helpers';
import { addStaff, connectAsManager, lockAndSignIn, signIn } from './staffHelpers';

const CASHIER_PIN = '246802';
const BANNER = 'Training: nothing is recorded';

test('a cashier’s approved Settings does not open Staff, and "Lock" on another tab closes Settings', async ({ page, context, emulator }) => {
  await connectAsManager(page, emulator.url);
  await addStaff(page, [{ name: 'Ali', role: 'Cashier', pin: CASHIER_PIN }]);
  await lockAndSignIn(page, 'Ali', CASHIER_PIN);

  await chooseMore(page, 'Settings');
  await approveAsManager(page);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Staff', exact: true }).click();
  // "Staff" asks a manager again: the approval was for Settings.
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add person' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make manager' })).toHaveCount(0);
  await approval.getByRole('button', { name: 'Cancel' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await expect(staff.getByRole('button', { name: 'Manager approval' })).toBeVisible();
  await staff.getByRole('button', { name: 'Close' }).click();
  await expect(settings.getByRole('button', { name: 'Start training' })).toBeVisible();

  // "Lock" (here on a second tab of the till) ends the approval: Settings closes, "Sign in" covers the till.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByLabel('Signed in')).toHaveText('Ali');
  await other.getByRole('button', { name: 'Lock' }).click();
  await expect(settings).toBeHidden();
  await signIn(await inFront(page), 'Ali', CASHIER_PIN);
  await chooseMore(page, 'Settings');
  await expect(approval).toBeVisible();
  await expect(settings).toHaveCount(1);
  await expect(settings.getByRole('button', { name: 'Start training' })).toHaveCount(0);
});

test('training starts and ends with nobody signed in: the trainee signs in as themselves, and leaving brings no manager back', async ({ page, emulator }) => {
  await connectAsManager(page, emulator.url);
  await addStaff(page, [{ name: 'Ali', role: 'Cashier', pin: CASHIER_PIN }]);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Start training' }).click();
  await expect(settings).toBeHidden();

  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expect(signInDialog).toBeVisible();
  await signIn(page, 'Ali', CASHIER_PIN);

  // Leaving: Settings and "Leave training" each ask a manager.
  await chooseMore(page, 'Settings');
  await approveAsManager(page);
  await settings.getByRole('button', { name: 'Leave training' }).click();
  await approveAsManager(page);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(signInDialog).toBeVisible();
  await expect(page.getByLabel('Signed in')).toHaveCount(0);
});

test('leaving the kiosk asks "Sign in": the manager signed in before it is not back', async ({ page, emulator }) => {
  await connectAsManager(page, emulator.url);
  await startKiosk(page, MANAGER_PIN);
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await approveAsManager(page);
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toBeVisible();
  await expect(page.getByLabel('Signed in')).toHaveCount(0);
  await signIn(page, 'Mona', MANAGER_PIN);
});
