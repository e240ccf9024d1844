/**
 * Staff as the till's people drive them (ui-contract "Staff and approvals"): connecting by hand
 * (the one who holds the API key becomes the first manager, signed in), adding a person in
 * Settings, "Sign in", "Lock", and reading the server's per-cashier figures. Shared by
 * e2e/staff.spec.ts, e2e/staffDay.spec.ts and the soak.
 */
import { expect, type Page } from '@playwright/test';
import type { CashierFigures } from '../emulator/staff';
import { approveIfAsked, MANAGER_PIN, openShift } from './dayHelpers';
import { addToEmptyOrder, chooseMore, expectSynced, openCategory, orderLines } from './helpers';

/** Connects the till to `serverUrl` by hand; `manager` becomes the first manager and is signed in. */
export async function connectAsManager(page: Page, serverUrl: string, manager = 'Mona', pin = MANAGER_PIN) {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Server URL' }).fill(serverUrl);
  await page.getByRole('textbox', { name: 'API key' }).fill('demo-key');
  await page.getByLabel('Manager name').fill(manager);
  await page.getByLabel('New manager PIN').fill(pin);
  await page.getByLabel('Repeat PIN').fill(pin);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectSynced(page);
  await expect(page.getByLabel('Signed in')).toHaveText(manager);
}

/**
 * Settings, "Staff": adds each person, then closes both dialogs. Settings and "Staff" ask
 * "Manager approval" unless a manager is signed in; a terminal without a manager makes its first one
 * there (Mona, behind the API key), who is then signed in. `idleLockMinutes` sets "Lock after
 * idle (minutes)" (0: never).
 */
export async function addStaff(page: Page, people: readonly { name: string; role: 'Cashier' | 'Manager'; pin: string }[], idleLockMinutes?: number) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await approveIfAsked(page, () => settings.isVisible());
  await settings.getByRole('button', { name: 'Staff', exact: true }).click();
  const staff = page.getByRole('dialog', { name: 'Staff' });
  await approveIfAsked(page, () => staff.getByRole('button', { name: 'Add person' }).isVisible());
  for (const person of people) {
    await staff.getByRole('button', { name: 'Add person' }).click();
    await staff.getByLabel('Name', { exact: true }).fill(person.name);
    await staff.getByRole('radio', { name: person.role }).check();
    await staff.getByLabel('New PIN').fill(person.pin);
    await staff.getByLabel('Repeat PIN').fill(person.pin);
    await staff.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(staff.getByRole('list', { name: 'Staff' }).getByRole('listitem', { name: person.name })).toContainText(person.role);
  }
  if (idleLockMinutes !== undefined) {
    const idle = staff.getByRole('textbox', { name: 'Lock after idle (minutes)' });
    await idle.fill(String(idleLockMinutes));
    // Kept when the field is left.
    await idle.blur();
  }
  await staff.getByRole('button', { name: 'Close' }).click();
  await settings.getByRole('button', { name: 'Close' }).click();
}

/**
 * A manager and a cashier at one till: Mona connects it by hand (the first manager) and adds
 * Ali, a cashier with `cashierPin`; she opens the shift and puts a Kunafa on the order; "Lock",
 * and Ali signs in: the open order stays, his to sell.
 */
export async function kunafaForCashier(page: Page, serverUrl: string, cashierPin: string) {
  await connectAsManager(page, serverUrl);
  await addStaff(page, [{ name: 'Ali', role: 'Cashier', pin: cashierPin }]);
  await openShift(page, 'Mona', '20');
  await openCategory(page, 'Drinks & Sides', 'Desserts');
  await addToEmptyOrder(page, 'Kunafa');
  await lockAndSignIn(page, 'Ali', cashierPin);
  await expect(orderLines(page)).toHaveCount(1);
}

/** "Sign in" (already open): the person's button, their PIN; waits until the status bar names them. */
export async function signIn(page: Page, name: string, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name }).click();
  // The PIN signs in by itself at its length.
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await expect(page.getByLabel('Signed in')).toHaveText(name);
}

/** "Lock", then the next person signs in. */
export async function lockAndSignIn(page: Page, name: string, pin: string) {
  await page.getByRole('button', { name: 'Lock' }).click();
  await signIn(page, name, pin);
}

/** The emulator's per-cashier figures of the UTC day `day` (YYYY-MM-DD), computed from what it stored. */
export async function staffFigures(page: Page, serverUrl: string, day: string): Promise<CashierFigures[]> {
  const answer = await page.request.get(`${serverUrl}/api/v2/staff-performance?date=${day}`, { headers: { Authorization: 'Bearer demo-key' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { by_cashier: CashierFigures[] } }).data.by_cashier;
}

/** The cells of a "By cashier" row as the Z report shows `f`: sales, discounts, refunds, voids, tips. */
export function cashierCells(f: CashierFigures, digits = 3): string[] {
  const show = (amount: number) => amount.toFixed(digits);
  return [
    `${show(f.sales_total)} (${f.sales_count})`,
    show(f.discount_total),
    `${show(f.refunds_total)} (${f.refunds_count})`,
    `${show(f.voids_total)} (${f.voids_count})`,
    show(f.tips_total),
  ];
}
