import { expect, test } from './fixtures';
import { addToEmptyOrder, openCategory, openNewTill, openTill, orderLines, payCash, product, expectSynced, chooseMore } from './helpers';
import { approveAsManager } from './dayHelpers';

test('a strict Content-Security-Policy: no inline script runs, and selling breaks no rule of it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await openTill(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // First in <head>: no tag before it loads anything unchecked.
  expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('http-equiv'))).toBe('Content-Security-Policy');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  violations.length = 0;

  await openCategory(page, 'Drinks & Sides', 'Desserts');
  await addToEmptyOrder(page, 'Tiramisu');
  await expect(orderLines(page)).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('the API key travels only in the Authorization header (none before enrolling gives it), and customer_id is never sent', async ({ page, emulator }) => {
  await openNewTill(page);
  const requests = emulator.control.requests().filter((r) => r.path.startsWith('/api/'));
  expect(requests.length).toBeGreaterThan(5);
  for (const r of requests) {
    expect(JSON.stringify(r.query)).not.toContain('demo-key');
    expect(r.query).not.toHaveProperty('api_key');
    expect(r.query).not.toHaveProperty('customer_id');
    expect(r.body ?? '').not.toContain('customer_id');
    // Enrolling, which gives the key (assumed-contracts 17), is the one request without it.
    expect(r.headers.authorization).toBe(r.path === '/api/v2/terminals/enrol' ? undefined : 'Bearer demo-key');
  }
  expect(requests.filter((r) => r.path === '/api/v2/terminals/enrol')).toHaveLength(1);
});

test('a revoked key: the sale waits, a new key entered behind the manager PIN uploads it, and nothing local is lost', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setApiKey('rotated-key');

  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  const receipt = await payCash(page, '1');
  const ticket = /Ticket\s+(\S+)/.exec(receipt)?.[1];
  expect(ticket).toBeTruthy();
  await expect
    .poll(() => emulator.control.requests().some((r) => r.path === '/api/v2/invoices' && r.status === 401))
    .toBe(true);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('key rejected');

  await chooseMore(page, 'Change server or key');
  const dialog = page.getByRole('dialog', { name: 'Change server or key' });
  // No manager yet: the first is made in "Manager approval", behind the terminal's (stored) API key.
  await approveAsManager(page);
  await expect(dialog.getByRole('textbox', { name: 'Server URL' })).toHaveValue(emulator.url);
  // The connect check must pass before anything is saved: the old key is refused and the form stays.
  await dialog.getByRole('textbox', { name: 'API key' }).fill('demo-key');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByRole('alert')).toContainText('rejected the API key');
  await dialog.getByRole('textbox', { name: 'API key' }).fill('rotated-key');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  expect(emulator.control.invoices().map((i) => i.body.ticket_no)).toEqual([ticket]);
  await expect(orderLines(page)).toHaveCount(1);
  await expectSynced(page);

  // The manager made here is signed in; "Lock" leaves the till to "Sign in", and a cashier's change asks a manager again.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Mona' })).toBeVisible();
});

test('a key of another branch: "Change server or key" says so and sends nothing waiting there until staff confirm', async ({ page, emulator }) => {
  await openTill(page);
  emulator.control.setApiKey('airport-key');
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await payCash(page, '1');
  await expect
    .poll(() => emulator.control.requests().some((r) => r.path === '/api/v2/invoices' && r.status === 401))
    .toBe(true);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  emulator.control.setSession({ location: { id: 99, name: 'Airport' } });

  await chooseMore(page, 'Change server or key');
  const dialog = page.getByRole('dialog', { name: 'Change server or key' });
  // The first manager is made behind the terminal's (stored) API key.
  await approveAsManager(page);
  // The approval gives way to the server and key.
  await expect(dialog.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'API key' }).fill('airport-key');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('This key sells for Airport (branch 99), but 1 sale, refund, shift, void or sold-out mark waiting to upload was made at branch');
  // Asked, not saved: the sale still waits and the server has nothing.
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('1');
  expect(emulator.control.invoices()).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Connect and send them there' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  // Sent where staff confirmed; a server that keeps each branch's sales apart refuses a sale
  // of another branch (422), and the till keeps it in sight as refused, never lost.
  await expect(page.getByLabel('Orders rejected')).toHaveText('1');
  expect(emulator.control.invoices()).toHaveLength(0);
});
