// @vitest-environment jsdom
/**
 * "Kitchen ticket" in "Orders": the order's tickets go to the kitchen printers of their
 * stations marked COPY, one per station; with no kitchen printer, on screen one station a page.
 */
import 'fake-indexeddb/auto';
import { screen, within, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { KitchenReprint } from '../../../src/cart/ui/KitchenReprint';
import type { StationLinks } from '../../../src/day/stations';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { ids } from '../../kit/catalogs';
import { exampleOrder } from '../../kit/orders';
import { renderWithDb } from '../../kit/render';

const stations = [
  { name: 'Grill', category_ids: [1] },
  { name: 'Bar', category_ids: [2] },
];
/** The burger at the grill, everything else at the bar. */
const linksFor = async () => (id: number): StationLinks => ({ main: [id === ids.burger ? 1 : 2], others: [] });
const order = () => {
  const sale = exampleOrder();
  const drink = { ...sale.lines[0]!, line_id: 'drink', product_id: ids.fries, name: 'Fries', options: [], addons: [], children: [] };
  return { ...sale, lines: [...sale.lines, drink] };
};

test('a kitchen ticket printed again goes to each station\'s kitchen printer marked COPY, not to the system dialog', async () => {
  const db = openTestDb();
  await db.open();
  const printers = [makePrinter({ id: 'grill', role: 'kitchen', drawer: false, stations: ['Grill'] }), makePrinter({ id: 'bar', role: 'kitchen', drawer: false, stations: ['Bar'] })];
  await db.settings.update('terminal', { printers, kitchenStations: stations });
  let closed = false;
  renderWithDb(<KitchenReprint order={order()} channels={[]} linksFor={linksFor} onClose={() => (closed = true)} />, db);
  await waitFor(() => expect(closed).toBe(true), { timeout: 15000 });
  const jobs = await db.printJobs.orderBy('created_at').toArray();
  expect(jobs.map((j) => [j.printer_id, j.kind, j.station])).toEqual([
    ['grill', 'kitchen', 'Grill'],
    ['bar', 'kitchen', 'Bar'],
  ]);
  for (const job of jobs) expect(job.document.lines[0]).toMatchObject({ text: 'COPY' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('with no kitchen printer the tickets show one station a page, each marked COPY', async () => {
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', { kitchenStations: stations });
  renderWithDb(<KitchenReprint order={order()} channels={[]} linksFor={linksFor} onClose={() => undefined} />, db);
  const dialog = await screen.findByRole('dialog', { name: 'Kitchen ticket' }, { timeout: 15000 });
  const tickets = within(dialog).getAllByRole('region', { name: 'Kitchen ticket' });
  expect(tickets.map((t) => [within(t).getByText('COPY') !== null, within(t).getByText(/Grill|Bar/).textContent])).toEqual([
    [true, 'Grill'],
    [true, 'Bar'],
  ]);
  expect(await db.printJobs.count()).toBe(0);
});
