import { expect } from 'vitest';
import { readCatalog } from '../../../src/db/catalogReader';
import { m, makeProduct, makeSession } from '../../kit/factories';
import { syncMetaAt, type VersionFixture } from './fixture';

const burger = makeProduct({ id: 41, name: 'Chicken burger', actual_price: m('1.750') });

/**
 * A terminal selling from generation 7, as version 14 stored it: no digests of what it was built
 * from, a polled sold-out list and a sale waiting to upload, before branch settings existed.
 */
export const v14: VersionFixture = {
  version: 14,
  promise:
    'the catalog in use stays in use, without digests, so the next sync builds a new generation; the sold-out list and the queue are kept; no branch settings and no marks yet, so receipts use the defaults',
  rows: {
    syncMeta: [syncMetaAt(7)],
    session: [{ ...makeSession(), gen: 7 }],
    productChunks: [{ gen: 7, chunk: 0, products: [burger], order: [41] }],
    soldOut: [{ id: 'latest', product_ids: [41], fetched_at: '2026-11-20T08:00:00.000Z' }],
    outbox: [{ client_order_id: 'sale-1', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    const catalog = await readCatalog(db);
    expect(catalog?.products.map((p) => [p.name, p.actual_price])).toEqual([['Chicken burger', m('1.750')]]);
    expect(await db.catalogDigests.count()).toBe(0);
    await db.catalogDigests.put({ gen: 7, format: 'build', routes: 'r', products: ['p'], addons: [] });
    expect((await db.catalogDigests.get(7))?.products).toEqual(['p']);
    expect(await db.soldOut.get('latest')).toMatchObject({ product_ids: [41] });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.branchSettings.count()).toBe(0);
    expect(await db.availabilityChanges.count()).toBe(0);
  },
};
