// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { KioskEnd } from '../../../src/checkout/ui/KioskEnd';
import { KioskKitchenPrint } from '../../../src/checkout/ui/KioskKitchenPrint';
import type { CompletedOrder } from '../../../src/checkout/order';
import { NO_LINKS, type KitchenStation, type StationLinks } from '../../../src/day/stations';
import { ids } from '../../kit/catalogs';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { exampleOrder } from '../../kit/orders';
import { renderHookWithDb, renderWithDb } from '../../kit/render';
import { useCompletionKitchenTickets } from '../../../src/app/data/completionKitchen';

afterEach(() => vi.restoreAllMocks());

/** The kiosk's end screen of `order`, with "Print kitchen ticket" on and `printers` set up. */
async function endScreen(order: CompletedOrder, printers: Parameters<typeof makePrinter>[0][] = []) {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', { kitchenTicket: true, printers: printers.map(makePrinter) });
  const kitchen = <KioskKitchenPrint order={order} channels={[]} linksOf={() => NO_LINKS} />;
  const view = renderWithDb(<KioskEnd order={order} onDone={() => undefined} kitchen={kitchen} />, db);
  const end = await screen.findByRole('dialog', { name: 'Thank you!' });
  return { print, end, view };
}

test('a paid kiosk order with no printer set up prints its kitchen ticket with the system dialog once, the customer staying on the end screen', async () => {
  const { print, end, view } = await endScreen({ ...exampleOrder(), call_no: 7 });
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const ticket = within(end).getByRole('region', { name: 'Kitchen ticket' });
  expect(ticket).toHaveTextContent('Call 7');
  // Nothing but the end screen is open: no dialog for staff, nothing to close.
  expect(screen.getAllByRole('dialog')).toEqual([end]);
  // The screen drawn again (its countdown ticks) prints nothing more.
  const again = { ...exampleOrder(), call_no: 7 };
  view.rerender(<KioskEnd order={again} onDone={() => undefined} kitchen={<KioskKitchenPrint order={again} channels={[]} linksOf={() => NO_LINKS} />} />);
  expect(within(end).getByRole('region', { name: 'Kitchen ticket' })).toBeInTheDocument();
  expect(print).toHaveBeenCalledTimes(1);
});

/** The tickets the end screen would print with the system dialog, once the settings are read. */
async function systemTickets(order: CompletedOrder, printers: Parameters<typeof makePrinter>[0][], stations: KitchenStation[] = [], linksOf: (productId: number) => StationLinks = () => NO_LINKS) {
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', { kitchenTicket: true, printers: printers.map(makePrinter), kitchenStations: stations });
  const { result } = renderHookWithDb(() => useCompletionKitchenTickets(order, [], linksOf), db);
  await waitFor(() => expect(result.current).toBeDefined());
  return result.current!;
}

test('with a printer set up the print queue takes the kiosk order\'s tickets: none for the system dialog', async () => {
  expect(await systemTickets(exampleOrder(), [])).toHaveLength(1);
  expect(await systemTickets(exampleOrder(), [{ id: 'Grill', role: 'kitchen', drawer: false }])).toEqual([]);
  expect(await systemTickets(exampleOrder(), [{ id: 'Front', role: 'receipt', drawer: true }])).toEqual([]);
});

test('an order to pay at the counter sends the kitchen nothing from the end screen', async () => {
  expect(await systemTickets({ ...exampleOrder(), pay_at_counter: true }, [])).toEqual([]);
});

test('a station set to "Kitchen screen" is left out of the completion\'s kitchen ticket: its ticket went to the screen', async () => {
  const sale = exampleOrder();
  const fries = { ...sale.lines[0]!, line_id: 'fries', product_id: ids.fries, name: 'Fries', options: [], addons: [], children: [] };
  const order = { ...sale, lines: [...sale.lines, fries] };
  const grillOnScreen: KitchenStation[] = [
    { name: 'Grill', category_ids: [1], screen: true },
    { name: 'Bar', category_ids: [2] },
  ];
  // The burger at the grill, everything else at the bar.
  const linksOf = (id: number): StationLinks => ({ main: [id === ids.burger ? 1 : 2], others: [] });
  const tickets = await systemTickets(order, [], grillOnScreen, linksOf);
  expect(tickets.map((t) => [t.station, t.lines.map((l) => l.name)])).toEqual([['Bar', ['Fries']]]);
  const allOnScreen = grillOnScreen.map((s) => ({ ...s, screen: true }));
  expect(await systemTickets(order, [], allOnScreen, linksOf)).toEqual([]);
});
