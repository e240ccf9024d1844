import { expect } from 'vitest';
import { productBeforeV7, syncMetaAt, type VersionFixture } from './fixture';

/** Products filed by one `category_id` (or none) in two generations, and an add-on. */
export const v6: VersionFixture = {
  version: 6,
  promise: 'every stored product\'s category_id becomes a list of ids (2.6 csv), in every generation and in add-ons',
  rows: {
    syncMeta: [syncMetaAt(7, 8)],
    productChunks: [
      { gen: 7, chunk: 0, products: [productBeforeV7(1, 3), productBeforeV7(2, null)] },
      { gen: 8, chunk: 0, products: [productBeforeV7(1, 4)] },
    ],
    addons: [{ ...productBeforeV7(77, 6), gen: 7 }],
  },
  async upgraded(db) {
    const chunks = await db.productChunks.toArray();
    expect(chunks.map((c) => c.products.map((p) => [p.id, p.category_ids]))).toEqual([[[1, [3]], [2, []]], [[1, [4]]]]);
    expect(chunks[0]?.products[0]).not.toHaveProperty('category_id');
    const addon = await db.addons.get([7, 77]);
    expect(addon?.category_ids).toEqual([6]);
    expect(addon).not.toHaveProperty('category_id');
  },
};
