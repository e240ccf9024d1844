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
import { v18 } from './v18';

const RECORD_V22 = 300;

interface ListingV22 {
  gen: number;
  id: number;
  products: unknown[];
  kiosk?: unknown[];
  parts?: number;
}

/** The first record and the records after it, `RECORD_V22` products each. */
export function splitListingV22(listing: ListingV22): { head: ListingV22; parts: (ListingV22 & { part: number })[] } {
  const count = Math.max(1, Math.ceil(listing.products.length / RECORD_V22), Math.ceil((listing.kiosk?.length ?? 0) / RECORD_V22));
  const slice = (products: unknown[], at: number) => products.slice(at * RECORD_V22, (at + 1) * RECORD_V22);
  const record = (at: number) =>
    listing.kiosk ? { products: slice(listing.products, at), kiosk: slice(listing.kiosk, at) } : { products: slice(listing.products, at) };
  const head: ListingV22 = { gen: listing.gen, id: listing.id, ...record(0), ...(count > 1 ? { parts: count - 1 } : {}) };
  const parts: (ListingV22 & { part: number })[] = [];
  for (let at = 1; at < count; at++) parts.push({ gen: listing.gen, id: listing.id, part: at, ...record(at) });
  return { head, parts };
}

async function upgrade(tx: Transaction): Promise<void> {
  const listings = tx.table('listings');
  const parts = tx.table('listingParts');
  // One listing at a time, so the upgrade holds one listing, whatever the catalog's size.
  for (const key of await listings.toCollection().primaryKeys()) {
    const row = (await listings.get(key)) as ListingV22 | undefined;
    if (!row || (row.products.length <= RECORD_V22 && (row.kiosk?.length ?? 0) <= RECORD_V22)) continue;
    const split = splitListingV22(row);
    await listings.put(split.head);
    await parts.bulkPut(split.parts);
  }
}

export const v22: Migration = {
  version: 22,
  stores: {
    ...v18.stores,
    listingParts: '[gen+id+part]',
  },
  upgrade,
};
