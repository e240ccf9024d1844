import { expect } from 'vitest';
import { readAvailability } from '../../../src/db/catalogReader';
import { syncMetaAt, type VersionFixture } from './fixture';

/** A terminal that chose its own sync interval, with a quota and a sold-out list polled. */
export const v2: VersionFixture = {
  version: 2,
  promise: 'the settings keep their own sync interval and gain kiosk mode off; quotas and the sold-out list read the same',
  rows: {
    settings: [{ id: 'terminal', serverUrl: 'https://pos.example.com', apiKey: 'k1', terminalId: 'till-2', syncIntervalMinutes: 5, persistedStorage: true }],
    syncMeta: [syncMetaAt(3)],
    quotas: [{ gen: 3, product_id: 11, quota: 10, remaining_stock: 4 }],
    soldOut: [{ id: 'latest', product_ids: [12], fetched_at: '2026-11-20T08:01:00.000Z' }],
  },
  async upgraded(db) {
    expect(await db.settings.get('terminal')).toMatchObject({
      syncIntervalMinutes: 5,
      persistedStorage: true,
      kiosk: { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 },
    });
    expect(await readAvailability(db, 3)).toEqual({ quotas: [{ product_id: 11, quota: 10, remaining_stock: 4 }], soldOut: [12] });
  },
};
