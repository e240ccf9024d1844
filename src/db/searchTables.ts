/**
 * The stored search tables of a generation (`menu/storedSearch.ts`), read by the catalog
 * worker before it holds the generation: the table itself, then the products at the
 * positions a search found, from the listing records holding them. Reads start from
 * `syncMeta.activeGen` in the same transaction, so a generation that is no longer active
 * reads as null.
 */
import type { Product } from '../core/catalog';
import { LISTING_RECORD } from '../menu/listingRecords';
import type { StoredSearchTable } from '../menu/storedSearch';
import type { ListingHead, ListingPart } from '../menu/views';
import { readActiveGeneration } from './generations';
import type { PosDb } from './schema';

/** The till's (or a kiosk's) search table of `gen`; undefined when the generation has none stored (synced by an older version), null when `gen` is not active. */
export function readSearchTable(db: PosDb, gen: number, kiosk: boolean): Promise<StoredSearchTable | undefined | null> {
  return db.transaction('r', [db.syncMeta, db.searchTables], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    return db.searchTables.get([gen, kiosk ? 1 : 0]);
  });
}

/** Where the product at a position is stored: its listing's category, the record, and its index in that record. */
function placeOf(table: StoredSearchTable, at: number) {
  const row = table.rows[at]!;
  return { category: table.categoryIds[at]!, part: Math.floor(row / LISTING_RECORD), index: row % LISTING_RECORD };
}

/**
 * The products at `positions` of `table`, in that order, read from the listing records that
 * hold them (one read of each record); null when `gen` is no longer active, or when a record
 * does not hold the product the table says (a table that does not match its listings is not
 * believed: the caller reads the whole generation instead).
 */
export function readTableProducts(db: PosDb, gen: number, table: StoredSearchTable, positions: readonly number[], kiosk: boolean): Promise<Product[] | null> {
  return db.transaction('r', [db.syncMeta, db.listings, db.listingParts], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    const places = positions.map((at) => placeOf(table, at));
    const heads = [...new Set(places.filter((p) => p.part === 0).map((p) => p.category))];
    const parts = [...new Map(places.filter((p) => p.part > 0).map((p) => [`${p.category}/${p.part}`, [gen, p.category, p.part] as [number, number, number]])).values()];
    const [headRows, partRows] = await Promise.all([
      db.listings.bulkGet(heads.map((id) => [gen, id] as [number, number])),
      db.listingParts.bulkGet(parts),
    ]);
    const records = new Map<string, ListingHead | ListingPart | undefined>();
    heads.forEach((id, i) => records.set(`${id}/0`, headRows[i]));
    parts.forEach(([, id, part], i) => records.set(`${id}/${part}`, partRows[i]));
    const products: Product[] = [];
    for (let i = 0; i < positions.length; i++) {
      const place = places[i]!;
      const record = records.get(`${place.category}/${place.part}`);
      const rows = record && (kiosk && record.kiosk ? record.kiosk : record.products);
      const product = rows?.[place.index];
      if (product === undefined || product.id !== table.ids[positions[i]!]) return null;
      products.push(product);
    }
    return products;
  });
}
