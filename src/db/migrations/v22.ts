/**
 * Version 22: a category's stored listing is split into records of 300 products. `listings`
 * keeps its key and holds the first record, with `parts`, the number of records after it;
 * the new `listingParts` (keyed `[gen+id+part]`, part 1, 2...) holds those. The screen then
 * reads a first screen of a large category (thousands of products at grocery scale) as one
 * short record and the rest in the tasks after it, instead of the whole listing in one task.
 *
 * The upgrade splits every stored listing longer than a record, in place, the products
 * unchanged and in their order (a kiosk's own listing alike, slice for slice): the till sells
 * offline from the generation it held, nothing is dropped and no sync is needed. A listing of
 * 300 products or fewer is already its own first record (no `parts` reads as none). The rule
 * of the split is copied here as it stands at this version.
 */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v21 } from './v21';

const RECORD_V22 = 300;

interface ListingV22 {
  gen: number;
  id: number;
  products: unknown[];
  kiosk?: unknown[];
}

/** Splits, one listing at a time (the upgrade holds one listing, whatever the catalog's size), every listing longer than a record. */
async function upgrade(tx: Transaction): Promise<void> {
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

export const v22: Migration = {
  version: 22,
  stores: {
    ...v21.stores,
    listingParts: '[gen+id+part]',
  },
  upgrade,
};
