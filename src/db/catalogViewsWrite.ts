/**
 * The sync's write of a generation's stored views (`menu/views.ts`), before its switch: apart
 * from their reads (`catalogViews.ts`), so the first load does not carry it.
 */
import type { Product } from '../core/catalog';
import { listingRecords } from '../menu/listingRecords';
import { storedSearchTable } from '../menu/storedSearch';
import { heldProducts, type CatalogViews, type CategoryListing } from '../menu/views';
import type { PosDb, ProductChunk } from './schema';

/**
 * The one chunk of a generation whose listings hold its products (`ProductChunk`): the
 * products no listing holds, and every product id in the order `products` came in.
 */
export function unlistedChunk(gen: number, products: readonly Product[], listings: readonly CategoryListing[]): ProductChunk {
  const listed = new Set(listings.flatMap((listing) => heldProducts(listing).map((p) => p.id)));
  return { gen, chunk: 0, products: products.filter((p) => !listed.has(p.id)), order: products.map((p) => p.id) };
}

/** The records a generation's listings take: the first of each (`listings`) and those after them (`listingParts`). */
export interface ListingRecordCounts {
  listings: number;
  listingParts: number;
  /** The generation's one search table (`storedSearchTable`). */
  searchTables: number;
}

/**
 * Writes the views of `gen` with the chunk of its products no listing holds, each listing as
 * records of a few hundred products (`listingRecords`), and its search table
 * (`storedSearchTable`); answers the records written, which the
 * generation switch counts (with one head and one chunk).
 */
export async function writeCatalogViews(db: PosDb, gen: number, views: CatalogViews, chunk: ProductChunk): Promise<ListingRecordCounts> {
  const records = views.listings.map((listing) => listingRecords(listing));
  const parts = records.flatMap((r) => r.parts);
  const searchTable = storedSearchTable(views);
  await db.transaction('rw', [db.catalogHeads, db.listings, db.listingParts, db.productChunks, db.searchTables], async () => {
    await db.catalogHeads.put(views.head);
    await db.listings.bulkPut(records.map((r) => r.head));
    await db.listingParts.bulkPut(parts);
    await db.productChunks.put(chunk);
    await db.searchTables.put(searchTable);
  });
  return { listings: records.length, listingParts: parts.length, searchTables: 1 };
}
