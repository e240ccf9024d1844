/**
 * The light availability poll between full syncs: quotas and the sold-out list
 * (assumed-contracts 4 and 5), written into the active generation.
 *
 * Promises: each write is one transaction that reads the active generation inside it, so a
 * poll that races a full sync writes into whichever generation is active at that moment and
 * never into one being built. A route that fails leaves its previous answer in place.
 */
import { lowestQuotaRows } from '../core/availability';
import type { PosDb } from '../db/schema';
import { replaceQuotas } from '../db/generations';
import { readActiveGeneration } from '../db/activeGeneration';
import type { ApiClient, ApiError } from './api/client';

/** The two routes' decoders (valibot) load with the first poll, after the first paint; precached. */
const contracts = () => Promise.all([import('./contracts/quota'), import('./contracts/soldOut')]);

export type PollOutcome =
  | { ok: true; wrote: { quotas: number | null; soldOut: number | null } }
  | { ok: false; error: ApiError };

interface PollOptions {
  signal?: AbortSignal;
  now?: () => Date;
}

export async function pollAvailability(db: PosDb, api: ApiClient, options: PollOptions = {}): Promise<PollOutcome> {
  if ((await readActiveGeneration(db)) === null) return { ok: true, wrote: { quotas: null, soldOut: null } };
  const now = options.now ?? (() => new Date());
  // Quota rows and the sold-out list keep the time the request was sent: a sale or a sold-out
  // mark acknowledged after it may be missing from the answer, so it still counts
  // (cart/quotaSales.ts, db/availability.ts).
  const sentAt = now().toISOString();
  const [{ fetchQuotas }, { fetchSoldOut }] = await contracts();
  const [quotas, soldOut] = await Promise.all([fetchQuotas(api, options.signal), fetchSoldOut(api, options.signal)]);
  const fetchedAt = now().toISOString();

  const wrote = await db.transaction('rw', [db.syncMeta, db.quotas, db.soldOut], async () => {
    const gen = await readActiveGeneration(db);
    if (gen === null) return { quotas: null, soldOut: null };
    let quotaCount: number | null = null;
    let soldOutCount: number | null = null;
    if (quotas.ok && quotas.value !== null) {
      // One stored row per product: of repeated rows the lowest remaining_stock (the safe choice).
      const rows = lowestQuotaRows(quotas.value.rows);
      await replaceQuotas(db, gen, rows, sentAt);
      quotaCount = rows.length;
    }
    if (soldOut.ok && soldOut.value !== null) {
      await db.soldOut.put({ id: 'latest', product_ids: soldOut.value.rows, fetched_at: fetchedAt, sent_at: sentAt });
      soldOutCount = soldOut.value.rows.length;
    }
    return { quotas: quotaCount, soldOut: soldOutCount };
  });

  const failed = [quotas, soldOut].find((r) => !r.ok);
  if (failed && !failed.ok) return { ok: false, error: failed.error };
  return { ok: true, wrote };
}
