/**
 * The kitchen screen and the ready board (assumed-contracts 14): a station set to "Kitchen
 * screen" gets each send once on its screen (kitchen.html, opened on the till's device), ADDED
 * and VOID on the order they change, "Bump" and "Recall"; the ready board (board.html) moves a
 * bumped call number to "Ready"; a kiosk order paid at the counter reaches the screen as "Mark
 * paid" takes its money; and when the screen's route fails the station gets paper, marked
 * "(screen offline)", once.
 */
import { expect, test } from './fixtures';
import { chooseLanguage, openCategory, openLine, openTill, product, setSetting } from './helpers';
import { counterOrderAtKiosk, staffOrders, startKiosk } from './dayHelpers';
import { ar } from './arabic';
import { countPrints, line, prints, sentTicket, voidWith } from './tableHelpers';
import { barWithScreen, cards, kioskTicket, openKitchenScreen, tableSentToScreen } from './kitchenHelpers';
import { fakePrinters, printed, setUpPrinters } from './fakeDevices';

test('a station with a kitchen screen gets each send once on it, ADDED and VOID on the order they change, and no paper; Bump and Recall', async ({ page, emulator }) => {
  await openTill(page);
  await countPrints(page);
  await tableSentToScreen(page, 'Table 7', ['Mineral water', 'Sparkling water']);
  await expect(line(page, 'Mineral water')).toContainText('Sent to kitchen');

  const kitchen = await openKitchenScreen(page);
  const table = cards(kitchen).filter({ hasText: 'Table 7' });
  await expect(table).toHaveCount(1);
  await expect(table).toContainText('1 × Mineral water');
  await expect(table).toContainText('1 × Sparkling water');
  await expect(table.getByRole('timer', { name: 'Waiting' })).toHaveText(/^\d+:\d\d$/);

  // One more drink: only it, marked ADDED, on the same order.
  await product(page, 'Iced peach tea').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await expect(table).toContainText('ADDED');
  await expect(table.locator('.kds-card__part').filter({ hasText: 'ADDED' })).toContainText('1 × Iced peach tea');
  // A drink the kitchen had is taken back: VOID on the same order.
  await (await openLine(line(page, 'Sparkling water'))).getByRole('button', { name: 'Remove line' }).click();
  await voidWith(page, 'Wrong item');
  await expect(table.locator('.kds-card__part').filter({ hasText: 'VOID' })).toContainText('1 × Sparkling water');
  await expect(cards(kitchen)).toHaveCount(1);

  // The screen took every ticket: none printed, and the service holds each once.
  expect(await prints(page)).toBe(0);
  await expect(page.getByRole('dialog', { name: 'Kitchen ticket' })).toHaveCount(0);
  await expect.poll(() => emulator.control.kitchenTickets().map((t) => t.ticket.kind)).toEqual(['new', 'added', 'void']);
  expect(new Set(emulator.control.kitchenTickets().map((t) => t.ticket.client_order_id)).size).toBe(1);

  // Bump: the order leaves the screen; Recall brings it back.
  await table.getByRole('button', { name: 'Bump' }).click();
  await expect(cards(kitchen)).toHaveCount(0);
  await expect(kitchen.getByText('No tickets waiting')).toBeVisible();
  await kitchen.getByRole('button', { name: 'Recall' }).click();
  await expect(table).toHaveCount(1);
  await expect(table).toContainText('1 × Mineral water');
  await expect(kitchen.getByRole('button', { name: 'Recall' })).toBeDisabled();
});

test('the ready board shows a call number under "Preparing", and under "Ready" once the kitchen bumps it', async ({ page, emulator }) => {
  await openTill(page);
  await barWithScreen(page);
  await kioskTicket(emulator.url, emulator.control.apiKey, 7);
  const board = await page.context().newPage();
  await board.goto('/board.html');
  const preparing = board.getByRole('region', { name: 'Preparing' });
  const ready = board.getByRole('region', { name: 'Ready' });
  await expect(preparing.getByRole('listitem')).toHaveText(['7']);
  await expect(ready.getByRole('listitem')).toHaveCount(0);

  const kitchen = await openKitchenScreen(page);
  const call = cards(kitchen).filter({ hasText: 'Call 7' });
  await expect(call).toContainText('1 × Sparkling water');
  await call.getByRole('button', { name: 'Bump' }).click();
  await expect(ready.getByRole('listitem')).toHaveText(['7']);
  await expect(preparing.getByRole('listitem')).toHaveCount(0);

  // Recalled at the kitchen: back under "Preparing".
  await kitchen.getByRole('button', { name: 'Recall' }).click();
  await expect(preparing.getByRole('listitem')).toHaveText(['7']);
  await expect(ready.getByRole('listitem')).toHaveCount(0);
});

test('in Arabic the kitchen screen and the ready board read right to left', async ({ page, emulator }) => {
  await openTill(page);
  await barWithScreen(page);
  await kioskTicket(emulator.url, emulator.control.apiKey, 3);
  // The terminal's language: the pages opened on it start in it.
  await chooseLanguage(page, 'العربية');
  const kitchen = await openKitchenScreen(page, { say: ar });
  await expect(kitchen.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards(kitchen, ar)).toHaveCount(1);
  const board = await page.context().newPage();
  await board.goto('/board.html');
  await expect(board.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(board.getByRole('region', { name: 'قيد التحضير' }).getByRole('listitem')).toHaveText(['3']);
});

test.describe('at 1280 x 800 and 1920 x 1080 by touch', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    test(`${viewport.width} x ${viewport.height}: the cards and their "Bump" fit the screen and take a tap`, async ({ page, emulator, browser }) => {
      await openTill(page);
      await barWithScreen(page);
      for (const call of [1, 2, 3, 4, 5, 6]) await kioskTicket(emulator.url, emulator.control.apiKey, call);
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, storageState: await page.context().storageState({ indexedDB: true }) });
      const kitchen = await openKitchenScreen(page, { context });
      await expect(cards(kitchen)).toHaveCount(6);
      const first = cards(kitchen).first();
      const bump = first.getByRole('button', { name: 'Bump' });
      await expect(bump).toBeInViewport();
      const box = (await bump.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await kitchen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await bump.tap();
      await expect(cards(kitchen)).toHaveCount(5);
      await context.close();
    });
  }
});

test('a kiosk order paid at the counter reaches the kitchen screen once as "Mark paid" takes its money, and prints no paper for its station', async ({ page, emulator }) => {
  await openTill(page);
  await setSetting(page, 'Print kitchen ticket', true);
  await barWithScreen(page);
  await countPrints(page);
  await startKiosk(page, '246813');
  const { ticket, call } = await counterOrderAtKiosk(page, 'Mineral water');
  // Unpaid, the kitchen has nothing of it.
  expect(emulator.control.kitchenTickets()).toEqual([]);

  await staffOrders(page, '246813');
  const counterOrder = page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: ticket });
  await counterOrder.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  // Paid, back in "Orders" with no kitchen ticket to print: the screen has it, once.
  await expect(counterOrder).toBeVisible();
  await expect(counterOrder).not.toContainText('Unpaid');
  await expect.poll(() => emulator.control.kitchenTickets().map((t) => [t.ticket.station, t.ticket.kind, t.ticket.call_number])).toEqual([['Bar', 'new', call]]);
  expect(emulator.control.kitchenTickets()[0]!.ticket.lines).toEqual([expect.objectContaining({ name: 'Mineral water', quantity: '1' })]);
  await expect(page.getByRole('dialog', { name: 'Kitchen ticket' })).toHaveCount(0);
  expect(await prints(page)).toBe(0);
});

test('when the kitchen screen cannot be reached the station gets its ticket on paper, marked "(screen offline)", once, and the status bar says so', async ({ page, emulator }) => {
  await page.addInitScript(fakePrinters);
  await openTill(page);
  await setUpPrinters(page, false);
  await barWithScreen(page, '2');

  emulator.control.setFault('kitchentickets', { kind: 'drop' });
  emulator.control.setFault('kds', { kind: 'drop' });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();

  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(1);
  const paper = (await printed(page, 'serial'))[0]!.map((l) => l.replace('[2x] ', '').trim());
  expect(paper).toContain('(screen offline)');
  expect(paper).toContain('Bar');
  expect(paper.some((l) => l.includes('1 × Mineral water'))).toBe(true);
  await expect(page.getByRole('status', { name: 'Kitchen screen' })).toContainText('Bar');

  // The kitchen screen says it cannot reach the service.
  const kitchen = await openKitchenScreen(page);
  await expect(kitchen.getByRole('status')).toContainText('The service cannot be reached');

  // The route is back: the ticket reaches the screen, and prints no second time.
  emulator.control.setFault('kitchentickets', null);
  emulator.control.setFault('kds', null);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => emulator.control.kitchenTickets().length, { timeout: 45_000 }).toBe(1);
  await expect(cards(kitchen).filter({ hasText: 'Mineral water' })).toHaveCount(1);
  expect(await printed(page, 'serial')).toHaveLength(1);
});

test('with no kitchen printer, a ticket the screen did not take opens "Kitchen ticket" for the system dialog, marked "(screen offline)", once', async ({ page, emulator }) => {
  await openTill(page);
  await barWithScreen(page, '2');
  await countPrints(page);
  emulator.control.setFault('kitchentickets', { kind: 'drop' });
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await expect(line(page, 'Mineral water')).toContainText('Sent to kitchen');

  const paper = await sentTicket(page, 1);
  // As it reads on screen (the marks in capitals).
  expect(paper).toMatch(/\(screen offline\)/i);
  expect(paper).toContain('1 × Mineral water');
  await expect(page.getByRole('status', { name: 'Kitchen screen' })).toContainText('Bar');
  await expect(page.getByRole('dialog', { name: 'Kitchen ticket' })).toHaveCount(0);
  expect(await prints(page)).toBe(1);
});
