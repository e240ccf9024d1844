import { expect } from 'vitest';
import type { VersionFixture } from './fixture';

/** Two sales acknowledged at different times and one still waiting. */
export const v7: VersionFixture = {
  version: 7,
  promise: 'the sales acknowledged since a time are found by the uploaded_at index; sales still waiting are not in it',
  rows: {
    orders: [
      { client_order_id: 'a', created_at: '2026-11-21T09:00:00.000Z', ticket_seq: 1, upload: 'uploaded', uploaded_at: '2026-11-21T09:01:00.000Z' },
      { client_order_id: 'b', created_at: '2026-11-21T10:00:00.000Z', ticket_seq: 2, upload: 'uploaded', uploaded_at: '2026-11-21T12:01:00.000Z' },
      { client_order_id: 'c', created_at: '2026-11-21T11:00:00.000Z', ticket_seq: 3, upload: 'waiting', uploaded_at: null },
    ],
  },
  async upgraded(db) {
    expect(await db.orders.where('uploaded_at').aboveOrEqual('2026-11-21T12:00:00.000Z').primaryKeys()).toEqual(['b']);
    expect(await db.orders.count()).toBe(3);
  },
};
