/**
 * Sold-out marks made at the till (assumed-contracts 12) and the sold-out list every reader
 * takes: the latest polled list (5) with the marks still in force laid over it
 * (`soldOutAfterMarks`).
 *
 * Every tab reads the same rows, so a mark (written by availabilityMarks.ts) shows at once on
 * each; the next poll asked after the server's answer replaces it.
 */
import { soldOutAfterMarks } from '../core/availability';
import type { PosDb } from './schema';

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
