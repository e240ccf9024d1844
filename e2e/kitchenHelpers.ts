/** The kitchen screen's e2e steps: a station with a screen, the page opened beside the till, its cards, a kiosk's ticket. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseMore, openCategory, product } from './helpers';
import { park, reopenParked } from './dayHelpers';
import { setUpStations } from './tableHelpers';

/** The station "Bar" (cold drinks) reads its tickets on a kitchen screen; "Paper after" as given. */
export async function barWithScreen(page: Page, paperAfter?: string) {
  await setUpStations(page, [['Bar', 'Cold drinks']]);
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const group = settings.getByRole('group', { name: 'Kitchen stations' });
  // Stored, then shown: the box ticks once the settings row has it.
  await group.getByRole('checkbox', { name: 'Kitchen screen for Bar' }).click();
  await expect(group.getByRole('checkbox', { name: 'Kitchen screen for Bar' })).toBeChecked();
  if (paperAfter) await group.getByRole('spinbutton', { name: 'Paper after (seconds)' }).fill(paperAfter);
  await settings.getByRole('button', { name: 'Close' }).click();
}

/** A message's words as the screen shows them (English unless given). */
type Say = (message: string) => string;
const english: Say = (message) => message;

/**
 * "Bar" with its kitchen screen, and the cold drinks `products` parked as `table`, opened again
 * and sent to the kitchen: the table's order is on the screen.
 */
export async function tableSentToScreen(page: Page, table: string, products: readonly string[]) {
  await barWithScreen(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  for (const name of products) await product(page, name).click();
  await park(page, table);
  await reopenParked(page, table);
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
}

/**
 * The kitchen screen showing "Bar", opened beside the till on the same device (or in `context`,
 * a browser context holding the till's storage), at `viewport` when given; `say` gives its words
 * in the terminal's language.
 */
export async function openKitchenScreen(
  page: Page,
  { viewport, context = page.context(), say = english }: { viewport?: { width: number; height: number }; context?: BrowserContext; say?: Say } = {},
): Promise<Page> {
  const kitchen = await context.newPage();
  if (viewport) await kitchen.setViewportSize(viewport);
  await kitchen.goto('/kitchen.html');
  await expect(kitchen.getByRole('combobox', { name: say('Station') })).toHaveValue('Bar');
  return kitchen;
}

/** The screen's order cards (each with its "Bump"), named by `say` in the screen's language. */
export const cards = (kitchen: Page, say: Say = english) =>
  kitchen
    .getByRole('list', { name: say('Tickets') })
    .getByRole('listitem')
    .filter({ has: kitchen.getByRole('button', { name: say('Bump') }) });

/** A kiosk's order with call number `call`, sent to the service as another terminal sends it. */
export async function kioskTicket(url: string, apiKey: string, call: number) {
  const ticket = {
    ticket_id: `kiosk-${call}`,
    client_order_id: `kiosk-order-${call}`,
    terminal_id: 'kiosk-1',
    location_id: 3,
    station: 'Bar',
    kind: 'new',
    order_name: null,
    call_number: call,
    sent_at: new Date().toISOString(),
    lines: [{ line_id: 'k-line', product_id: 48, name: 'Sparkling water', quantity: '1', options: [], note: null, category_name: 'Cold drinks', preparation_time: null }],
  };
  const answer = await fetch(`${url}/api/v2/kitchen-tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, 'Idempotency-Key': ticket.ticket_id },
    body: JSON.stringify(ticket),
  });
  expect(answer.status).toBe(201);
}
