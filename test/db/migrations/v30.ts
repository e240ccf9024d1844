import { expect } from 'vitest';
import { orderRow } from '../../kit/orders';
import type { VersionFixture } from './fixture';

/** A terminal of version 30 holding the bills of a split order (sold, cleared, parked) and a sale of its own. */
export const v30: VersionFixture = {
  version: 30,
  promise: "a terminal upgraded finds a split order's other bills by its split_of, and only them",
  rows: {
    orders: [orderRow({ client_order_id: 'bill-1', split_of: 'split-1' }), orderRow({ client_order_id: 'alone' })],
    voids: [{ client_order_id: 'void-2', created_at: '2026-11-29T09:00:00.000Z', split_of: 'split-1' }],
    parked: [
      { id: 'p-3', parked_at: 1, cart: { lines: [], split_of: 'split-1' } },
      { id: 'p-other', parked_at: 2, cart: { lines: [], split_of: 'split-9' } },
    ],
  },
  async upgraded(db) {
    expect((await db.orders.where('split_of').equals('split-1').toArray()).map((o) => o.client_order_id)).toEqual(['bill-1']);
    expect((await db.voids.where('split_of').equals('split-1').toArray()).map((v) => v.client_order_id)).toEqual(['void-2']);
    expect((await db.parked.where('cart.split_of').equals('split-1').toArray()).map((p) => p.id)).toEqual(['p-3']);
    expect(await db.orders.count()).toBe(2);
  },
};
