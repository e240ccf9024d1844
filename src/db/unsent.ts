/**
 * What this terminal holds that the server has not acknowledged: every sale, refund and closed
 * shift not yet `uploaded` (waiting, refused for now, refused for good, and counter orders not
 * yet paid). They are counted before anything that would lose them (logging out, another
 * server, clearing the data), read for "Export unsent", and written by "Import unsent" on
 * another terminal of the same server.
 *
 * Promises: the export is read in ONE transaction, so it is one moment of the terminal. The
 * import is ONE transaction: every document is added under its own key with its upload entry,
 * or none is. A document this terminal already holds is left as it is, so importing a file
 * twice, or on the terminal that made it, adds nothing; and since each goes under its own key
 * (`Idempotency-Key`), the server stores it once even when both terminals send it.
 */
import type { OrderRow, OutboxKind, OutboxRow, PosDb, RefundRow, ShiftRow } from './schema';

/** One document not yet acknowledged, as stored (a sale of another terminal keeps its ticket and terminal id). */
export type UnsentDocument =
  | { kind: 'sale'; order: OrderRow }
  | { kind: 'refund'; refund: RefundRow }
  | { kind: 'shift'; shift: ShiftRow };

/** The key a document travels under (its `Idempotency-Key`). */
export function keyOf(doc: UnsentDocument): string {
  switch (doc.kind) {
    case 'sale':
      return doc.order.client_order_id;
    case 'refund':
      return doc.refund.client_order_id;
    case 'shift':
      return doc.shift.shift_id;
    default: {
      const never: never = doc;
      return never;
    }
  }
}

const NOT_ACKNOWLEDGED = ['unpaid', 'waiting', 'rejected'] as const;

/** How many documents the server has not acknowledged: what logging out or clearing the data would lose. */
export function unsentCount(db: PosDb): Promise<number> {
  return db.transaction('r', [db.orders, db.refunds, db.shifts], async () => {
    const [sales, refunds, shifts] = await Promise.all([
      db.orders.where('upload').anyOf([...NOT_ACKNOWLEDGED]).count(),
      db.refunds.where('upload').anyOf([...NOT_ACKNOWLEDGED]).count(),
      db.shifts.where('upload').anyOf([...NOT_ACKNOWLEDGED]).count(),
    ]);
    return sales + refunds + shifts;
  });
}

export type Unless = { ok: true } | { ok: false; unsent: number };

/**
 * Logging out: the terminal forgets its server and key, in ONE transaction with the count of
 * what waits, so a sale another tab completes meanwhile is counted: refused while anything has
 * not reached the server (it could not be sent any more).
 */
export function logOut(db: PosDb): Promise<Unless> {
  return db.transaction('rw', [db.settings, db.orders, db.refunds, db.shifts], async (): Promise<Unless> => {
    const unsent = await unsentCount(db);
    if (unsent > 0) return { ok: false, unsent };
    await db.settings.update('terminal', { serverUrl: null, apiKey: null, enrolment: null });
    return { ok: true };
  });
}

/** Every document not acknowledged, oldest first (sales, then refunds, then shifts, each by time). */
export function unsentDocuments(db: PosDb): Promise<UnsentDocument[]> {
  return db.transaction('r', [db.orders, db.refunds, db.shifts], async () => {
    const byTime = <T extends { created_at: string }>(a: T, b: T) => a.created_at.localeCompare(b.created_at);
    const orders = (await db.orders.where('upload').anyOf([...NOT_ACKNOWLEDGED]).toArray()).sort(byTime);
    const refunds = (await db.refunds.where('upload').anyOf([...NOT_ACKNOWLEDGED]).toArray()).sort(byTime);
    const shifts = (await db.shifts.where('upload').anyOf([...NOT_ACKNOWLEDGED]).toArray()).sort((a, b) => a.opened_at.localeCompare(b.opened_at));
    return [
      ...orders.map((order): UnsentDocument => ({ kind: 'sale', order })),
      ...refunds.map((refund): UnsentDocument => ({ kind: 'refund', refund })),
      ...shifts.map((shift): UnsentDocument => ({ kind: 'shift', shift })),
    ];
  });
}

/** The branches (`location_id`) the unsent documents were made at: where sending them would be right. */
export async function unsentBranches(db: PosDb): Promise<number[]> {
  const docs = await unsentDocuments(db);
  const ids = docs.map((d) => (d.kind === 'sale' ? d.order.location_id : d.kind === 'refund' ? d.refund.location_id : d.shift.location_id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

export interface ImportOutcome {
  /** Documents queued here for upload. */
  queued: number;
  /** Counter orders not yet paid, kept here unpaid (to be marked paid, then uploaded). */
  unpaid: number;
  /** Documents this terminal already held, left as they are. */
  known: number;
}

function entry(key: string, kind: OutboxKind, at: string, after: string | null): OutboxRow {
  const queuedAt = Date.parse(at);
  return {
    client_order_id: key,
    ...(kind === 'sale' ? {} : { kind }),
    queued_at: Number.isFinite(queuedAt) ? queuedAt : 0,
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    ...(after ? { after } : {}),
  };
}

/**
 * Queues `docs` (from another terminal's export) here, each under its own key, in ONE
 * transaction. Rejected ones are queued again, as "Retry upload" would; a refund still follows
 * its sale; a counter order not yet paid stays unpaid, to be marked paid here.
 */
export function importUnsent(db: PosDb, docs: readonly UnsentDocument[]): Promise<ImportOutcome> {
  return db.transaction('rw', [db.orders, db.refunds, db.shifts, db.outbox], async () => {
    let queued = 0;
    let unpaid = 0;
    let known = 0;
    for (const doc of docs) {
      const key = keyOf(doc);
      const table = doc.kind === 'sale' ? db.orders : doc.kind === 'refund' ? db.refunds : db.shifts;
      if ((await table.get(key)) !== undefined) {
        known += 1;
        continue;
      }
      const fresh = { upload: 'waiting' as const, message: null, invoice_id: null, uploaded_at: null };
      switch (doc.kind) {
        case 'sale': {
          if (doc.order.upload === 'unpaid') {
            await db.orders.add({ ...doc.order, invoice_id: null, message: null, uploaded_at: null });
            unpaid += 1;
            continue;
          }
          await db.orders.add({ ...doc.order, ...fresh });
          await db.outbox.add(entry(key, 'sale', doc.order.created_at, null));
          break;
        }
        case 'refund':
          await db.refunds.add({ ...doc.refund, ...fresh });
          await db.outbox.add(entry(key, 'refund', doc.refund.created_at, doc.refund.refund_of));
          break;
        case 'shift':
          await db.shifts.add({ ...doc.shift, status: 'closed', ...fresh });
          await db.outbox.add(entry(key, 'shift', doc.shift.z_report?.closed_at ?? doc.shift.opened_at, null));
          break;
        default: {
          const never: never = doc;
          return never;
        }
      }
      queued += 1;
    }
    return { queued, unpaid, known };
  });
}
