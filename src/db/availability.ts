/**
 * Sold-out marks made at the till (assumed-contracts 12) and the sold-out list every reader
 * takes: the latest polled list (5) with the marks still in force laid over it
 * (`soldOutAfterMarks`).
 *
 * Promises: a mark is written in ONE transaction with its outbox entry, so it is shown and
 * queued together or not at all; every tab reads the same rows, so it shows at once on each.
 * Each change is its own document under its own id (the Idempotency-Key), sent once and in
 * order by the uploader; the next poll asked after the server's answer replaces it.
 */
import { soldOutAfterMarks, type AvailabilityChange } from '../core/availability';
import type { AvailabilityChangeRow, OutboxRow, PosDb } from './schema';

/** The tables a reader of the sold-out list must hold in its transaction. */
export const soldOutTables = (db: PosDb) => [db.soldOut, db.availabilityChanges];

/**
 * The sold-out list with the till's marks in force; null when the server keeps no list (each
 * product's snapshot flag then holds). Read inside the caller's transaction when it holds
 * `soldOutTables`.
 */
export async function readSoldOutList(db: PosDb): Promise<number[] | null> {
  const row = await db.soldOut.get('latest');
  if (!row) return null;
  const sentAt = row.sent_at ?? row.fetched_at;
  const [waiting, answered] = await Promise.all([
    db.availabilityChanges.where('upload').equals('waiting').toArray(),
    db.availabilityChanges.where('uploaded_at').aboveOrEqual(sentAt).toArray(),
  ]);
  return soldOutAfterMarks(row.product_ids, [...waiting, ...answered], sentAt);
}

export type MarkOutcome = { ok: true } | { ok: false; reason: 'no-list' };

/**
 * A manager marked a product sold out (or available again): the change is stored with its
 * outbox entry. Refused when the server keeps no sold-out list (nothing would ever confirm
 * or undo the mark there).
 */
export function markAvailability(db: PosDb, change: AvailabilityChange): Promise<MarkOutcome> {
  return db.transaction('rw', [db.soldOut, db.availabilityChanges, db.outbox], async (): Promise<MarkOutcome> => {
    if (!(await db.soldOut.get('latest'))) return { ok: false, reason: 'no-list' };
    const row: AvailabilityChangeRow = { ...change, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null };
    await db.availabilityChanges.add(row);
    const entry: OutboxRow = {
      client_order_id: change.id,
      kind: 'availability',
      queued_at: Date.parse(change.marked_at),
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
    };
    await db.outbox.add(entry);
    return { ok: true };
  });
}
