/**
 * Devices without drivers, with fake devices: the page gets a `navigator.usb` receipt printer
 * and a `navigator.serial` kitchen printer that record the bytes they are sent (and can be
 * unplugged), set up through Settings "Printers"; the bytes are read back as the paper would
 * show them (test/kit/escpos.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseMore, completeSale, openCategory, openTill, orderLines, payCash, product } from './helpers';
import { fakePrinters, printed, setUpPrinters } from './fakeDevices';
import { setUpStations } from './tableHelpers';

/** The ticket number on the receipt's screen text. */
const ticketOf = (receipt: string) => /Ticket\n(\S+)/.exec(receipt)?.[1];

async function sellWater(page: Page) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  return payCash(page, '1');
}

test('with every device plugged in: a weighed cash sale with a tip prints its receipt with the drawer kick and its kitchen ticket, the customer display follows it, and an unplugged printer waits until "Retry" prints once', async ({ page }) => {
  await page.addInitScript(fakePrinters);
  await openTill(page);
  await setUpPrinters(page);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Ask for a tip' }).check();
  await page.evaluate(() => (window.__devices.pick = 'scale'));
  const scale = settings.getByRole('group', { name: 'Scale' });
  await scale.getByRole('button', { name: 'Connect scale' }).click();
  await expect(scale.getByText('Serial scale')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();

  const opened = page.context().waitForEvent('page');
  await chooseMore(page, 'Customer display');
  const screen = (await opened).getByRole('main', { name: 'Customer display' });
  await expect(screen.getByText('Welcome')).toBeVisible();

  // Half a kilo of olives from the scale, and a water.
  await openCategory(page, 'Drinks & Sides', 'Deli');
  await product(page, 'Green olives').click();
  const picker = page.getByRole('dialog', { name: 'Green olives (per kg)' });
  await page.evaluate(() => (window.__devices.scaleFrames = ['ST,GS,+  0.500kg\r\n']));
  await picker.getByRole('button', { name: 'Read scale' }).click();
  await expect(picker.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('0.500');
  await picker.getByRole('button', { name: 'Add to order' }).click();
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(2);
  const lines = screen.getByRole('list', { name: 'Order' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines).toContainText('Green olives');
  await expect(screen).toContainText((await page.getByLabel('Order total').innerText()).trim());

  // Cash with a 10% tip, 10 handed over.
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('group', { name: 'Tip' }).getByRole('button', { name: '10%' }).click();
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill('10');
  const receipt = await completeSale(page);
  const ticket = ticketOf(receipt)!;
  const tip = /Tip\s+(\S+)/.exec(receipt)?.[1];
  expect(tip).toBeDefined();

  await expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(screen).toContainText(ticket);
  await expect(screen).toContainText(`Tip ${tip}`);
  await expect(screen).toContainText('Change');

  await expect.poll(async () => (await printed(page, 'usb')).length).toBe(1);
  const [paper] = await printed(page, 'usb');
  expect(paper![0]).toBe('[drawer]');
  expect(paper!.some((l) => l.startsWith('Ticket') && l.endsWith(ticket))).toBe(true);
  expect(paper!.some((l) => l.includes('Green olives'))).toBe(true);
  expect(paper!.some((l) => l.includes('Mineral water'))).toBe(true);
  expect(paper!.some((l) => /^\[2x\] Total\s+\S+/.test(l))).toBe(true);
  expect(paper!.filter((l) => l === '[cut]')).toHaveLength(1);
  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(1);
  const [kitchen] = await printed(page, 'serial');
  expect(kitchen!.some((l) => l.includes('Kitchen ticket'))).toBe(true);
  expect(kitchen!.some((l) => l.includes('× Mineral water'))).toBe(true);
  expect(kitchen!.some((l) => l.includes('Green olives'))).toBe(true);

  // The receipt printer is pulled out: the next sale completes, its receipt waits.
  await page.evaluate(() => (window.__devices.unplugged = true));
  const second = await sellWater(page);
  const secondTicket = ticketOf(second);
  const status = page.getByRole('status', { name: 'Printer status' });
  await expect(status).toContainText(secondTicket!);
  expect(await printed(page, 'usb')).toHaveLength(1);
  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(2);

  await page.evaluate(() => (window.__devices.unplugged = false));
  await status.getByRole('button', { name: 'Retry' }).click();
  await expect(status).toBeHidden();
  const all = await printed(page, 'usb');
  expect(all).toHaveLength(2);
  expect(all[1]!.some((l) => l.endsWith(secondTicket!))).toBe(true);
});

test('a printer that is off when the page reloads keeps its slip; "Print with the system dialog" takes it off the queue', async ({ page }) => {
  await page.addInitScript(fakePrinters);
  await openTill(page);
  await setUpPrinters(page);
  await page.evaluate(() => (window.__devices.unplugged = true));
  const receipt = await sellWater(page);
  const ticket = ticketOf(receipt)!;
  await page.reload();
  const status = page.getByRole('status', { name: 'Printer status' });
  await expect(status).toContainText(ticket);
  await status.getByRole('button', { name: 'Print with the system dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print with the system dialog' });
  await expect(dialog).toContainText(ticket);
  await page.evaluate(() => (window.print = () => undefined));
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(status).toBeHidden();
  await page.evaluate(() => (window.__devices.unplugged = false));
  expect(await printed(page, 'usb')).toHaveLength(0);
});

/** A slip's lines as they read, size marks and centring dropped. */
const said = (slip: string[] | undefined) => (slip ?? []).map((l) => l.replace('[2x] ', '').trim());

test('two kitchen printers of two stations each print only their station\'s lines, on "Send to kitchen" and again for what is added', async ({ page }) => {
  await page.addInitScript(fakePrinters);
  await openTill(page);
  await setUpStations(page, [['Bar', 'Cold drinks'], ['Deli counter', 'Deli']]);

  // The USB printer serves the deli counter, the serial one the bar.
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const printers = settings.getByRole('group', { name: 'Printers' });
  await printers.getByRole('combobox', { name: 'Connection' }).selectOption('usb');
  await printers.getByRole('button', { name: 'Add kitchen printer' }).click();
  const deliPrinter = printers.getByRole('listitem', { name: 'Fake receipt printer' });
  await expect(deliPrinter.getByRole('group', { name: 'Stations' })).toContainText('Every station');
  // Stored, then shown: the box ticks once the settings row has it.
  await deliPrinter.getByRole('checkbox', { name: 'Deli counter' }).click();
  await expect(deliPrinter.getByRole('checkbox', { name: 'Deli counter' })).toBeChecked();
  await printers.getByRole('combobox', { name: 'Connection' }).selectOption('serial');
  await printers.getByRole('button', { name: 'Add kitchen printer' }).click();
  const barPrinter = printers.getByRole('listitem', { name: 'Serial printer' });
  await barPrinter.getByRole('checkbox', { name: 'Bar' }).click();
  await expect(barPrinter.getByRole('checkbox', { name: 'Bar' })).toBeChecked();
  await expect(barPrinter.getByRole('checkbox', { name: 'Deli counter' })).not.toBeChecked();
  await settings.getByRole('button', { name: 'Close' }).click();

  await openCategory(page, 'Drinks & Sides', 'Deli');
  await product(page, 'Green olives').click();
  const picker = page.getByRole('dialog', { name: 'Green olives (per kg)' });
  await picker.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.250');
  await picker.getByRole('button', { name: 'Add to order' }).click();
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await expect.poll(async () => (await printed(page, 'usb')).length).toBe(1);
  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(1);
  const deli = said((await printed(page, 'usb'))[0]);
  const bar = said((await printed(page, 'serial'))[0]);
  expect(deli).toContain('Deli counter');
  expect(deli.some((l) => l.includes('Green olives'))).toBe(true);
  expect(deli.some((l) => l.includes('Mineral water'))).toBe(false);
  expect(bar).toContain('Bar');
  expect(bar.some((l) => l.includes('× Mineral water'))).toBe(true);
  expect(bar.some((l) => l.includes('Green olives'))).toBe(false);
  // The printers took the tickets: the system dialog is not opened for them.
  await expect(page.getByRole('dialog', { name: 'Kitchen ticket' })).toHaveCount(0);

  // A second water: only the bar gets a ticket, marked ADDED.
  await product(page, 'Mineral water').click();
  await expect(page.getByRole('button', { name: 'Send to kitchen' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(2);
  const added = said((await printed(page, 'serial'))[1]);
  expect(added).toContain('ADDED');
  expect(added).toContain('Bar');
  expect(added.some((l) => l.includes('1 × Mineral water'))).toBe(true);
  expect(await printed(page, 'usb')).toHaveLength(1);

  // Paid, then its kitchen ticket printed again from "Orders": each station's printer gets its
  // own ticket, marked COPY, and the system dialog does not open.
  const ticket = ticketOf(await payCash(page, '10'))!;
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('dialog', { name: 'Orders' });
  await orders.getByRole('listitem', { name: ticket }).getByRole('button', { name: 'Kitchen ticket' }).click();
  await expect.poll(async () => (await printed(page, 'serial')).length).toBe(3);
  await expect.poll(async () => (await printed(page, 'usb')).length).toBe(2);
  const barCopy = said((await printed(page, 'serial'))[2]);
  const deliCopy = said((await printed(page, 'usb'))[1]);
  expect([barCopy[0], deliCopy[0]]).toEqual(['COPY', 'COPY']);
  expect(barCopy.some((l) => l.includes('2 × Mineral water'))).toBe(true);
  expect(barCopy.some((l) => l.includes('Green olives'))).toBe(false);
  expect(deliCopy.some((l) => l.includes('Green olives'))).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Kitchen ticket' })).toHaveCount(0);
});

test('a weighed product takes a stable weight from the serial scale; a moving one fills nothing and typing stays', async ({ page }) => {
  await page.addInitScript(fakePrinters);
  await openTill(page);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const scale = settings.getByRole('group', { name: 'Scale' });
  await page.evaluate(() => (window.__devices.pick = 'scale'));
  await scale.getByRole('button', { name: 'Connect scale' }).click();
  await expect(scale.getByText('Serial scale')).toBeVisible();
  await expect(scale.getByRole('combobox', { name: 'Protocol' })).toHaveValue('continuous');
  await settings.getByRole('button', { name: 'Close' }).click();

  await openCategory(page, 'Drinks & Sides', 'Deli');
  await product(page, 'Green olives').click();
  const picker = page.getByRole('dialog', { name: 'Green olives (per kg)' });
  const weight = picker.getByRole('textbox', { name: 'Weight (kg)' });
  await page.evaluate(() => (window.__devices.scaleFrames = ['US,GS,+  0.480kg\r\n']));
  await picker.getByRole('button', { name: 'Read scale' }).click();
  await expect(picker.getByRole('status').filter({ hasText: 'The scale is still settling' })).toBeVisible();
  await expect(weight).toHaveValue('');

  await page.evaluate(() => (window.__devices.scaleFrames = ['US,GS,+  0.480kg\r\n', 'ST,GS,+  0.500kg\r\n']));
  await picker.getByRole('button', { name: 'Read scale' }).click();
  await expect(weight).toHaveValue('0.500');
  await weight.fill('0.750');
  await picker.getByRole('button', { name: 'Add to order' }).click();
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page).first()).toContainText('0.750');
});

test('"Customer display" opens a window that shows the order as it is built, then the thank-you with the ticket and the change', async ({ page }) => {
  await openTill(page);
  const opened = page.context().waitForEvent('page');
  await chooseMore(page, 'Customer display');
  const display = await opened;
  const screen = display.getByRole('main', { name: 'Customer display' });
  await expect(screen).toBeVisible();
  await expect(screen.getByText('Welcome')).toBeVisible();

  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
  const lines = screen.getByRole('list', { name: 'Order' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('Mineral water');
  const total = await page.getByLabel('Order total').innerText();
  await expect(screen).toContainText(total.trim());

  const receipt = await payCash(page, '1');
  const ticket = ticketOf(receipt)!;
  await expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(screen).toContainText(ticket);
  await expect(screen).toContainText('Change');

  // In the customer's language, chosen on the display: the till stays in English.
  await screen.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(display.getByRole('heading', { name: 'شكرًا لك!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More', exact: true })).toBeVisible();
});
