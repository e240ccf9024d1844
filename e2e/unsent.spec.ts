/**
 * The rescue for the worst day: a terminal whose sales cannot leave it (its network, its
 * tablet) exports them to a file signed with its branch's secret and hands them over; another
 * terminal of the branch imports the file and sends them. Each sale and shift reaches the
 * server once, and the first terminal, back online, neither sends them nor refunds them. A
 * changed file is refused, even with its hash recomputed, and changes nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveAsManager, approveIfAsked, closeShift, openShift } from './dayHelpers';
import { chooseMore, expectSynced, openCategory, openTill, payCash, product, waitForServiceWorker } from './helpers';
import { clearedAfterKitchen } from './tableHelpers';

/** "Settings", a manager's approval (the first manager made, or signed in), down to the unsent part. */
async function unsentPart(page: Page) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const gate = settings.getByRole('button', { name: 'Manager approval' });
  const part = settings.getByRole('region', { name: 'Unsent sales and this terminal' });
  await expect(gate.or(part)).toBeVisible();
  if (await gate.isVisible()) {
    await gate.click();
    await approveAsManager(page);
  }
  return part;
}

test('unsent sales and a shift exported on one terminal are handed over to another of the branch, which sends them once; an edited file is refused even with its hash recomputed', async ({ page, context, browser, emulator }, testInfo) => {
  await openTill(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await openShift(page, 'Amal', '20');
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (let i = 0; i < 2; i++) {
    await product(page, 'Mineral water').click();
    await payCash(page, '1');
  }
  await (await closeShift(page, '20.400', '0.000')).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('3');

  const part = await unsentPart(page);
  await expect(part).toContainText('3 sales, refunds, shifts, voids or sold-out marks have not reached the server yet.');
  await part.getByRole('button', { name: 'Log out' }).click();
  await expect(part.getByRole('alert')).toContainText('Not logged out: 3 sales, refunds, shifts, voids or sold-out marks have not reached the server yet');
  const downloading = page.waitForEvent('download');
  await part.getByRole('button', { name: 'Export unsent' }).click();
  const file = testInfo.outputPath('unsent.json');
  await (await downloading).saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ hmac_sha256: expect.stringMatching(/^[0-9a-f]{64}$/), content: { location_id: 3, terminal_id: expect.any(String) } });
  await expect(part.getByRole('status')).toContainText('handed over');
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
  // Handed over: nothing waits here any more, and "Orders" says so.
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');

  // Another terminal of the same branch, enrolled with a code of its own.
  emulator.control.serveNewEnrolmentCode();
  const other = await browser.newContext({ baseURL: emulator.url });
  try {
    const till = await other.newPage();
    await openTill(till);
    const there = await unsentPart(till);
    // A file changed by hand and sealed again with a recomputed SHA-256 is refused, and nothing is queued.
    const content = JSON.stringify((JSON.parse(text) as { content: unknown }).content).replace('"cashier_name":"Amal"', '"cashier_name":"Ama1"');
    const edited = testInfo.outputPath('edited.json');
    writeFileSync(edited, `{"sha256":"${createHash('sha256').update(content).digest('hex')}","content":${content}}`);
    await there.getByLabel('Import unsent').setInputFiles(edited);
    await expect(there.getByRole('alert')).toContainText('not signed');
    await expect(till.getByLabel('Orders waiting to upload')).toHaveText('0');

    await there.getByLabel('Import unsent').setInputFiles(file);
    await expect(there.getByRole('status')).toContainText(': 3 to upload, 0 unpaid counter orders, 0 already on this terminal.');
    await till.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
    await expect(till.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 30_000 });
    expect(emulator.control.invoices()).toHaveLength(2);
    expect(emulator.control.shifts()).toHaveLength(1);
  } finally {
    await other.close();
  }

  // The first terminal comes back: it sends nothing it handed over, and offers no refund of it.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expectSynced(page);
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await expect(orders.getByText('Handed over')).toHaveCount(2);
  await expect(orders.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  expect(emulator.control.invoices()).toHaveLength(2);
  expect(emulator.control.shifts()).toHaveLength(1);
});

test("a cleared order's void waiting while the server is down counts in the status bar and keeps \"Change server or key\" from another server", async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setFault('invoices', { kind: 'http500', status: 503 });
  await clearedAfterKitchen(page);
  await expect
    .poll(() => emulator.control.requests().some((r) => r.path === '/api/v2/invoices' && r.status === 503))
    .toBe(true);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');

  await chooseMore(page, 'Change server or key');
  const dialog = page.getByRole('dialog', { name: 'Change server or key' });
  // The manager who approved the void is signed in: asked again only when not.
  const serverUrl = dialog.getByRole('textbox', { name: 'Server URL' });
  await approveIfAsked(page, () => serverUrl.isVisible());
  await serverUrl.fill('http://127.0.0.1:9');
  await dialog.getByRole('textbox', { name: 'API key' }).fill('demo-key');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The server was not changed: 1');
  await expect(dialog.getByRole('alert')).toContainText('not reached the server yet');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The server is back: the void goes, and nothing waits any more.
  emulator.control.clearFaults();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0', { timeout: 30_000 });
  expect(emulator.control.voids()).toHaveLength(1);
});
