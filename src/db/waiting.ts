/**
 * What "waiting" means, said once for every screen that counts, guards, lists or exports it:
 * the status bar ("Orders waiting to upload", "Orders rejected"), logging out, clearing the
 * data and another server (`unsent.ts`), "Export unsent" and "Orders".
 *
 * A document waits from the moment it is made until the server acknowledged it. It is
 * - queued: in the upload queue (`outbox`), whatever its kind: a sale, a refund, a closed
 *   shift, a cleared order's void or a sold-out mark;
 * - rejected: refused for good and not sent again yet, for the documents that carry money
 *   (sales, refunds, shifts, voids): each stays until someone sends it again. A refused
 *   sold-out mark is not kept waiting: the menu follows the server's list again, so sending
 *   it again would undo the server's own answer;
 * - unpaid: a counter order not paid yet (it is queued once paid).
 *
 * The audit trail's events (assumed-contracts 16) travel through the same queue but are not
 * documents of the day: they are not counted here (the status bar counts orders, and "N sales,
 * refunds, shifts, voids or sold-out marks" would miscount), nor exported; they upload on their own and stay listed
 * for managers in "Audit trail" whatever the server answers. A kitchen screen's tickets
 * (assumed-contracts 14) are not counted either: they are the kitchen's, and paper takes over
 * when the screen does not take them.
 *
 * The waiting documents themselves, as "Export unsent" and "Orders" read them, are
 * `waitingDocuments.ts`'s, by these same states: apart, so the status bar's count loads
 * without them.
 *
 * Promises: the counts are read in ONE transaction, so they are one moment of the terminal
 * (a document moving from queued to rejected is never counted twice or not at all).
 */
import type { PosDb } from './schema';

interface WaitingCounts {
  /** Documents in the upload queue, of every kind but the audit trail's events and the kitchen screen's tickets. */
  queued: number;
  /** Sales, refunds, shifts and voids the server refused for good, not sent again yet. */
  rejected: number;
  /** Counter orders not paid yet. */
  unpaid: number;
}

/** Upload states in which a sale, refund, shift or void has not reached the server. */
export const NOT_ACKNOWLEDGED = ['unpaid', 'waiting', 'rejected'] as const;

/** The tables `waitingCounts` and `waitingDocuments` read: to be part of a caller's transaction. */
export const waitingTables = (db: PosDb) => [db.outbox, db.orders, db.refunds, db.shifts, db.voids, db.availabilityChanges];

/**
 * Voids have no `upload` index (they are few: orders cleared after the kitchen had them), so
 * the refused ones are found by reading them.
 */
export const voidsIn = (db: PosDb, states: readonly string[]) => db.voids.filter((v) => states.includes(v.upload));

/** What waits, by why it waits, read in one transaction. */
export function waitingCounts(db: PosDb): Promise<WaitingCounts> {
  return db.transaction('r', waitingTables(db), async () => {
    const rejectedIn = [db.orders, db.refunds, db.shifts].map((t) => t.where('upload').equals('rejected').count());
    const [all, records, unpaid, voids, ...rejected] = await Promise.all([
      db.outbox.count(),
      // Through the `kind` index (version 26): the queue is never read for its records. Audit
      // events and kitchen screen tickets are records, not the day's documents.
      db.outbox.where('kind').anyOf(['audit', 'kitchen']).count(),
      db.orders.where('upload').equals('unpaid').count(),
      voidsIn(db, ['rejected']).count(),
      ...rejectedIn,
    ]);
    return { queued: (all ?? 0) - (records ?? 0), rejected: (voids ?? 0) + rejected.reduce((a, b) => a + b, 0), unpaid: unpaid ?? 0 };
  });
}

/** Everything that has not reached the server: what logging out, another server or clearing the data would lose. */
export const waitingTotal = (counts: WaitingCounts): number => counts.queued + counts.rejected + counts.unpaid;
