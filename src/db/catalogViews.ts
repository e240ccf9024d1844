/**
 * The stored views of a catalog generation (`menu/views.ts`): written by the sync with the
 * generation, before its switch, and read by the screen one part at a time. Reads start from
 * `syncMeta.activeGen` in the same transaction, so a view of a generation that is no longer
 * active reads as null, never as a part of another generation.
 */
import type { ModifierGroup, Product, Session } from '../core/catalog';
import type { CatalogHead, ListingHead, ListingPart } from '../menu/views';
import { readActiveGeneration } from './activeGeneration';
import { generationRange, withoutGen, type PosDb } from './schema';
import type { Channel } from '../core/catalog';

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
 * (`readGenerationExtras`, catalogExtras.ts), a slice at a time.
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
