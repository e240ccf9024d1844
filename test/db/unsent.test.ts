import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { markRejected, markUploaded } from '../../src/db/outbox';
import type { PosDb } from '../../src/db/schema';
import { importUnsent, keyOf, logOut, unsentBranches, unsentCount, unsentDocuments } from '../../src/db/unsent';
import { readSettings, saveConnection } from '../../src/db/settings';
import { openTestDb, queue } from '../kit/db';
import { closedShiftRow, refundRow, voidRow } from '../kit/day';
import { orderRow } from '../kit/orders';
import { T0 } from '../kit/timers';

/**
 * A terminal that sold three times (one uploaded, one rejected, one waiting), refunded the
 * waiting one, closed a shift, holds an unpaid counter order, cleared two orders the kitchen
 * had (one void waiting, one rejected) and marked two products sold out (one mark waiting, one
 * the server refused, which the menu no longer follows).
 */
async function aDay(db: PosDb) {
  const uploaded = orderRow({ client_order_id: 'up', ticket_no: 'T3-AAAAAAAA-000001', created_at: new Date(T0).toISOString() });
  const rejected = orderRow({ client_order_id: 'no', ticket_no: 'T3-AAAAAAAA-000002', created_at: new Date(T0 + 1000).toISOString() });
  const waiting = orderRow({ client_order_id: 'wait', ticket_no: 'T3-AAAAAAAA-000003', created_at: new Date(T0 + 2000).toISOString() });
  await queue(db, { order: uploaded, queuedAt: T0 }, { order: rejected, queuedAt: T0 + 1000 }, { order: waiting, queuedAt: T0 + 2000 });
  await markUploaded(db, 'up', 5001, new Date(T0).toISOString());
  await markRejected(db, 'no', 'Invalid invoice');
  const refund = refundRow(waiting, { client_order_id: 'ref', ticket_no: 'R3-AAAAAAAA-000001' });
  await db.refunds.add(refund);
  await db.outbox.add({ client_order_id: 'ref', kind: 'refund', queued_at: T0 + 3000, attempts: 2, next_attempt_at: 0, last_error: 'Server error 503', after: 'wait' });
  const shift = closedShiftRow([waiting], '24.000', { shift_id: 'shift-a' });
  await db.shifts.add(shift);
  await db.outbox.add({ client_order_id: 'shift-a', kind: 'shift', queued_at: T0 + 4000, attempts: 0, next_attempt_at: 0, last_error: null });
  const unpaid = orderRow({ client_order_id: 'counter', ticket_no: 'T3-AAAAAAAA-000004', upload: 'unpaid', payments: [], pay_at_counter: true });
  await db.orders.add(unpaid);
  await db.voids.bulkAdd([voidRow({ client_order_id: 'void-w', created_at: new Date(T0 + 5000).toISOString() }), voidRow({ client_order_id: 'void-r', created_at: new Date(T0 + 6000).toISOString() })]);
  await db.outbox.bulkAdd(['void-w', 'void-r'].map((id, i) => ({ client_order_id: id, kind: 'void' as const, queued_at: T0 + 5000 + i * 1000, attempts: 0, next_attempt_at: 0, last_error: null })));
  await markRejected(db, 'void-r', 'Unknown product');
  const mark = (id: string, at: number) => ({ id, product_id: 11, sold_out: true, marked_at: new Date(at).toISOString(), upload: 'waiting' as const, invoice_id: null, message: null, uploaded_at: null });
  await db.availabilityChanges.bulkAdd([mark('mark-w', T0 + 7000), mark('mark-r', T0 + 8000)]);
  await db.outbox.bulkAdd(['mark-w', 'mark-r'].map((id, i) => ({ client_order_id: id, kind: 'availability' as const, queued_at: T0 + 7000 + i * 1000, attempts: 0, next_attempt_at: 0, last_error: null })));
  await markRejected(db, 'mark-r', 'Unknown product');
}

describe('what the server has not acknowledged', () => {
  test('every sale, refund, closed shift and void not uploaded and every sold-out mark still queued is counted and exported, the acknowledged ones are not', async () => {
    const db = openTestDb();
    await aDay(db);
    expect(await unsentCount(db)).toBe(8);
    const docs = await unsentDocuments(db);
    expect(docs.map((d) => [d.kind, keyOf(d)])).toEqual([
      ['sale', 'no'],
      ['sale', 'wait'],
      ['sale', 'counter'],
      ['refund', 'ref'],
      ['shift', 'shift-a'],
      ['void', 'void-w'],
      ['void', 'void-r'],
      ['availability', 'mark-w'],
    ]);
    expect(await unsentBranches(db)).toEqual([3]);
  });
});

describe('"Import unsent" on another terminal of the same server', () => {
  test('queues each document under its own key (a rejected one again, a refund after its sale), keeps a counter order unpaid, and touches nothing else', async () => {
    const a = openTestDb();
    await aDay(a);
    const b = openTestDb();
    const outcome = await importUnsent(b, await unsentDocuments(a));
    expect(outcome).toEqual({ queued: 7, unpaid: 1, known: 0 });
    expect((await b.outbox.orderBy('queued_at').toArray()).map((e) => [e.client_order_id, e.kind ?? 'sale', e.after ?? null, e.attempts])).toEqual([
      ['no', 'sale', null, 0],
      ['wait', 'sale', null, 0],
      ['ref', 'refund', 'wait', 0],
      ['void-w', 'void', null, 0],
      ['void-r', 'void', null, 0],
      ['mark-w', 'availability', null, 0],
      ['shift-a', 'shift', null, 0],
    ]);
    expect(await b.voids.get('void-r')).toMatchObject({ upload: 'waiting', message: null });
    expect(await b.orders.get('no')).toMatchObject({ upload: 'waiting', message: null, ticket_no: 'T3-AAAAAAAA-000002' });
    expect(await b.orders.get('counter')).toMatchObject({ upload: 'unpaid' });
    expect(await b.shifts.get('shift-a')).toMatchObject({ status: 'closed', upload: 'waiting' });
    // This terminal's own ticket numbers go on from where they were.
    expect(await b.counters.count()).toBe(0);
  });

  test('importing the same file again, or on the terminal that made it, adds nothing', async () => {
    const a = openTestDb();
    await aDay(a);
    const docs = await unsentDocuments(a);
    const b = openTestDb();
    await importUnsent(b, docs);
    const before = await b.outbox.count();
    expect(await importUnsent(b, docs)).toEqual({ queued: 0, unpaid: 0, known: 8 });
    expect(await b.outbox.count()).toBe(before);
    expect(await importUnsent(a, docs)).toEqual({ queued: 0, unpaid: 0, known: 8 });
  });

  test('one document that cannot be written leaves none of them written', async () => {
    const a = openTestDb();
    await aDay(a);
    const docs = await unsentDocuments(a);
    const b = openTestDb();
    // The shift's key is already an outbox entry's here: its entry cannot be added.
    await b.outbox.add({ client_order_id: 'shift-a', queued_at: 0, attempts: 0, next_attempt_at: 0, last_error: null });
    await expect(importUnsent(b, docs)).rejects.toThrow();
    expect(await b.orders.count()).toBe(0);
    expect(await b.refunds.count()).toBe(0);
    expect(await b.outbox.count()).toBe(1);
  });
});

describe('logging out', () => {
  test('is refused with the count while anything has not reached the server, and forgets the server and key once nothing waits', async () => {
    const db = openTestDb();
    await saveConnection(db, 'https://pos.example.com', 'key-1');
    await aDay(db);
    expect(await logOut(db)).toEqual({ ok: false, unsent: 8 });
    expect(await readSettings(db)).toMatchObject({ serverUrl: 'https://pos.example.com', apiKey: 'key-1' });
    await Promise.all([db.orders, db.refunds, db.shifts, db.voids, db.availabilityChanges, db.outbox].map((t) => t.clear()));
    // A cleared order's void still waits: it too would be lost.
    await db.voids.put(voidRow({ client_order_id: 'void-late' }));
    await db.outbox.put({ client_order_id: 'void-late', kind: 'void', queued_at: T0, attempts: 0, next_attempt_at: 0, last_error: null });
    expect(await logOut(db)).toEqual({ ok: false, unsent: 1 });
    await markUploaded(db, 'void-late', 'v-1', new Date(T0).toISOString());
    expect(await logOut(db)).toEqual({ ok: true });
    expect(await readSettings(db)).toMatchObject({ serverUrl: null, apiKey: null });
  });
});
