import { expect } from 'vitest';
import { syncMetaAt, type VersionFixture } from './fixture';
import { orderRow } from '../../kit/orders';

/** A terminal with a sale and its settings: version 12 adds the print queue beside them. */
export const v11: VersionFixture = {
  version: 11,
  promise: 'the sales and settings stay as they were and the print queue starts empty',
  rows: {
    syncMeta: [syncMetaAt(7)],
    settings: [{ id: 'terminal', serverUrl: 'https://pos.example', apiKey: 'k', terminalId: 't-1', syncIntervalMinutes: 15, persistedStorage: true, kiosk: { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 } }],
    orders: [orderRow({ client_order_id: 'sale-1' })],
  },
  async upgraded(db) {
    expect((await db.orders.toArray()).map((o) => o.client_order_id)).toEqual(['sale-1']);
    expect((await db.settings.get('terminal'))?.printers).toBeUndefined();
    expect(await db.printJobs.count()).toBe(0);
    await db.printJobs.add({ id: 'j', printer_id: 'p', kind: 'drawer', title: 'T1', document: { direction: 'ltr', lines: [], cut: false, drawer: true }, state: 'queued', attempts: 0, created_at: 1, error: null, done_at: null });
    expect(await db.printJobs.where('state').equals('queued').count()).toBe(1);
  },
};
