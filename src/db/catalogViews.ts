/**
 * The stored views of a catalog generation (`menu/views.ts`): written by the sync with the
 * generation, before its switch, and read by the screen one part at a time. Reads start from
 * `syncMeta.activeGen` in the same transaction, so a view of a generation that is no longer
 * active reads as null, never as a part of another generation.
 */
import type { ModifierGroup, Product, Session } from '../core/catalog';
import type { CatalogHead, CatalogViews, CategoryListing } from '../menu/views';
import { readActiveGeneration } from './generations';
import type { Availability } from './catalogReader';
import { readAvailability } from './catalogReader';
import { generationRange, withoutGen, type PosDb } from './schema';
import type { Channel } from '../core/catalog';

/** Writes the views of `gen`; the generation switch counts them (one head, every listing). */
export function writeCatalogViews(db: PosDb, gen: number, views: CatalogViews): Promise<void> {
  return db.transaction('rw', [db.catalogHeads, db.listings], async () => {
    await db.catalogHeads.put(views.head);
    await db.listings.bulkPut(views.listings);
  });
}

/**
 * What the screen holds of a generation from its start: small, whatever the catalog's size
 * (the option groups and add-ons are the picker's and the pricing's; they grow with the menu's
 * options, not with its products).
 */
export interface GenerationHead {
  gen: number;
  session: Session;
  channels: Channel[];
  modifierGroups: ModifierGroup[];
  addons: Product[];
  head: CatalogHead;
}

/** The head of generation `gen` while it is active; null when it is not (or holds no views). */
export function readGenerationHead(db: PosDb, gen: number): Promise<GenerationHead | null> {
  return db.transaction('r', [db.syncMeta, db.session, db.catalogHeads, db.channels, db.modifierGroups, db.addons], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    const [lower, upper] = generationRange(gen);
    const [stored, head, channels, modifierGroups, addons] = await Promise.all([
      db.session.get(gen),
      db.catalogHeads.get([gen, 0]),
      db.channels.where(':id').between(lower, upper, true, true).toArray(),
      db.modifierGroups.where(':id').between(lower, upper, true, true).toArray(),
      db.addons.where(':id').between(lower, upper, true, true).toArray(),
    ]);
    if (!stored || !head) return null;
    const { gen: _gen, ...session } = stored;
    return { gen, session, channels: withoutGen(channels), modifierGroups: withoutGen(modifierGroups), addons: withoutGen(addons), head };
  });
}

/**
 * The stored listings of `ids` in generation `gen`, by category id (a category without one
 * lists nothing); null when `gen` is no longer active.
 */
export function readListings(db: PosDb, gen: number, ids: readonly number[]): Promise<Map<number, CategoryListing | undefined> | null> {
  return db.transaction('r', [db.syncMeta, db.listings], async () => {
    if ((await readActiveGeneration(db)) !== gen) return null;
    const rows = await db.listings.bulkGet(ids.map((id) => [gen, id] as [number, number]));
    return new Map(ids.map((id, i) => [id, rows[i]]));
  });
}

export { readAvailability, type Availability };
