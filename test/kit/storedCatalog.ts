/**
 * A whole catalog stored as the active generation, as a complete sync leaves it: every table,
 * the stored views (`menu/views.ts`) holding the listed products, one chunk with the others
 * and the products' order (`ProductChunk`), then the switch. No fake IndexedDB
 * here: the benchmark pages store their generated catalogs with it in Chromium.
 */
import type { Catalog } from '../../src/core/catalog';
import { unlistedChunk, writeCatalogViews } from '../../src/db/catalogViewsWrite';
import { activateGeneration, beginGeneration } from '../../src/db/generations';
import type { PosDb } from '../../src/db/schema';
import type { GenerationTable } from '../../src/db/generations';
import { catalogViews } from '../../src/menu/deriveViews';
import { makeSyncReport } from './factories';

/** Stores `catalog` as a new generation and switches to it; returns the generation. */
export async function storeCatalog(db: PosDb, catalog: Catalog): Promise<number> {
  const gen = await beginGeneration(db);
  const withGen = <T extends object>(rows: readonly T[]) => rows.map((row) => ({ ...row, gen }));
  await db.transaction('rw', [db.session, db.addons, db.categories, db.modifierGroups, db.brands, db.channels, db.quotas], async () => {
    await db.session.put({ ...catalog.session, gen });
    await db.addons.bulkAdd(withGen(catalog.addons));
    await db.categories.bulkAdd(withGen(catalog.categories));
    await db.modifierGroups.bulkAdd(withGen(catalog.modifierGroups));
    await db.brands.bulkAdd(withGen(catalog.brands));
    await db.channels.bulkAdd(withGen(catalog.channels));
    await db.quotas.bulkAdd(withGen(catalog.quotas));
  });
  const views = catalogViews(catalog, gen);
  const listings = await writeCatalogViews(db, gen, views, unlistedChunk(gen, catalog.products, views.listings));
  const expected: Record<GenerationTable, number> = {
    productChunks: 1,
    addons: catalog.addons.length,
    categories: catalog.categories.length,
    modifierGroups: catalog.modifierGroups.length,
    brands: catalog.brands.length,
    channels: catalog.channels.length,
    quotas: catalog.quotas.length,
    catalogHeads: 1,
    ...listings,
  };
  const finishedAt = '2026-11-21T09:00:00.000Z';
  const switched = await activateGeneration(db, {
    gen,
    finishedAt,
    report: makeSyncReport({ generation: gen, startedAt: finishedAt, finishedAt }),
    expected,
    soldOut: catalog.soldOut === null ? null : [...catalog.soldOut],
  });
  if (!switched.ok) throw new Error(switched.reason);
  return gen;
}
