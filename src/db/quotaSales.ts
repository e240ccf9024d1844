/**
 * What the quota rule across orders needs from storage (see `cart/quotaSales.ts`): the active
 * generation's quota rows with the time each was polled, and the completed sales their poll
 * cannot have counted (waiting to upload or to be paid at the counter, or acknowledged at or
 * after the oldest poll).
 *
 * Promises: one read transaction over the sync bookkeeping, the quota rows and the sales, so a
 * sale and the quota it counts against are read together: a sale being acknowledged, or a
 * poll being written, is seen wholly before or wholly after. Only the sales acknowledged
 * since the oldest poll are read (by the `uploaded_at` index), never every sale ever made.
 */
import { quotasAfterSales, soldUnitsOf, type PolledQuota, type SoldUnits } from '../cart/quotaSales';
import type { Availability } from './catalogReader';
import { readSoldOutList, soldOutTables } from './availability';
import { readSyncMeta } from './activeGeneration';
import { generationRange, type PosDb, type SyncMeta } from './schema';

export interface QuotaSales {
  quotas: PolledQuota[];
  /** Units per product of the sales the polls may not hold; products without a quota left out. */
  sold: SoldUnits[];
}

const NONE: QuotaSales = { quotas: [], sold: [] };

/**
 * When the rows of the active generation that carry no poll time were fetched: rows a full
 * sync wrote, fetched after the sync started (its report's `startedAt`), so that time is on
 * the safe side: a sale acknowledged after it is still counted.
 */
function syncStart(meta: SyncMeta): number {
  const started = meta.lastReport?.generation === meta.activeGen ? meta.lastReport?.startedAt : meta.lastSuccessAt;
  const at = started ? Date.parse(started) : Number.NaN;
  // No time known: every acknowledged sale counts, the safe side.
  return Number.isFinite(at) ? at : 0;
}

/** The quota rows of generation `gen` (the active one when not given) and the sales they may not hold. */
export function readQuotaSales(db: PosDb, gen?: number): Promise<QuotaSales> {
  return db.transaction('r', [db.syncMeta, db.quotas, db.orders], async () => {
    const meta = await readSyncMeta(db);
    const of = gen ?? meta.activeGen;
    if (of === null) return NONE;
    const [lower, upper] = generationRange(of);
    const rows = await db.quotas.where(':id').between(lower, upper, true, true).toArray();
    if (rows.length === 0) return NONE;

    const fallback = syncStart(meta);
    const quotas: PolledQuota[] = rows.map(({ gen: _gen, polled_at, ...quota }) => {
      const at = polled_at === undefined ? Number.NaN : Date.parse(polled_at);
      return { ...quota, polled_at: Number.isFinite(at) ? at : fallback };
    });
    const oldest = new Date(Math.min(...quotas.map((q) => q.polled_at))).toISOString();
    const [waiting, acknowledged] = await Promise.all([
      // A kiosk order waiting to be paid at the counter holds its units too: the customer
      // has them on order, and selling them again would oversell the quota.
      db.orders.where('upload').anyOf('waiting', 'unpaid').toArray(),
      db.orders.where('uploaded_at').aboveOrEqual(oldest).toArray(),
    ]);

    const limited = new Set(quotas.map((q) => q.product_id));
    const sold = [
      ...waiting.flatMap((order) => soldUnitsOf(order.lines, null)),
      ...acknowledged
        .filter((order) => order.upload === 'uploaded' && order.uploaded_at !== null)
        .flatMap((order) => soldUnitsOf(order.lines, Date.parse(order.uploaded_at!))),
    ].filter((units) => limited.has(units.product_id));
    return { quotas, sold };
  });
}

/**
 * What the menu sells from of generation `gen`: its quota rows lowered by the sales their polls
 * cannot have counted (`quotasAfterSales`), and the latest sold-out list with the till's marks
 * (`readSoldOutList`); one transaction, so
 * a poll or a sale is seen wholly or not at all.
 */
export function readHeldAvailability(db: PosDb, gen: number): Promise<Availability> {
  return db.transaction('r', [db.syncMeta, db.quotas, db.orders, ...soldOutTables(db)], async () => {
    const [{ quotas, sold }, soldOut] = await Promise.all([readQuotaSales(db, gen), readSoldOutList(db)]);
    return { quotas: quotasAfterSales(quotas, sold), soldOut };
  });
}
