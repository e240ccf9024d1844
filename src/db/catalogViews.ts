/**
 * The stored views of a catalog generation (`menu/views.ts`): written by the sync with the
 * generation, before its switch, and read by the screen one part at a time. Reads start from
 * `syncMeta.activeGen` in the same transaction, so a view of a generation that is no longer
 * active reads as null, never as a part of another generation.
 */
import type { ModifierGroup, Product, Session } from '../core/catalog';
import { heldProducts, listingRecords, type CatalogHead, type CatalogViews, type CategoryListing, type ListingHead, type ListingPart } from '../menu/views';
import { readActiveGeneration } from './generations';
import type { Availability } from './catalogReader';
import { readAvailability } from './catalogReader';
import type { Table } from 'dexie';
import { generationRange, withoutGen, type GenKey, type InGeneration, type PosDb, type ProductChunk } from './schema';
import type { Channel } from '../core/catalog';

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
}

/**
 * Writes the views of `gen` with the chunk of its products no listing holds, each listing as
 * records of a few hundred products (`listingRecords`); answers the records written, which the
 * generation switch counts (with one head and one chunk).
 */
export async function writeCatalogViews(db: PosDb, gen: number, views: CatalogViews, chunk: ProductChunk): Promise<ListingRecordCounts> {
  const records = views.listings.map((listing) => listingRecords(listing));
  const parts = records.flatMap((r) => r.parts);
  await db.transaction('rw', [db.catalogHeads, db.listings, db.listingParts, db.productChunks], async () => {
    await db.catalogHeads.put(views.head);
    await db.listings.bulkPut(records.map((r) => r.head));
    await db.listingParts.bulkPut(parts);
    await db.productChunks.put(chunk);
  });
  return { listings: records.length, listingParts: parts.length };
}

/** What the screen holds of a generation from its start: small, whatever the catalog's size. */
export interface GenerationHead {
  gen: number;
  session: Session;
  channels: Channel[];
  head: CatalogHead;
}

/**
 * The option groups and add-ons of a generation: the picker's and the pricing's. They grow
 * with the menu (thousands at grocery scale), so the screen reads them after its first paint
 * (`readGenerationExtras`), a slice at a time.
 */
export interface GenerationExtras {
  modifierGroups: ModifierGroup[];
  addons: Product[];
}

/** The head of generation `gen` while it is active; null when it is not (or holds no views). */
export function readGenerationHead(db: PosDb, gen: number): Promise<GenerationHead | null> {
  return db.transaction('r', [db.syncMeta, db.session, db.catalogHeads, db.channels], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    const [lower, upper] = generationRange(gen);
    const [stored, head, channels] = await Promise.all([
      db.session.get(gen),
      db.catalogHeads.get([gen, 0]),
      db.channels.where(':id').between(lower, upper, true, true).toArray(),
    ]);
    if (!stored || !head) return null;
    const { gen: _gen, ...session } = stored;
    return { gen, session, channels: withoutGen(channels), head };
  });
}

/**
 * The first record of each listing of `ids` in generation `gen` (`ListingHead`: its first
 * products and how many records follow, read with `readListingPart`), by category id (a
 * category without one lists nothing); null when `gen` is no longer active.
 */
export function readListings(db: PosDb, gen: number, ids: readonly number[]): Promise<Map<number, ListingHead | undefined> | null> {
  return db.transaction('r', [db.syncMeta, db.listings], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    const rows = await db.listings.bulkGet(ids.map((id) => [gen, id] as [number, number]));
    return new Map(ids.map((id, i) => [id, rows[i]]));
  });
}

/**
 * Record `part` (1, 2...) of the listing of category `id` in generation `gen`: undefined when
 * it has no such record, null when `gen` is no longer active. One record per read, so each
 * is a short task of its own.
 */
export function readListingPart(db: PosDb, gen: number, id: number, part: number): Promise<ListingPart | undefined | null> {
  return db.transaction('r', [db.syncMeta, db.listingParts], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    return db.listingParts.get([gen, id, part]);
  });
}

export { readAvailability, type Availability };

/**
 * Rows read per slice of the extras: a read of this many option groups or add-ons stays well
 * under a 50 ms task in Chromium on a slow tablet (a slice of 4,000 took about 200 ms).
 */
export const EXTRAS_SLICE = 250;

/** Lets the browser run what waits (a tap, a frame) between two slices. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The rows of `table` in generation `gen`, a slice per transaction; null once `gen` is not active. */
async function readSliced<T>(db: PosDb, table: Table<InGeneration<T>, GenKey>, gen: number): Promise<T[] | null> {
  const [, upper] = generationRange(gen);
  const rows: T[] = [];
  let from: GenKey = generationRange(gen)[0];
  let first = true;
  for (;;) {
    const slice = await db.transaction('r', [db.syncMeta, table], async () => {
      if ((await readActiveGeneration(db)) !== gen) return null;
      return table.where(':id').between(from, upper, first, true).limit(EXTRAS_SLICE).toArray();
    });
    if (slice === null) return null;
    rows.push(...withoutGen(slice));
    if (slice.length < EXTRAS_SLICE) return rows;
    const last = slice[slice.length - 1] as unknown as { id: number };
    from = [gen, last.id];
    first = false;
    await nextTask();
  }
}

/** The option groups and add-ons of generation `gen`, read a slice at a time; null once it is not active. */
export async function readGenerationExtras(db: PosDb, gen: number): Promise<GenerationExtras | null> {
  const modifierGroups = await readSliced(db, db.modifierGroups, gen);
  if (modifierGroups === null) return null;
  const addons = await readSliced(db, db.addons, gen);
  return addons === null ? null : { modifierGroups, addons };
}
