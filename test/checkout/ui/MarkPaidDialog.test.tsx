// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { approve, seedStaff } from '../../kit/staff';
import { MarkPaidDialog } from '../../../src/checkout/ui/MarkPaidDialog';
import { readSettings } from '../../../src/db/settings';
import { orderRow } from '../../kit/orders';

const PIN = '246810';
const quota = () => Object.assign(new Error('wrapped'), { name: 'AbortError', inner: Object.assign(new Error('full'), { name: 'QuotaExceededError' }) });

beforeEach(async () => {
  await Promise.all([db.orders.clear(), db.outbox.clear(), db.shifts.clear(), db.kitchenTickets.clear()]);
  await readSettings(db);
  await seedStaff(db, PIN);
});
afterEach(() => vi.unstubAllGlobals());

test('"Mark paid" on a full device drops the cached images, tries again, and says why when the order still cannot be marked', async () => {
  const deleted: string[] = [];
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
  const unpaid = orderRow({ client_order_id: 'counter-1', ticket_no: 'T3-AB12-000009', upload: 'unpaid', payments: [], pay_at_counter: true, created_at: new Date().toISOString() });
  await db.orders.add(unpaid);
  const update = vi.spyOn(db.orders, 'update').mockRejectedValueOnce(quota()).mockRejectedValueOnce(quota());
  const onDone = vi.fn();
  try {
    renderWithDb(<MarkPaidDialog order={unpaid} session={null} channels={[]} onPaid={onDone} onDone={onDone} />, db);
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await approve(PIN);
    expect(await screen.findByText(/The order was not marked paid: the device is out of storage/)).toBeInTheDocument();
    expect(deleted).toEqual(['pos-images']);
    expect(onDone).not.toHaveBeenCalled();
    expect(await db.orders.get('counter-1')).toMatchObject({ upload: 'unpaid' });
    expect(await db.outbox.count()).toBe(0);
  } finally {
    update.mockRestore();
  }
});

test('"Mark paid" queues the order\'s ticket for a station set to "Kitchen screen" with the payment', async () => {
  await db.settings.update('terminal', { kitchenStations: [{ name: 'Grill', category_ids: [], screen: true }] });
  const unpaid = orderRow({ client_order_id: 'counter-2', ticket_no: 'T3-AB12-000010', upload: 'unpaid', payments: [], pay_at_counter: true, created_at: new Date().toISOString() });
  await db.orders.add(unpaid);
  const onPaid = vi.fn();
  try {
    renderWithDb(<MarkPaidDialog order={unpaid} session={null} channels={[]} onPaid={onPaid} onDone={() => undefined} />, db);
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await approve(PIN);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect((await db.kitchenTickets.toArray()).map((t) => [t.station, t.client_order_id, t.kind])).toEqual([['Grill', 'counter-2', 'new']]);
    expect(await db.orders.get('counter-2')).toMatchObject({ upload: 'waiting' });
  } finally {
    await db.settings.update('terminal', { kitchenStations: [] });
  }
});
