import { expect } from 'vitest';
import { storedProducts } from '../../kit/db';
import { productBeforeV7, syncMetaAt, type VersionFixture } from './fixture';

/** Products in chunks already, and rows of the per-product table version 5 still had. */
export const v5: VersionFixture = {
  version: 5,
  promise: 'the per-product table is dropped and the chunks are what is sold from',
  rows: {
    syncMeta: [syncMetaAt(7)],
    products: [{ ...productBeforeV7(1, 3), gen: 7 }],
    productChunks: [{ gen: 7, chunk: 0, products: [productBeforeV7(1, 3), productBeforeV7(2, 3)] }],
  },
  async upgraded(db) {
    expect(db.tables.map((t) => t.name)).not.toContain('products');
    expect(await storedProducts(db)).toEqual([[7, 1], [7, 2]]);
  },
};
