/**
 * What this terminal holds that the server has not acknowledged: every document that waits
 * (`waiting.ts` says which: sales, refunds, closed shifts and voids not yet `uploaded`, counter
 * orders not yet paid, sold-out marks still queued). They are counted before anything that would lose them (logging out, another
 * server, clearing the data), read for "Export unsent", and written by "Import unsent" on
 * another terminal of the same server.
 *
 * Promises: the export is read in ONE transaction, so it is one moment of the terminal. The
 * import is ONE transaction: every document is added under its own key with its upload entry,
 * or none is. A document this terminal already holds is left as it is, so importing a file
 * twice, or on the terminal that made it, adds nothing; and since each goes under its own key
 * (`Idempotency-Key`), the server stores it once even when both terminals send it.
 */
import type { AvailabilityChangeRow, OrderRow, OutboxKind, OutboxRow, PosDb, RefundRow, ShiftRow, VoidRow } from './schema';
import { documents } from './outbox';
import { waitingCounts, waitingTables, waitingTotal } from './waiting';
import { waitingDocuments } from './waitingDocuments';

/** One document not yet acknowledged, as stored (a sale of another terminal keeps its ticket and terminal id). */
export type UnsentDocument =
  | { kind: 'sale'; order: OrderRow }
  | { kind: 'refund'; refund: RefundRow }
  | { kind: 'shift'; shift: ShiftRow }
  | { kind: 'void'; voided: VoidRow }
  | { kind: 'availability'; change: AvailabilityChangeRow };

/** The key a document travels under (its `Idempotency-Key`). */
export function keyOf(doc: UnsentDocument): string {
  switch (doc.kind) {
    case 'sale':
      return doc.order.client_order_id;
    case 'refund':
      return doc.refund.client_order_id;
    case 'shift':
      return doc.shift.shift_id;
    case 'void':
      return doc.voided.client_order_id;
    case 'availability':
      return doc.change.id;
    default: {
      const never: never = doc;
      return never;
    }
  }
}

/** How many documents the server has not acknowledged: what logging out or clearing the data would lose. */
export async function unsentCount(db: PosDb): Promise<number> {
  return waitingTotal(await waitingCounts(db));
}

type Unless = { ok: true } | { ok: false; unsent: number };

/**
 * Logging out: the terminal forgets its server and key, in ONE transaction with the count of
 * what waits, so a sale another tab completes meanwhile is counted: refused while anything has
 * not reached the server (it could not be sent any more).
 */
export function logOut(db: PosDb): Promise<Unless> {
  return db.transaction('rw', [db.settings, ...waitingTables(db)], async (): Promise<Unless> => {
    const unsent = await unsentCount(db);
    if (unsent > 0) return { ok: false, unsent };
    await db.settings.update('terminal', { serverUrl: null, apiKey: null, enrolment: null });
    return { ok: true };
  });
}

/** Every document not acknowledged, oldest first (sales, refunds, shifts, voids, then sold-out marks, each by time). */
export async function unsentDocuments(db: PosDb): Promise<UnsentDocument[]> {
  const { sales, refunds, shifts, voids, marks } = await waitingDocuments(db);
  return [
    ...sales.map((order): UnsentDocument => ({ kind: 'sale', order })),
    ...refunds.map((refund): UnsentDocument => ({ kind: 'refund', refund })),
    ...shifts.map((shift): UnsentDocument => ({ kind: 'shift', shift })),
    ...voids.map((voided): UnsentDocument => ({ kind: 'void', voided })),
    ...marks.map((change): UnsentDocument => ({ kind: 'availability', change })),
  ];
}

/**
 * The branch a document was made at; none for a sold-out mark (it names a product, sold at the
 * key's branch). The one rule for where a waiting document belongs: connecting (`unsentBranches`)
 * and importing a handed-over file (src/app/unsent/unsentFile.ts) both read it.
 */
export function branchOf(doc: UnsentDocument): number[] {
  switch (doc.kind) {
    case 'sale':
      return [doc.order.location_id];
    case 'refund':
      return [doc.refund.location_id];
    case 'shift':
      return [doc.shift.location_id];
    case 'void':
      return [doc.voided.location_id];
    case 'availability':
      return [];
    default: {
      const never: never = doc;
      return never;
    }
  }
}

/** The branches (`location_id`) the unsent documents were made at: where sending them would be right. */
export async function unsentBranches(db: PosDb): Promise<number[]> {
  const ids = (await unsentDocuments(db)).flatMap(branchOf);
  return [...new Set(ids)].sort((a, b) => a - b);
}

interface ImportOutcome {
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
  return db.transaction('rw', waitingTables(db), async () => {
    let queued = 0;
    let unpaid = 0;
    let known = 0;
    for (const doc of docs) {
      const key = keyOf(doc);
      if ((await documents(db, doc.kind).get(key)) !== undefined) {
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
        case 'void':
          await db.voids.add({ ...doc.voided, ...fresh });
          await db.outbox.add(entry(key, 'void', doc.voided.created_at, null));
          break;
        case 'availability':
          await db.availabilityChanges.add({ ...doc.change, ...fresh });
          await db.outbox.add(entry(key, 'availability', doc.change.marked_at, null));
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
