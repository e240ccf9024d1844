/**
 * Reads the active catalog generation for the UI, as the plain `Catalog` the pure core takes.
 *
 * Promises: every read runs in one read transaction that starts from `syncMeta.activeGen`, so
 * it returns one complete generation (never rows of a generation being written, never half of
 * a switch) or null before the first complete sync. The catalog is split in two parts that
 * change at different rates: the generation (changes only when a full sync switches) and the
 * availability (quotas and the sold-out list, rewritten by the light poll), so a poll does not
 * make the UI re-read every product. Products are read from the category listings and the
 * chunk of the products no listing holds, and put back in the server's order (see
 * `ProductChunk`); an older generation's chunks hold every product, in the order written.
 */
import type { Catalog, Product, Quota } from '../core/catalog';
import { joinListings } from '../menu/listingRecords';
import { heldProducts, type CategoryListing } from '../menu/views';
import { readActiveGeneration } from './activeGeneration';
import { readSoldOutList, soldOutTables } from './availability';
import { generationRange, withoutGen, type PosDb, type ProductChunk } from './schema';

/** The part of a catalog that only a full sync changes. */
type CatalogGeneration = Omit<Catalog, 'quotas' | 'soldOut'> & { gen: number };

/** The part the availability poll rewrites between full syncs. */
export interface Availability {
  quotas: Quota[];
  soldOut: readonly number[] | null;
}

/**
 * Every product of a generation, each once: the chunks' own, then those the listings hold
 * (the first row met of an id), in the server's `order` when the chunks give one.
 */
export function generationProducts(chunks: readonly ProductChunk[], listings: readonly CategoryListing[]): Product[] {
  const order = chunks.find((c) => c.order !== undefined)?.order;
  const own = chunks.flatMap((c) => c.products);
  if (order === undefined) return own;
  const byId = new Map<number, Product>();
  const meet = (p: Product) => {
    if (!byId.has(p.id)) byId.set(p.id, p);
  };
  own.forEach(meet);
  for (const listing of listings) heldProducts(listing).forEach(meet);
  return order.flatMap((id) => byId.get(id) ?? []);
}

async function readGenerationRows(db: PosDb, gen: number): Promise<CatalogGeneration | null> {
  const [lower, upper] = generationRange(gen);
  const stored = await db.session.get(gen);
  if (!stored) return null;
  const [brands, categories, modifierGroups, chunks, listings, parts, addons, channels] = await Promise.all([
    db.brands.where(':id').between(lower, upper, true, true).toArray(),
    db.categories.where(':id').between(lower, upper, true, true).toArray(),
    db.modifierGroups.where(':id').between(lower, upper, true, true).toArray(),
    db.productChunks.where(':id').between(lower, upper, true, true).toArray(),
    db.listings.where(':id').between(lower, upper, true, true).toArray(),
    db.listingParts.where(':id').between(lower, upper, true, true).toArray(),
    db.addons.where(':id').between(lower, upper, true, true).toArray(),
    db.channels.where(':id').between(lower, upper, true, true).toArray(),
  ]);
  const { gen: _gen, ...session } = stored;
  return {
    gen,
    session,
    brands: withoutGen(brands),
    categories: withoutGen(categories),
    modifierGroups: withoutGen(modifierGroups),
    products: generationProducts(chunks, joinListings(listings, parts)),
    addons: withoutGen(addons),
    channels: withoutGen(channels),
  };
}

async function readAvailabilityRows(db: PosDb, gen: number): Promise<Availability> {
  const [lower, upper] = generationRange(gen);
  const [quotas, soldOut] = await Promise.all([
    db.quotas.where(':id').between(lower, upper, true, true).toArray(),
    readSoldOutList(db),
  ]);
  // The poll time stays in storage (db/quotaSales.ts reads it); the catalog holds the rows alone.
  const rows = quotas.map(({ gen: _gen, polled_at: _polledAt, ...quota }) => quota);
  return { quotas: rows, soldOut };
}

/** The static part of generation `gen`; null when it is no longer (or not yet) active. */
export function readCatalogGeneration(db: PosDb, gen: number): Promise<CatalogGeneration | null> {
  return db.transaction('r', [db.syncMeta, db.session, db.brands, db.categories, db.modifierGroups, db.productChunks, db.listings, db.listingParts, db.addons, db.channels], async () =>
    (await readActiveGeneration(db)) === gen ? readGenerationRows(db, gen) : null,
  );
}

/** Quotas of generation `gen` and the latest sold-out list with the till's marks. */
export function readAvailability(db: PosDb, gen: number): Promise<Availability> {
  return db.transaction('r', [db.quotas, ...soldOutTables(db)], () => readAvailabilityRows(db, gen));
}

export function composeCatalog(generation: CatalogGeneration, availability: Availability): Catalog {
  const { gen: _gen, ...rest } = generation;
  return { ...rest, quotas: availability.quotas, soldOut: availability.soldOut };
}

/** The whole active catalog, or null before the first complete sync. */
export function readCatalog(db: PosDb): Promise<Catalog | null> {
  return db.transaction(
    'r',
    [db.syncMeta, db.session, db.brands, db.categories, db.modifierGroups, db.productChunks, db.listings, db.listingParts, db.addons, db.channels, db.quotas, ...soldOutTables(db)],
    async () => {
      const gen = await readActiveGeneration(db);
      if (gen === null) return null;
      const generation = await readGenerationRows(db, gen);
      if (!generation) return null;
      return composeCatalog(generation, await readAvailabilityRows(db, gen));
    },
  );
}
