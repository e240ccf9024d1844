/** The data change into version 22 (what changed and why: `v22.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

const RECORD_V22 = 300;

interface ListingV22 {
  gen: number;
  id: number;
  products: unknown[];
  kiosk?: unknown[];
}

/** Splits, one listing at a time (the upgrade holds one listing, whatever the catalog's size), every listing longer than a record. */
export async function upgrade(tx: Transaction): Promise<void> {
  const listings = tx.table('listings');
  for (const key of await listings.toCollection().primaryKeys()) {
    const row = (await listings.get(key)) as ListingV22;
    const count = Math.ceil(Math.max(row.products.length, row.kiosk?.length ?? 0) / RECORD_V22);
    if (count < 2) continue;
    // Record `at`: the next products of the listing, and of a kiosk's own alike.
    const record = (at: number): ListingV22 => {
      const slice = (rows: unknown[]) => rows.slice(at * RECORD_V22, (at + 1) * RECORD_V22);
      return row.kiosk ? { gen: row.gen, id: row.id, products: slice(row.products), kiosk: slice(row.kiosk) } : { gen: row.gen, id: row.id, products: slice(row.products) };
    };
    await listings.put({ ...record(0), parts: count - 1 });
    await tx.table('listingParts').bulkPut(Array.from({ length: count - 1 }, (_, i) => ({ ...record(i + 1), part: i + 1 })));
  }
}
