import { expect } from 'vitest';
import { CHUNK_SIZE } from '../../../src/db/migrations/v5.upgrade';
import { productBeforeV7, syncMetaAt, type VersionFixture } from './fixture';

const active = Array.from({ length: CHUNK_SIZE + 2 }, (_, i) => ({ ...productBeforeV7(i + 1, null), gen: 7 }));

/** Generation 7 active with more products than one chunk holds, and a leftover of generation 8. */
export const v4: VersionFixture = {
  version: 4,
  promise: 'the active generation\'s products move into chunks in their order; the leftovers of other generations are dropped',
  rows: {
    syncMeta: [syncMetaAt(7, 8)],
    products: [...active, { ...productBeforeV7(1, null), gen: 8 }],
  },
  async upgraded(db) {
    const chunks = await db.productChunks.toArray();
    expect(chunks.map((c) => [c.gen, c.chunk, c.products.length])).toEqual([[7, 0, CHUNK_SIZE], [7, 1, 2]]);
    expect(chunks.flatMap((c) => c.products.map((p) => p.id))).toEqual(active.map((p) => p.id));
    expect(chunks[0]?.products[0]).not.toHaveProperty('gen');
    expect(db.tables.map((t) => t.name)).not.toContain('products');
  },
};
