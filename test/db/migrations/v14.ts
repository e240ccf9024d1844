import { expect } from 'vitest';
import { syncMetaAt, type VersionFixture } from './fixture';

/** A till with a polled sold-out list and a sale waiting to upload, before branch settings existed. */
export const v14: VersionFixture = {
  version: 14,
  promise: 'the sold-out list and the queue are kept; no branch settings and no marks yet, so receipts use the defaults',
  rows: {
    syncMeta: [syncMetaAt(3)],
    soldOut: [{ id: 'latest', product_ids: [41], fetched_at: '2026-11-20T08:00:00.000Z' }],
    outbox: [{ client_order_id: 'sale-1', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    expect(await db.soldOut.get('latest')).toMatchObject({ product_ids: [41] });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.branchSettings.count()).toBe(0);
    expect(await db.availabilityChanges.count()).toBe(0);
  },
};
