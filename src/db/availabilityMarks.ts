/**
 * A sold-out mark made at the till (assumed-contracts 12), written apart from the list readers
 * (availability.ts) so the first load does not carry it: the manager's dialog loads it.
 *
 * Promises: a mark is written in ONE transaction with its outbox entry, so it is shown and
 * queued together or not at all. Each change is its own document under its own id (the
 * Idempotency-Key), sent once and in order by the uploader.
 */
import type { AvailabilityChange } from '../core/availability';
import type { AvailabilityChangeRow, OutboxRow, PosDb } from './schema';

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
