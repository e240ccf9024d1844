import { expect } from 'vitest';
import { makeBrand, makeCategory, makeProductIn } from '../../kit/factories';
import { syncMetaAt, type VersionFixture } from './fixture';

const drinks = makeCategory({ id: 3, name: 'Drinks' });
const cola = makeProductIn(drinks, { id: 31, category_sort_order: 2 });
const water = makeProductIn(drinks, { id: 32, category_sort_order: 1 });

/** Generation 7 active (one brand, Drinks with two products) and a leftover generation 8. */
export const v10: VersionFixture = {
  version: 10,
  promise: 'the views of the active generation are derived from its stored rows, so the till starts offline on the catalog it holds',
  rows: {
    syncMeta: [syncMetaAt(7, 8)],
    categories: [{ ...drinks, gen: 7 }, { ...makeCategory({ id: 4, name: 'Old' }), gen: 8 }],
    brands: [{ ...makeBrand({ brand_id: 1 }), gen: 7 }],
    productChunks: [{ gen: 7, chunk: 0, products: [cola, water] }, { gen: 8, chunk: 0, products: [cola] }],
  },
  async upgraded(db) {
    const heads = await db.catalogHeads.toArray();
    expect(heads.map((h) => [h.gen, h.railCandidates, h.brands.map((b) => b.brand_id)])).toEqual([[7, [3], [1]]]);
    expect(heads[0]?.categories[0]).not.toHaveProperty('gen');
    expect((await db.listings.toArray()).map((l) => [l.gen, l.id, l.products.map((p) => p.id)])).toEqual([[7, 3, [32, 31]]]);
  },
};
