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
import { readActiveGeneration } from './activeGeneration';
import type { PosDb } from './schema';

/** The search table of `gen`; undefined when the generation has none stored (synced by an older version), null when `gen` is not active. */
export function readSearchTable(db: PosDb, gen: number): Promise<StoredSearchTable | undefined | null> {
  return db.transaction('r', [db.syncMeta, db.searchTables], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    return db.searchTables.get([gen, 0]);
  });
}

/** Where the product at a position is stored: its listing's category, the record, and its index in that record. */
function placeOf(table: StoredSearchTable, at: number) {
  const row = table.rows[at]!;
  return { category: table.categoryIds[at]!, part: Math.floor(row / LISTING_RECORD), index: row % LISTING_RECORD };
}

/** A listing record as the search reads it: the first (`listings`) or one after it (`listingParts`). */
type ListingRecord = ListingHead | ListingPart;

/**
 * Listing records read by earlier searches of one generation, the last `size` of them: a
 * generation's records never change once written, and a cashier's next query (one more letter)
 * mostly shows products of the same records.
 */
export class RecordCache {
  private readonly held = new Map<string, ListingRecord | undefined>();
  constructor(
    readonly gen: number,
    private readonly size = 16,
  ) {}

  get(key: string): ListingRecord | undefined | null {
    if (!this.held.has(key)) return null;
    const record = this.held.get(key);
    // Read again: the newest.
    this.held.delete(key);
    this.held.set(key, record);
    return record;
  }

  set(key: string, record: ListingRecord | undefined): void {
    this.held.delete(key);
    this.held.set(key, record);
    while (this.held.size > this.size) this.held.delete(this.held.keys().next().value!);
  }
}

/**
 * The products at `positions` of `table`, in that order, read from the listing records that
 * hold them (one read of each record not in `cache`, a cache of `gen`'s records); null when
 * `gen` is no longer active, or when a record does not hold the product the table says (a
 * table that does not match its listings is not believed: the caller reads the whole
 * generation instead).
 */
export function readTableProducts(
  db: PosDb,
  gen: number,
  table: StoredSearchTable,
  positions: readonly number[],
  cache: RecordCache = new RecordCache(gen),
): Promise<Product[] | null> {
  return db.transaction('r', [db.syncMeta, db.listings, db.listingParts], async () => {
    if ((await readActiveGeneration(db)) !== gen || cache.gen !== gen) return null;
    const places = positions.map((at) => placeOf(table, at));
    const keyOf = (place: { category: number; part: number }) => `${place.category}/${place.part}`;
    const records = new Map<string, ListingRecord | undefined>();
    const missing = new Map<string, { category: number; part: number }>();
    for (const place of places) {
      const key = keyOf(place);
      if (records.has(key) || missing.has(key)) continue;
      const cached = cache.get(key);
      if (cached === null) missing.set(key, place);
      else records.set(key, cached);
    }
    const heads = [...missing.values()].filter((p) => p.part === 0);
    const parts = [...missing.values()].filter((p) => p.part > 0);
    const [headRows, partRows] = await Promise.all([
      db.listings.bulkGet(heads.map((p) => [gen, p.category] as [number, number])),
      db.listingParts.bulkGet(parts.map((p) => [gen, p.category, p.part] as [number, number, number])),
    ]);
    heads.forEach((place, i) => records.set(keyOf(place), headRows[i]));
    parts.forEach((place, i) => records.set(keyOf(place), partRows[i]));
    const products: Product[] = [];
    for (let i = 0; i < positions.length; i++) {
      const place = places[i]!;
      const record = records.get(keyOf(place));
      const rows = record?.products;
      const product = rows?.[place.index];
      if (product === undefined || product.id !== table.ids[positions[i]!]) return null;
      products.push(product);
    }
    for (const [key, record] of records) cache.set(key, record);
    return products;
  });
}
