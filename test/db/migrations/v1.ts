import { expect } from 'vitest';
import { storedProducts } from '../../kit/db';
import { makeCategory } from '../../kit/factories';
import { productBeforeV7, syncMetaAt, type VersionFixture } from './fixture';

/** A connected terminal holding generation 4: two drinks filed by one `category_id` each. */
export const v1: VersionFixture = {
  version: 1,
  promise: 'the settings gain what later versions added, and the held catalog is still sold from, views included',
  rows: {
    settings: [{ id: 'terminal', serverUrl: 'https://pos.example.com', apiKey: 'k1', terminalId: 'till-1' }],
    syncMeta: [syncMetaAt(4)],
    categories: [{ ...makeCategory({ id: 3, name: 'Drinks' }), gen: 4 }],
    products: [
      { ...productBeforeV7(41, 3), gen: 4 },
      { ...productBeforeV7(42, 5), gen: 4 },
    ],
  },
  async upgraded(db) {
    expect(await db.settings.get('terminal')).toEqual({
      id: 'terminal',
      serverUrl: 'https://pos.example.com',
      apiKey: 'k1',
      terminalId: 'till-1',
      syncIntervalMinutes: 15,
      persistedStorage: null,
      kiosk: { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 },
    });
    expect((await db.syncMeta.get('sync'))?.activeGen).toBe(4);
    expect(await storedProducts(db)).toEqual([[4, 41], [4, 42]]);
    const [chunk] = await db.productChunks.toArray();
    expect(chunk?.products.map((p) => p.category_ids)).toEqual([[3], [5]]);
    expect((await db.listings.toArray()).map((l) => [l.gen, l.id, l.products.map((p) => p.id)])).toEqual([[4, 3, [41]]]);
  },
};
