/**
 * The upload queue (`outbox`) and what the server said of each document: sales (`orders`),
 * refunds (`refunds`), closed shifts (`shifts`), cleared orders' voids (`voids`) and sold-out
 * marks (`availabilityChanges`), audit events and kitchen screen tickets, one queue for all in the order they were made, each entry
 * naming its kind.
 *
 * The queue order is `queued_at`, the time the sale completed. The head is the first entry
 * that is neither held nor passed over: an entry that names another in `after` (a refund
 * names its sale) is held until that order is uploaded, wherever either stands; a refund with
 * money going back to a card is held until the acquirer answered that card refund; the caller
 * says which entries to pass over for now (a sale that keeps failing, while it waits).
 *
 * Promises: every outcome is written in ONE transaction over `orders` and `outbox`, so an
 * order is never marked uploaded or rejected while still queued, nor dequeued without its
 * outcome. An entry leaves the queue only with an answer from the server (acknowledged or
 * refused for good); the order row is never deleted. A rejected order can be queued again
 * and is then sent under the same client order id, which the server deduplicates on.
 */
import type { AuditEventRow, AvailabilityChangeRow, KitchenTicketRow, OrderRow, OutboxKind, OutboxRow, PosDb, RefundRow, ShiftRow, VoidRow } from './schema';

/** An entry's document, read from its kind's table. */
export type QueuedDocument =
  | { kind: 'sale'; order: OrderRow }
  | { kind: 'refund'; refund: RefundRow }
  | { kind: 'shift'; shift: ShiftRow }
  | { kind: 'void'; voided: VoidRow }
  | { kind: 'availability'; change: AvailabilityChangeRow }
  | { kind: 'audit'; event: AuditEventRow }
  | { kind: 'kitchen'; ticket: KitchenTicketRow };

const kindOf = (entry: Pick<OutboxRow, 'kind'> | undefined): OutboxKind => entry?.kind ?? 'sale';

/** The table that holds documents of `kind`; every one has the upload fields of `UploadFields`. */
export function documents(db: PosDb, kind: OutboxKind) {
  switch (kind) {
    case 'sale':
      return db.orders;
    case 'refund':
      return db.refunds;
    case 'shift':
      return db.shifts;
    case 'void':
      return db.voids;
    case 'availability':
      return db.availabilityChanges;
    case 'audit':
      return db.auditEvents;
    case 'kitchen':
      return db.kitchenTickets;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

async function documentOf(db: PosDb, entry: OutboxRow): Promise<QueuedDocument | null> {
  const id = entry.client_order_id;
  const kind = kindOf(entry);
  switch (kind) {
    case 'sale': {
      const order = await db.orders.get(id);
      return order ? { kind, order } : null;
    }
    case 'refund': {
      const refund = await db.refunds.get(id);
      return refund ? { kind, refund } : null;
    }
    case 'shift': {
      const shift = await db.shifts.get(id);
      return shift ? { kind, shift } : null;
    }
    case 'void': {
      const voided = await db.voids.get(id);
      return voided ? { kind, voided } : null;
    }
    case 'availability': {
      const change = await db.availabilityChanges.get(id);
      return change ? { kind, change } : null;
    }
    case 'audit': {
      const event = await db.auditEvents.get(id);
      return event ? { kind, event } : null;
    }
    case 'kitchen': {
      const ticket = await db.kitchenTickets.get(id);
      return ticket ? { kind, ticket } : null;
    }
    default: {
      const never: never = kind;
      return never;
    }
  }
}

const QUEUE_TABLES = (db: PosDb) => [db.outbox, db.orders, db.refunds, db.shifts, db.voids, db.availabilityChanges, db.auditEvents, db.kitchenTickets, db.cardRefunds];

/**
 * An entry waits while the order it must follow exists and is not uploaded yet; a refund also
 * waits while money it gives back to a card has not been answered by the acquirer (its card
 * refund is still `created`), so the document never claims a card refund that did not happen.
 */
async function isHeld(db: PosDb, entry: OutboxRow): Promise<boolean> {
  if (kindOf(entry) === 'refund' && (await db.cardRefunds.where('refund').equals(entry.client_order_id).filter((r) => r.state === 'created').count()) > 0) return true;
  if (!entry.after) return false;
  const before = await db.orders.get(entry.after);
  return !!before && before.upload !== 'uploaded';
}

/**
 * The first entry in queue order that is not held (it follows nothing still to upload) and
 * not passed over, with its document (null when the document's row is missing); null when
 * the queue is empty or every entry is held or passed over.
 */
export async function headOfQueue(
  db: PosDb,
  passOver: (entry: OutboxRow) => boolean = () => false,
): Promise<{ entry: OutboxRow; document: QueuedDocument | null } | null> {
  return db.transaction('r', QUEUE_TABLES(db), async () => {
    const skip = async (entry: OutboxRow) => passOver(entry) || (await isHeld(db, entry));
    const first = await db.outbox.orderBy('queued_at').first();
    if (!first) return null;
    // Nearly always the first entry; the whole queue is read only when that one is skipped.
    const candidates = (await skip(first)) ? (await db.outbox.orderBy('queued_at').toArray()).slice(1) : [first];
    for (const entry of candidates) {
      if (entry !== first && (await skip(entry))) continue;
      return { entry, document: await documentOf(db, entry) };
    }
    return null;
  });
}

/** The client order ids in the queue, oldest first. */
export function queuedIds(db: PosDb): Promise<string[]> {
  return db.outbox.orderBy('queued_at').primaryKeys();
}

/** The server acknowledged the document: it leaves the queue with the server's id of it. */
export function markUploaded(db: PosDb, id: string, serverId: string | number, at: string): Promise<void> {
  return db.transaction('rw', QUEUE_TABLES(db), async () => {
    const kind = kindOf(await db.outbox.get(id));
    await documents(db, kind).update(id, { upload: 'uploaded', invoice_id: serverId, message: null, uploaded_at: at });
    await db.outbox.delete(id);
  });
}

/** The server refused the document for good (422): it leaves the queue; its row keeps the reason. */
export function markRejected(db: PosDb, id: string, message: string): Promise<void> {
  return db.transaction('rw', QUEUE_TABLES(db), async () => {
    const kind = kindOf(await db.outbox.get(id));
    await documents(db, kind).update(id, { upload: 'rejected', message });
    await db.outbox.delete(id);
  });
}

/**
 * The server has no route for the document (an audit event answered 404, assumed-contracts
 * 16): it leaves the queue and stays on this terminal only, with the server's words.
 */
export function markKept(db: PosDb, id: string, message: string): Promise<void> {
  return db.transaction('rw', QUEUE_TABLES(db), async () => {
    await db.auditEvents.update(id, { upload: 'kept', message });
    await db.outbox.delete(id);
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
 * Queues a rejected document again (after the cause was fixed on the server), at the back of
 * the queue and due at once; a refund still follows its sale. True when it was queued; false
 * when the document is not rejected.
 */
export function retryRejected(db: PosDb, id: string, now: number = Date.now(), kind: OutboxKind = 'sale'): Promise<boolean> {
  return db.transaction('rw', QUEUE_TABLES(db), async () => {
    const table = documents(db, kind);
    const row: { upload: string | null; refund_of?: string } | undefined = await table.get(id);
    if (!row || row.upload !== 'rejected') return false;
    await table.update(id, { upload: 'waiting', message: null });
    await db.outbox.put({
      client_order_id: id,
      ...(kind === 'sale' ? {} : { kind }),
      queued_at: now,
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
      ...(row.refund_of ? { after: row.refund_of } : {}),
    });
    return true;
  });
}
