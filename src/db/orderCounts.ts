/**
 * The status bar's counts of the documents still to upload and of those the server refused
 * (`waiting.ts` says which),
 * and why the first waiting one waits: apart from `orders.ts`, so the first paint does not
 * carry the code that completes a sale (it loads with the first "Complete sale").
 */
import type { PosDb } from './schema';
import { waitingCounts } from './waiting';

/** Documents in the upload queue, of every kind (the status bar's count; `waiting.ts` says what waits). */
export async function waitingCount(db: PosDb): Promise<number> {
  return (await waitingCounts(db)).queued;
}

/** Documents the server refused for good and nobody has sent again yet, whatever their day (`waiting.ts`). */
export async function rejectedCount(db: PosDb): Promise<number> {
  return (await waitingCounts(db)).rejected;
}

/** What the status bar says of the uploads (`uploadsSummary`). */
export interface UploadsSummary {
  waiting: number;
  rejected: number;
  /** The last error of the first document in the queue that has one. */
  reason: string | null;
}

export async function uploadsSummary(db: PosDb): Promise<UploadsSummary> {
  const { queued, rejected } = await waitingCounts(db);
  return {
    waiting: queued,
    rejected,
    reason: (await db.outbox.orderBy('queued_at').filter((e) => !!e.last_error).first())?.last_error ?? null,
  };
}
