// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CompletionReceipt } from '../../../src/checkout/ui/CompletionReceipt';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { exampleOrder } from '../../kit/orders';
import { NO_LINKS } from '../../../src/day/stations';
import { formatDocumentTime } from '../../../src/i18n/i18n';
import { makeSession } from '../../kit/factories';
import { renderWithDb } from '../../kit/render';

afterEach(() => vi.restoreAllMocks());

async function completedWith(printers: Parameters<typeof makePrinter>[0][]) {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', { kitchenTicket: true, printers: printers.map(makePrinter) });
  renderWithDb(<CompletionReceipt order={exampleOrder()} channels={[]} linksOf={() => NO_LINKS} onNewSale={() => undefined} />, db);
  await screen.findByRole('dialog', { name: 'Receipt' });
  return print;
}

test('"Print kitchen ticket" with no printer set up prints the kitchen ticket with the system dialog', async () => {
  const print = await completedWith([]);
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('region', { name: 'Kitchen ticket' })).toBeInTheDocument();
});

test('with a receipt printer the kitchen ticket follows the receipt on it: no system dialog as well', async () => {
  const print = await completedWith([{ id: 'Front', role: 'receipt', drawer: true }]);
  expect(screen.queryByRole('region', { name: 'Kitchen ticket' })).toBeNull();
  expect(print).not.toHaveBeenCalled();
});

test('with a kitchen printer the stations\' printers take the tickets: no system dialog', async () => {
  const print = await completedWith([{ id: 'Grill', role: 'kitchen', drawer: false }]);
  expect(screen.queryByRole('region', { name: 'Kitchen ticket' })).toBeNull();
  expect(print).not.toHaveBeenCalled();
});

test('the receipt reads the sale\'s time in the branch\'s zone, as "Orders" lists it, whatever the device\'s zone', async () => {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const db = openTestDb();
  await db.open();
  // The branch is in Kuwait (UTC+3): a sale at 21:30 UTC on 21 Nov is 00:30 on 22 Nov there.
  await db.session.put({ ...makeSession({ location: { timezone: 'Asia/Kuwait' } }), gen: 1 });
  await db.syncMeta.update('sync', { activeGen: 1 });
  const order = { ...exampleOrder(), created_at: '2026-11-21T21:30:00.000Z' };
  renderWithDb(<CompletionReceipt order={order} channels={[]} linksOf={() => NO_LINKS} onNewSale={() => undefined} />, db);
  const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
  expect(receipt).toHaveTextContent(formatDocumentTime(order.created_at, 'Asia/Kuwait'));
  expect(receipt).toHaveTextContent(/Nov 22, 2026, 12:30/);
  expect(formatDocumentTime(order.created_at, 'Asia/Kuwait', 'time')).toMatch(/12:30/);
});
