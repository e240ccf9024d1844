/**
 * The status bar's counts of the documents still to upload and of those the server refused:
 * apart from `orders.ts`, so the first paint does not carry the code that completes a sale
 * (it loads with the first "Complete sale").
 */
import type { PosDb } from './schema';

/** Completed sales not yet acknowledged by the server (the status bar's count). */
export function waitingCount(db: PosDb): Promise<number> {
  return db.outbox.count();
}

/** Sales and refunds the server refused for good and nobody has sent again yet, whatever their day. */
export async function rejectedCount(db: PosDb): Promise<number> {
  const [sales, refunds] = await Promise.all([db.orders, db.refunds].map((t) => t.where('upload').equals('rejected').count()));
  return (sales ?? 0) + (refunds ?? 0);
}
