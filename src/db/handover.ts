/**
 * Handing documents over to another terminal of the branch ("Export unsent"): the exporting
 * terminal keeps each document as `handed_over` (no longer waiting, no longer sent, refunded or
 * marked paid here, shown as "Handed over" in "Orders"), and the terminal that imports the file
 * owns it from then on. ONE transaction: a document is handed over with its upload entry gone,
 * or not at all; one the server acknowledged meanwhile (an upload that finished between the
 * reading and now) stays as it is and is left out of the file.
 */
import type { PosDb } from './schema';
import { keyOf, type UnsentDocument } from './unsent';

const STILL_OURS = new Set(['unpaid', 'waiting', 'rejected']);

/** Marks `docs` handed over and drops their upload entries; answers those handed over now, as stored before. */
export function handOver(db: PosDb, docs: readonly UnsentDocument[]): Promise<UnsentDocument[]> {
  return db.transaction('rw', [db.orders, db.refunds, db.shifts, db.outbox], async () => {
    const given: UnsentDocument[] = [];
    for (const doc of docs) {
      const key = keyOf(doc);
      const table = doc.kind === 'sale' ? db.orders : doc.kind === 'refund' ? db.refunds : db.shifts;
      const held = await table.get(key);
      if (!held || held.upload === null || !STILL_OURS.has(held.upload)) continue;
      await table.update(key, { upload: 'handed_over' });
      await db.outbox.delete(key);
      given.push(doc);
    }
    return given;
  });
}
