import { expect } from 'vitest';
import { inThreadCatalogQueries } from '../../../src/menu/worker/inThread';
import { makeCategory, makeProductIn, makeSession } from '../../kit/factories';
import { syncMetaAt, type VersionFixture } from './fixture';

const snacks = makeCategory({ id: 3, name: 'Snacks' });
const products = [makeProductIn(snacks, { id: 10, name: 'Salted crisps', plu: '41' }), makeProductIn(snacks, { id: 11, name: 'Cheese crisps' })];

/** A terminal selling from generation 4, as version 23 stored it: no search table beside the listings. */
export const v23: VersionFixture = {
  version: 23,
  promise: 'a generation synced without search tables stays in use: the catalog worker reads it whole and finds its products',
  rows: {
    syncMeta: [syncMetaAt(4)],
    session: [{ ...makeSession(), gen: 4 }],
    categories: [{ ...snacks, gen: 4 }],
    catalogHeads: [{ gen: 4, id: 0, brands: [], categories: [snacks], railCandidates: [3], kioskRailCandidates: [3], deals: [] }],
    listings: [{ gen: 4, id: 3, products }],
    productChunks: [{ gen: 4, chunk: 0, products: [], order: products.map((p) => p.id) }],
  },
  async upgraded(db) {
    expect(await db.searchTables.count()).toBe(0);
    const queries = inThreadCatalogQueries(db);
    await queries.prepare(4, false);
    const found = await queries.search(4, 'crisps', null, false);
    expect(found?.products.map((p) => p.id)).toEqual([10, 11]);
    expect((await queries.search(4, '41', null, false))?.plu).toEqual({ productId: 10, listedIn: [3] });
  },
};
