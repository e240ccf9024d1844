/**
 * The status bar's counts of the documents still to upload and of those the server refused,
 * and why the first waiting one waits: apart from `orders.ts`, so the first paint does not
 * carry the code that completes a sale (it loads with the first "Complete sale").
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

/** What the status bar says of the uploads (`uploadsSummary`). */
export interface UploadsSummary {
  waiting: number;
  rejected: number;
  /** The last error of the first document in the queue that has one. */
  reason: string | null;
}

export async function uploadsSummary(db: PosDb): Promise<UploadsSummary> {
  return {
    waiting: await waitingCount(db),
    rejected: await rejectedCount(db),
    reason: (await db.outbox.orderBy('queued_at').filter((e) => !!e.last_error).first())?.last_error ?? null,
  };
}
