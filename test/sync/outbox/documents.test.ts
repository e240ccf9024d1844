import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { retryRejected } from '../../../src/db/outbox';
import { saveConnection } from '../../../src/db/settings';
import { refundBody } from '../../../src/sync/contracts/refundBody';
import { shiftBody } from '../../../src/sync/contracts/shiftBody';
import { createUploader, type Uploader } from '../../../src/sync/outbox/uploader';
import { closedShiftRow, refundRow } from '../../kit/day';
import { openTestDb, queue } from '../../kit/db';
import { invalid, invoiceServer } from '../../kit/fetch';
import { fakeNetwork } from '../../kit/network';
import { orderRow } from '../../kit/orders';
import { fakeClock, fireNextTimer, T0, until } from '../../kit/timers';

const uploaders: Uploader[] = [];
afterEach(() => {
  for (const u of uploaders.splice(0)) u.stop();
});

async function setup() {
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const server = invoiceServer();
  const clock = fakeClock(T0);
  const start = () => {
    const uploader = createUploader({ db, fetch: server.fetch, network: fakeNetwork(true).network, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
    uploaders.push(uploader);
    return uploader.start();
  };
  return { db, server, start, clock };
}

describe('one queue for sales, refunds and shifts (assumed-contracts 6, 8, 9)', () => {
  test('8 a refund queued behind its sale goes after it, to the invoices route as kind "refund" under its own key, and is marked uploaded', async () => {
    const t = await setup();
    const sale = orderRow();
    const refund = refundRow(sale);
    await t.db.refunds.add(refund);
    await t.db.outbox.add({ client_order_id: refund.client_order_id, kind: 'refund', after: sale.client_order_id, queued_at: T0 + 1, attempts: 0, next_attempt_at: 0, last_error: null });
    await queue(t.db, { order: sale, queuedAt: T0 + 2 });
    await t.start();
    await until(async () => expect((await t.db.refunds.get(refund.client_order_id))?.upload).toBe('uploaded'));
    expect(t.server.keys()).toEqual([sale.client_order_id, refund.client_order_id]);
    const sent = t.server.calls[1]!;
    expect(sent.path).toBe('/api/v2/invoices');
    expect(sent.body).toEqual(JSON.parse(JSON.stringify(refundBody(refund))));
    expect(sent.body).toMatchObject({ kind: 'refund', refund_of: sale.client_order_id });
    expect(await t.db.outbox.count()).toBe(0);
  });

  test('9 a closed shift goes once to /api/v2/shifts under its shift id with its Z report, and is marked uploaded', async () => {
    const t = await setup();
    const sale = orderRow();
    const shift = closedShiftRow([sale], '24.000');
    await queue(t.db, { order: sale, queuedAt: T0 + 1 });
    await t.db.shifts.add(shift);
    await t.db.outbox.add({ client_order_id: shift.shift_id, kind: 'shift', queued_at: T0 + 2, attempts: 0, next_attempt_at: 0, last_error: null });
    await t.start();
    await until(async () => expect((await t.db.shifts.get(shift.shift_id))?.upload).toBe('uploaded'));
    const sent = t.server.calls.filter((c) => c.path === '/api/v2/shifts');
    expect(sent.map((c) => c.key)).toEqual([shift.shift_id]);
    expect(sent[0]!.body).toEqual(JSON.parse(JSON.stringify(shiftBody(shift.z_report!, { terminal_id: 'term-1', location_id: 3, digits: 3 }))));
    expect(sent[0]!.body).toMatchObject({ sales_count: 1, counted_cash: 24 });
  });

  test('a refused refund keeps the server words on the refund; Retry upload sends it again under the same key', async () => {
    const t = await setup();
    const sale = orderRow({ upload: 'uploaded', invoice_id: 1 });
    await t.db.orders.add(sale);
    const refund = refundRow(sale);
    await t.db.refunds.add(refund);
    await t.db.outbox.add({ client_order_id: refund.client_order_id, kind: 'refund', after: sale.client_order_id, queued_at: T0, attempts: 0, next_attempt_at: 0, last_error: null });
    t.server.next(invalid('Refund exceeds what was paid for line 0'));
    await t.start();
    await until(async () => expect((await t.db.refunds.get(refund.client_order_id))?.upload).toBe('rejected'));
    expect((await t.db.refunds.get(refund.client_order_id))?.message).toBe('Refund exceeds what was paid for line 0');
    expect(await retryRejected(t.db, refund.client_order_id, T0 + 5, 'refund')).toBe(true);
    expect(await t.db.outbox.get(refund.client_order_id)).toMatchObject({ kind: 'refund', after: sale.client_order_id });
    await until(async () => expect((await t.db.refunds.get(refund.client_order_id))?.upload).toBe('uploaded'));
    expect(t.server.keys()).toEqual([refund.client_order_id, refund.client_order_id]);
  });
});

describe('assumed-contracts 12: a sold-out mark through the outbox', () => {
  test('sent once to its product\'s availability route under its own key, retried with the same key, then marked uploaded', async () => {
    const t = await setup();
    await t.db.soldOut.put({ id: 'latest', product_ids: [], fetched_at: new Date(T0).toISOString() });
    const { markAvailability } = await import('../../../src/db/availabilityMarks');
    await markAvailability(t.db, { id: 'change-41', product_id: 41, sold_out: true, marked_at: new Date(T0 + 1).toISOString() });
    t.server.next({ status: 503, body: { status: false, message: 'Busy' } });
    await t.start();
    await until(() => expect(t.server.calls.length).toBe(1));
    await fireNextTimer(t.clock);
    await until(async () => expect((await t.db.availabilityChanges.get('change-41'))?.upload).toBe('uploaded'));
    expect(t.server.calls.map((c) => [c.path, c.key, c.body])).toEqual([
      ['/api/v2/products/41/availability', 'change-41', { is_sold_out: 1 }],
      ['/api/v2/products/41/availability', 'change-41', { is_sold_out: 1 }],
    ]);
    expect(await t.db.outbox.count()).toBe(0);
  });

  test('an unknown product (404) is refused for good and the queue moves on', async () => {
    const t = await setup();
    await t.db.soldOut.put({ id: 'latest', product_ids: [], fetched_at: new Date(T0).toISOString() });
    const { markAvailability } = await import('../../../src/db/availabilityMarks');
    await markAvailability(t.db, { id: 'change-9', product_id: 9, sold_out: false, marked_at: new Date(T0 + 1).toISOString() });
    const sale = orderRow();
    await queue(t.db, { order: sale, queuedAt: T0 + 5 });
    t.server.next({ status: 404, body: { status: false, message: 'Product not found' } });
    await t.start();
    await until(async () => expect((await t.db.orders.get(sale.client_order_id))?.upload).toBe('uploaded'));
    expect(await t.db.availabilityChanges.get('change-9')).toMatchObject({ upload: 'rejected', message: expect.stringContaining('Product not found') });
  });
});
