/** The kitchen screen's e2e steps: a station with a screen, the page opened beside the till, its cards, a kiosk's ticket. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseMore } from './helpers';
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

/** The kitchen screen, opened beside the till on the same device. */
export async function openKitchenScreen(page: Page): Promise<Page> {
  const kitchen = await page.context().newPage();
  await kitchen.goto('/kitchen.html');
  await expect(kitchen.getByRole('combobox', { name: 'Station' })).toHaveValue('Bar');
  return kitchen;
}

/** The screen's order cards (each with its "Bump"). */
export const cards = (kitchen: Page) =>
  kitchen
    .getByRole('list', { name: 'Tickets' })
    .getByRole('listitem')
    .filter({ has: kitchen.getByRole('button', { name: 'Bump' }) });

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
