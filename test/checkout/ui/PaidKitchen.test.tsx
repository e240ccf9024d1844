// @vitest-environment jsdom
/**
 * A counter order just marked paid prints its kitchen paper for the stations without a kitchen
 * screen only: a station set to "Kitchen screen" got its ticket with the payment.
 */
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { PaidKitchen } from '../../../src/checkout/ui/PaidKitchen';
import type { KitchenStation, StationLinks } from '../../../src/day/stations';
import type { TerminalSettings } from '../../../src/db/schema';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { ids } from '../../kit/catalogs';
import { exampleOrder } from '../../kit/orders';
import { renderWithDb } from '../../kit/render';

afterEach(() => vi.restoreAllMocks());

/** The burger at the grill, everything else at the bar. */
const linksFor = async () => (id: number): StationLinks => ({ main: [id === ids.burger ? 1 : 2], others: [] });
const order = () => {
  const sale = exampleOrder();
  const fries = { ...sale.lines[0]!, line_id: 'fries', product_id: ids.fries, name: 'Fries', options: [], addons: [], children: [] };
  return { ...sale, lines: [...sale.lines, fries] };
};
const grillOnScreen: KitchenStation[] = [
  { name: 'Grill', category_ids: [1], screen: true },
  { name: 'Bar', category_ids: [2] },
];

/** The paid order's kitchen step on a till with these settings; `done` once it has nothing more to show. */
async function paid(settings: Partial<TerminalSettings>) {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', { kitchenTicket: true, ...settings });
  const onDone = vi.fn();
  renderWithDb(<PaidKitchen order={order()} channels={[]} linksFor={linksFor} onDone={onDone} />, db);
  return { db, print, onDone };
}

test('with no kitchen printer the system dialog prints the paper stations\' ticket only, not the kitchen screen\'s', async () => {
  const { print } = await paid({ kitchenStations: grillOnScreen });
  const dialog = await screen.findByRole('dialog', { name: 'Kitchen ticket' }, { timeout: 15000 });
  const tickets = within(dialog).getAllByRole('region', { name: 'Kitchen ticket' });
  expect(tickets).toHaveLength(1);
  expect(tickets[0]).toHaveTextContent('Bar');
  expect(tickets[0]).toHaveTextContent('Fries');
  expect(dialog).not.toHaveTextContent('Grill');
  expect(print).toHaveBeenCalledTimes(1);
});

test('with kitchen printers the screen station\'s printer gets nothing', async () => {
  const printers = [makePrinter({ id: 'grill', role: 'kitchen', drawer: false, stations: ['Grill'] }), makePrinter({ id: 'bar', role: 'kitchen', drawer: false, stations: ['Bar'] })];
  const { db, onDone } = await paid({ kitchenStations: grillOnScreen, printers });
  await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 15000 });
  expect((await db.printJobs.toArray()).map((j) => [j.printer_id, j.station])).toEqual([['bar', 'Bar']]);
});

test('every station on a kitchen screen: nothing prints and the step is done at once', async () => {
  const { db, print, onDone } = await paid({ kitchenStations: grillOnScreen.map((s) => ({ ...s, screen: true })) });
  await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 15000 });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(print).not.toHaveBeenCalled();
  expect(await db.printJobs.count()).toBe(0);
});
