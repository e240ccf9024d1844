/**
 * The upload queue of completed sales (`outbox`) and what the server said of each order.
 *
 * Promises: every outcome is written in ONE transaction over `orders` and `outbox`, so an
 * order is never marked uploaded or rejected while still queued, nor dequeued without its
 * outcome. An entry leaves the queue only with an answer from the server (acknowledged or
 * refused for good); the order row is never deleted. A rejected order can be queued again
 * and is then sent under the same client order id, which the server deduplicates on.
 */
import type { OrderRow, OutboxRow, PosDb } from './schema';

/** The oldest entry by `queued_at`, with its order (null when the order row is missing). */
export async function headOfQueue(db: PosDb): Promise<{ entry: OutboxRow; order: OrderRow | null } | null> {
  return db.transaction('r', [db.outbox, db.orders], async () => {
    const entry = await db.outbox.orderBy('queued_at').first();
    if (!entry) return null;
    return { entry, order: (await db.orders.get(entry.client_order_id)) ?? null };
  });
}

/** The client order ids in the queue, oldest first. */
export function queuedIds(db: PosDb): Promise<string[]> {
  return db.outbox.orderBy('queued_at').primaryKeys();
}

/** The server acknowledged the order: it leaves the queue with the server's invoice id. */
export function markUploaded(db: PosDb, clientOrderId: string, invoiceId: string | number, at: string): Promise<void> {
  return db.transaction('rw', [db.orders, db.outbox], async () => {
    await db.orders.update(clientOrderId, { upload: 'uploaded', invoice_id: invoiceId, message: null, uploaded_at: at });
    await db.outbox.delete(clientOrderId);
  });
}

/** The server refused the order for good (422): it leaves the queue; the order row keeps the reason. */
export function markRejected(db: PosDb, clientOrderId: string, message: string): Promise<void> {
  return db.transaction('rw', [db.orders, db.outbox], async () => {
    await db.orders.update(clientOrderId, { upload: 'rejected', message });
    await db.outbox.delete(clientOrderId);
  });
}

/** A temporary failure: the entry stays, with one more attempt and the time of the next one. */
export async function deferEntry(
  db: PosDb,
  clientOrderId: string,
  change: Pick<OutboxRow, 'attempts' | 'next_attempt_at' | 'last_error'>,
): Promise<void> {
  await db.outbox.update(clientOrderId, change);
}

/** An entry whose order row is gone has nothing left to send. */
export async function dropOrphan(db: PosDb, clientOrderId: string): Promise<void> {
  await db.outbox.delete(clientOrderId);
}

/**
 * Queues a rejected order again (after the cause was fixed on the server), at the back of the
 * queue and due at once. True when it was queued; false when the order is not rejected.
 */
export function retryRejected(db: PosDb, clientOrderId: string, now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', [db.orders, db.outbox], async () => {
    const order = await db.orders.get(clientOrderId);
    if (!order || order.upload !== 'rejected') return false;
    await db.orders.update(clientOrderId, { upload: 'waiting', message: null });
    await db.outbox.put({ client_order_id: clientOrderId, queued_at: now, attempts: 0, next_attempt_at: 0, last_error: null });
    return true;
  });
}
