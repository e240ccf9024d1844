import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { handOver } from '../../src/db/handover';
import { confirmRefund } from '../../src/db/refunds';
import { unsentCount, unsentDocuments } from '../../src/db/unsent';
import { openTestDb, queue } from '../kit/db';
import { orderRow } from '../kit/orders';

test('exported documents are handed over: no longer waiting or queued here, and a handed-over sale cannot be refunded here', async () => {
  const db = openTestDb();
  const sale = orderRow({ client_order_id: 'sale-1', ticket_no: 'T3-AAAAAAAA-000001' });
  const sent = orderRow({ client_order_id: 'sale-2', ticket_no: 'T3-AAAAAAAA-000002' });
  await queue(db, { order: sale, queuedAt: 1 }, { order: sent, queuedAt: 2 });
  const docs = await unsentDocuments(db);
  // sale-2 reached the server between the reading and the handover: it is not handed over.
  await db.orders.update('sale-2', { upload: 'uploaded' });
  await db.outbox.delete('sale-2');

  const given = await handOver(db, docs);
  expect(given.map((d) => (d.kind === 'sale' ? d.order.client_order_id : null))).toEqual(['sale-1']);
  expect((await db.orders.get('sale-1'))?.upload).toBe('handed_over');
  expect((await db.orders.get('sale-2'))?.upload).toBe('uploaded');
  expect(await db.outbox.count()).toBe(0);
  expect(await unsentCount(db)).toBe(0);
  const refused = await confirmRefund(db, { saleId: 'sale-1', request: [{ of_line: 0, quantity: 1 }], reason: 'cold' });
  expect(refused).toEqual({ ok: false, reason: 'handed-over' });
  expect(await db.refunds.count()).toBe(0);
});
