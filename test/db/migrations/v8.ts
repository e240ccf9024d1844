import { expect } from 'vitest';
import { headOfQueue } from '../../../src/db/outbox';
import { orderRow } from '../../kit/orders';
import type { VersionFixture } from './fixture';

const sale = orderRow({ client_order_id: 'sale-8' });

/** A sale in the upload queue from before entries had a kind. */
export const v8: VersionFixture = {
  version: 8,
  promise: 'a queue entry without a kind is a sale, uploaded with its order',
  rows: {
    orders: [sale],
    outbox: [{ client_order_id: 'sale-8', queued_at: 1_700_000_000_000, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    expect((await headOfQueue(db))?.document).toEqual({ kind: 'sale', order: sale });
    expect(await db.parked.count()).toBe(0);
  },
};
