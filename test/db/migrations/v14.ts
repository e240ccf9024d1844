import { expect } from 'vitest';
import { readCatalog } from '../../../src/db/catalogReader';
import { m, makeProduct, makeSession } from '../../kit/factories';
import { syncMetaAt, type VersionFixture } from './fixture';

const burger = makeProduct({ id: 41, name: 'Chicken burger', actual_price: m('1.750') });

/** A terminal selling from generation 7, as version 14 stored it: no digests of what it was built from. */
export const v14: VersionFixture = {
  version: 14,
  promise: 'the catalog in use stays in use, without digests, so the next sync builds a new generation',
  rows: {
    syncMeta: [syncMetaAt(7)],
    session: [{ ...makeSession(), gen: 7 }],
    productChunks: [{ gen: 7, chunk: 0, products: [burger], order: [41] }],
  },
  async upgraded(db) {
    const catalog = await readCatalog(db);
    expect(catalog?.products.map((p) => [p.name, p.actual_price])).toEqual([['Chicken burger', m('1.750')]]);
    expect(await db.catalogDigests.count()).toBe(0);
    await db.catalogDigests.put({ gen: 7, format: 'build', routes: 'r', products: ['p'], addons: [] });
    expect((await db.catalogDigests.get(7))?.products).toEqual(['p']);
  },
};
