/**
 * The upload queue of completed sales (`outbox`) and what the server said of each order.
 *
 * The queue order is `queued_at`, the time the sale completed. The head is the first entry
 * that is neither held nor passed over: an entry that names another in `after` (a refund
 * names its sale) is held until that order is uploaded, wherever either stands; the caller
 * says which entries to pass over for now (a sale that keeps failing, while it waits).
 *
 * Promises: every outcome is written in ONE transaction over `orders` and `outbox`, so an
 * order is never marked uploaded or rejected while still queued, nor dequeued without its
 * outcome. An entry leaves the queue only with an answer from the server (acknowledged or
 * refused for good); the order row is never deleted. A rejected order can be queued again
 * and is then sent under the same client order id, which the server deduplicates on.
 */
import type { OrderRow, OutboxRow, PosDb } from './schema';

/** An entry waits while the order it must follow exists and is not uploaded yet. */
async function isHeld(db: PosDb, entry: OutboxRow): Promise<boolean> {
  if (!entry.after) return false;
  const before = await db.orders.get(entry.after);
  return !!before && before.upload !== 'uploaded';
}

/**
 * The first entry in queue order that is not held (it follows nothing still to upload) and
 * not passed over, with its order (null when the order row is missing); null when the queue
 * is empty or every entry is held or passed over.
 */
export async function headOfQueue(
  db: PosDb,
  passOver: (entry: OutboxRow) => boolean = () => false,
): Promise<{ entry: OutboxRow; order: OrderRow | null } | null> {
  return db.transaction('r', [db.outbox, db.orders], async () => {
    const skip = async (entry: OutboxRow) => passOver(entry) || (await isHeld(db, entry));
    const first = await db.outbox.orderBy('queued_at').first();
    if (!first) return null;
    // Nearly always the first entry; the whole queue is read only when that one is skipped.
    const candidates = (await skip(first)) ? (await db.outbox.orderBy('queued_at').toArray()).slice(1) : [first];
    for (const entry of candidates) {
      if (entry !== first && (await skip(entry))) continue;
      return { entry, order: (await db.orders.get(entry.client_order_id)) ?? null };
    }
    return null;
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
